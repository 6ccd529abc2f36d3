//! Prompt variables (issue 22): a saved prompt may hold `{{name}}` placeholders, each with an
//! optional type and default declared where it is used:
//!
//! ```text
//! {{topic}}                              text, required
//! {{notes: long}}                        long text, required
//! {{count: number = 3}}                  a number, 3 unless filled
//! {{tone: options(formal, casual) = casual}}
//! \{{                                    a literal "{{" (the backslash is kept in the text)
//! ```
//!
//! The grammar of one placeholder is written with `winnow`; the text around placeholders is
//! kept byte for byte, so printing a parsed prompt gives back its text. Every error (an
//! unterminated `{{`, an unknown type, a default that does not fit its type, a name declared
//! twice with different types) is reported with its line and column, and parsing goes on
//! after it, so the user sees them all at once. This is the one definition of variables: the
//! server parses with it and the web app gets the result through the schema.

use std::{collections::HashMap, ops::Range};

use winnow::{
    ModalResult, Parser,
    ascii::space0,
    combinator::{alt, cut_err, delimited, opt, preceded, separated, terminated},
    error::{ContextError, StrContext, StrContextValue},
    token::{one_of, take_till, take_while},
};

/// The most variables one prompt may declare.
pub const MAX_VARIABLES: usize = 50;
/// The most options an `options(…)` type may list.
pub const MAX_OPTIONS: usize = 30;
/// The longest value a variable may be filled with.
pub const MAX_VALUE_CHARS: usize = 10_000;

/// What a variable holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kind {
    /// One line of text (the default type).
    Text,
    /// Several lines of text.
    Long,
    /// A number.
    Number,
    /// One of these.
    Options(Vec<String>),
}

impl Kind {
    pub fn name(&self) -> &'static str {
        match self {
            Self::Text => "text",
            Self::Long => "long",
            Self::Number => "number",
            Self::Options(_) => "options",
        }
    }

    /// Whether `value` is a value of this kind; the error says why not.
    pub fn check(&self, value: &str) -> Result<(), String> {
        match self {
            Self::Text if value.contains('\n') => {
                Err("a text value is one line: use the long type for several".to_owned())
            }
            Self::Number if value.trim().parse::<f64>().map_or(true, |n| !n.is_finite()) => {
                Err(format!("\"{value}\" is not a number"))
            }
            Self::Options(options) if !options.iter().any(|o| o == value.trim()) => Err(format!(
                "\"{value}\" is not one of the options ({})",
                options.join(", ")
            )),
            _ => Ok(()),
        }
    }
}

/// One `{{…}}` in the text, as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placeholder {
    pub name: String,
    /// The type written here, if any.
    pub kind: Option<Kind>,
    /// The default written here, if any.
    pub default: Option<String>,
    /// Where it is in the text, in bytes, braces included.
    pub span: Range<usize>,
}

/// A piece of a prompt: text as it is, or a placeholder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece {
    Text(String),
    Placeholder(Placeholder),
}

/// A prompt read as text and placeholders.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Template {
    pub pieces: Vec<Piece>,
    source: String,
}

/// A variable of the prompt: its declarations merged (the type and default written anywhere
/// it is used; text when none is written).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Variable {
    pub name: String,
    pub kind: Kind,
    pub default: Option<String>,
    /// Without a default, it must be filled.
    pub required: bool,
}

/// Something wrong in the text, where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TemplateError {
    pub message: String,
    /// Byte offset in the text.
    pub offset: usize,
    /// From 1.
    pub line: usize,
    /// From 1, in characters.
    pub column: usize,
}

impl std::fmt::Display for TemplateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

fn error_at(text: &str, offset: usize, message: impl Into<String>) -> TemplateError {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before
        .rsplit_once('\n')
        .map_or(before, |(_, last)| last)
        .chars()
        .count()
        + 1;
    TemplateError {
        message: message.into(),
        offset,
        line,
        column,
    }
}

// ---- The grammar of one placeholder, after its `{{` --------------------------------------

fn name<'a>(input: &mut &'a str) -> ModalResult<&'a str> {
    (
        one_of(|c: char| c.is_ascii_alphabetic() || c == '_'),
        take_while(0.., |c: char| c.is_ascii_alphanumeric() || c == '_'),
    )
        .take()
        .context(StrContext::Expected(StrContextValue::Description(
            "a name (letters, digits and _, starting with a letter)",
        )))
        .parse_next(input)
}

fn option<'a>(input: &mut &'a str) -> ModalResult<&'a str> {
    delimited(
        space0,
        take_till(1.., |c| matches!(c, ',' | ')' | '}' | '\n')),
        space0,
    )
    .map(str::trim)
    .verify(|o: &str| !o.is_empty())
    .context(StrContext::Expected(StrContextValue::Description(
        "an option",
    )))
    .parse_next(input)
}

fn kind(input: &mut &str) -> ModalResult<Kind> {
    alt((
        preceded(
            ("options", space0, '('),
            cut_err(terminated(
                separated(1.., option, ','),
                (space0, ')').context(StrContext::Expected(StrContextValue::CharLiteral(')'))),
            )),
        )
        .map(|options: Vec<&str>| Kind::Options(options.into_iter().map(str::to_owned).collect())),
        "long".value(Kind::Long),
        "number".value(Kind::Number),
        "text".value(Kind::Text),
    ))
    .context(StrContext::Expected(StrContextValue::Description(
        "a type: text, long, number or options(…)",
    )))
    .parse_next(input)
}

fn default<'a>(input: &mut &'a str) -> ModalResult<&'a str> {
    take_till(0.., |c| c == '}')
        .map(str::trim)
        .parse_next(input)
}

/// The inside of a placeholder: `name`, `: type`, `= default`, then `}}`.
fn body<'a>(input: &mut &'a str) -> ModalResult<(&'a str, Option<Kind>, Option<&'a str>)> {
    (
        preceded(space0, name),
        opt(preceded((space0, ':', space0), cut_err(kind))),
        opt(preceded((space0, '=', space0), default)),
        cut_err(preceded(space0, "}}").context(StrContext::Expected(
            StrContextValue::Description("\"}}\" to close it"),
        ))),
    )
        .map(|(name, kind, default, _)| (name, kind, default))
        .parse_next(input)
}

/// A reason for an error from winnow's context, in words.
fn expected(error: &ContextError) -> String {
    let wanted: Vec<String> = error
        .context()
        .filter_map(|c| match c {
            StrContext::Expected(StrContextValue::Description(d)) => Some((*d).to_owned()),
            StrContext::Expected(StrContextValue::CharLiteral(c)) => Some(format!("\"{c}\"")),
            StrContext::Expected(StrContextValue::StringLiteral(s)) => Some(format!("\"{s}\"")),
            _ => None,
        })
        .collect();
    match wanted.first() {
        Some(first) => format!("expected {first}"),
        None => "this placeholder is not written as {{name: type = default}}".to_owned(),
    }
}

/// Reads a prompt's placeholders; all the errors when it has any.
pub fn parse(text: &str) -> Result<Template, Vec<TemplateError>> {
    let mut pieces = Vec::new();
    let mut errors = Vec::new();
    let mut literal = String::new();
    let mut at = 0;
    while at < text.len() {
        let rest = &text[at..];
        let next = rest.find("{{").map_or(text.len(), |i| at + i);
        // A backslash before "{{" keeps it as text.
        if next < text.len() && next > 0 && text.as_bytes()[next - 1] == b'\\' {
            literal.push_str(&text[at..next + 2]);
            at = next + 2;
            continue;
        }
        literal.push_str(&text[at..next]);
        if next == text.len() {
            break;
        }
        let mut input = &text[next + 2..];
        let start = input;
        match body(&mut input) {
            Ok((name, kind, default)) => {
                let end = text.len() - input.len();
                if !literal.is_empty() {
                    pieces.push(Piece::Text(std::mem::take(&mut literal)));
                }
                let placeholder = Placeholder {
                    name: name.to_owned(),
                    kind,
                    default: default.filter(|d| !d.is_empty()).map(str::to_owned),
                    span: next..end,
                };
                if let (Some(kind), Some(value)) = (&placeholder.kind, &placeholder.default)
                    && let Err(why) = kind.check(value)
                {
                    errors.push(error_at(
                        text,
                        next,
                        format!("the default of {{{{{name}}}}} does not fit its type: {why}"),
                    ));
                }
                pieces.push(Piece::Placeholder(placeholder));
                at = end;
            }
            Err(err) => {
                let closing = text[next + 2..].find("}}");
                let offset = next + 2 + (start.len() - input.len());
                let message = match (closing, err.into_inner()) {
                    (None, _) => "\"{{\" is never closed with \"}}\" (write \\{{ for a literal {{)"
                        .to_owned(),
                    (Some(_), Ok(inner)) => {
                        let word = text[offset..]
                            .split(|c: char| !c.is_alphanumeric() && c != '_')
                            .next()
                            .filter(|w| !w.is_empty());
                        match word {
                            Some(word) if inner
                                .context()
                                .any(|c| matches!(c, StrContext::Expected(StrContextValue::Description(d)) if d.starts_with("a type"))) =>
                            {
                                format!("\"{word}\" is not a type: use text, long, number or options(…)")
                            }
                            _ => expected(&inner),
                        }
                    }
                    (Some(_), Err(_)) => "this placeholder is incomplete".to_owned(),
                };
                errors.push(error_at(
                    text,
                    if closing.is_none() { next } else { offset },
                    message,
                ));
                // Go on after this placeholder (or its braces when it is never closed).
                let resume = closing.map_or(next + 2, |c| next + 2 + c + 2);
                literal.push_str(&text[next..resume]);
                at = resume;
            }
        }
    }
    if !literal.is_empty() {
        pieces.push(Piece::Text(literal));
    }
    let template = Template {
        pieces,
        source: text.to_owned(),
    };
    if let Err(mut more) = template.variables() {
        errors.append(&mut more);
    }
    if errors.is_empty() {
        Ok(template)
    } else {
        errors.sort_by_key(|e| e.offset);
        Err(errors)
    }
}

impl Template {
    /// The text it was read from, byte for byte.
    pub fn print(&self) -> String {
        let mut out = String::with_capacity(self.source.len());
        for piece in &self.pieces {
            match piece {
                Piece::Text(text) => out.push_str(text),
                Piece::Placeholder(p) => out.push_str(&self.source[p.span.clone()]),
            }
        }
        out
    }

    /// The prompt as the pieces a filled prompt is made of, in order: text as it will read
    /// (a `\{{` as `{{`), and the variables' names. Filling is joining them with each
    /// variable's value.
    pub fn segments(&self) -> Vec<Segment> {
        self.pieces
            .iter()
            .map(|piece| match piece {
                Piece::Text(text) => Segment::Text(text.replace("\\{{", "{{")),
                Piece::Placeholder(p) => Segment::Variable(p.name.clone()),
            })
            .collect()
    }

    pub fn placeholders(&self) -> impl Iterator<Item = &Placeholder> {
        self.pieces.iter().filter_map(|p| match p {
            Piece::Placeholder(p) => Some(p),
            Piece::Text(_) => None,
        })
    }

    /// Its variables in the order they first appear, each declaration merged.
    pub fn variables(&self) -> Result<Vec<Variable>, Vec<TemplateError>> {
        let mut variables: Vec<(Variable, Option<Kind>)> = Vec::new();
        let mut errors = Vec::new();
        for p in self.placeholders() {
            match variables.iter_mut().find(|(v, _)| v.name == p.name) {
                None => variables.push((
                    Variable {
                        name: p.name.clone(),
                        kind: p.kind.clone().unwrap_or(Kind::Text),
                        default: p.default.clone(),
                        required: p.default.is_none(),
                    },
                    p.kind.clone(),
                )),
                Some((variable, written)) => {
                    match (&*written, &p.kind) {
                        (Some(first), Some(again)) if first != again => {
                            errors.push(error_at(
                                &self.source,
                                p.span.start,
                                format!(
                                    "{{{{{}}}}} is declared again with another type ({} here, {} before)",
                                    p.name,
                                    again.name(),
                                    first.name()
                                ),
                            ));
                        }
                        (None, Some(kind)) => {
                            variable.kind = kind.clone();
                            *written = Some(kind.clone());
                        }
                        _ => {}
                    }
                    if variable.default.is_none() && p.default.is_some() {
                        variable.default = p.default.clone();
                        variable.required = false;
                    }
                }
            }
        }
        if variables.len() > MAX_VARIABLES {
            errors.push(error_at(
                &self.source,
                0,
                format!("a prompt may have at most {MAX_VARIABLES} variables"),
            ));
        }
        // A default written where the type is not (`{{n = x}}` … `{{n: number}}`) must fit it.
        for (variable, _) in &variables {
            if let Some(default) = &variable.default
                && let Err(why) = variable.kind.check(default)
                && let Some(p) = self
                    .placeholders()
                    .find(|p| p.name == variable.name && p.default.is_some() && p.kind.is_none())
            {
                errors.push(error_at(
                    &self.source,
                    p.span.start,
                    format!(
                        "the default of {{{{{}}}}} does not fit its type: {why}",
                        variable.name
                    ),
                ));
            }
        }
        if errors.is_empty() {
            Ok(variables.into_iter().map(|(v, _)| v).collect())
        } else {
            Err(errors)
        }
    }

    /// The prompt with its variables filled: `values` by name, else the defaults. A variable
    /// with neither, or a value that does not fit its type, is an error naming it.
    pub fn fill(&self, values: &HashMap<String, String>) -> Result<String, Vec<FillError>> {
        let variables = self.variables().map_err(|_| Vec::new())?;
        let mut errors = Vec::new();
        let mut chosen: HashMap<&str, String> = HashMap::new();
        for variable in &variables {
            let value = values
                .get(&variable.name)
                .map(|v| v.trim_end().to_owned())
                .filter(|v| !v.trim().is_empty())
                .or_else(|| variable.default.clone());
            match value {
                None => errors.push(FillError {
                    name: variable.name.clone(),
                    message: format!("Fill in {}.", variable.name),
                }),
                Some(value) if value.chars().count() > MAX_VALUE_CHARS => errors.push(FillError {
                    name: variable.name.clone(),
                    message: format!(
                        "{} must be at most {MAX_VALUE_CHARS} characters.",
                        variable.name
                    ),
                }),
                Some(value) => match variable.kind.check(&value) {
                    Ok(()) => {
                        chosen.insert(&variable.name, value);
                    }
                    Err(why) => errors.push(FillError {
                        name: variable.name.clone(),
                        message: format!("{}: {why}.", variable.name),
                    }),
                },
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let mut out = String::new();
        for piece in &self.pieces {
            match piece {
                // A literal "\{{" is filled as "{{".
                Piece::Text(text) => out.push_str(&text.replace("\\{{", "{{")),
                Piece::Placeholder(p) => out.push_str(&chosen[p.name.as_str()]),
            }
        }
        debug_assert_eq!(
            out,
            self.segments()
                .iter()
                .map(|s| match s {
                    Segment::Text(t) => t.as_str(),
                    Segment::Variable(name) => chosen[name.as_str()].as_str(),
                })
                .collect::<String>()
        );
        Ok(out)
    }
}

/// A piece of a prompt to fill: text, or where a variable's value goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Segment {
    Text(String),
    Variable(String),
}

/// A variable that could not be filled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FillError {
    pub name: String,
    pub message: String,
}

/// The values a Context Genie holds for variables: its lines written `name: value` (or
/// `name = value`) whose name is a variable's name. Other lines are its prose and are left.
pub fn values_from_context(content: &str, variables: &[Variable]) -> HashMap<String, String> {
    let mut values = HashMap::new();
    for line in content.lines() {
        let Some((key, value)) = line.split_once(':').or_else(|| line.split_once('=')) else {
            continue;
        };
        let key = key.trim().trim_start_matches(['-', '*']).trim();
        let value = value.trim();
        if value.is_empty() {
            continue;
        }
        if let Some(variable) = variables.iter().find(|v| {
            v.name.eq_ignore_ascii_case(key) || v.name.replace('_', " ").eq_ignore_ascii_case(key)
        }) && variable.kind.check(value).is_ok()
        {
            values
                .entry(variable.name.clone())
                .or_insert_with(|| value.to_owned());
        }
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vars(text: &str) -> Vec<Variable> {
        parse(text).unwrap().variables().unwrap()
    }

    fn messages(text: &str) -> Vec<String> {
        parse(text)
            .unwrap_err()
            .into_iter()
            .map(|e| e.to_string())
            .collect()
    }

    #[test]
    fn placeholders_with_types_and_defaults_are_read() {
        let text = "Write {{count: number = 3}} {{tone: options(formal, casual) = casual}} emails about {{topic}}.\nNotes: {{notes: long}}";
        let v = vars(text);
        assert_eq!(
            v.iter().map(|v| v.name.as_str()).collect::<Vec<_>>(),
            ["count", "tone", "topic", "notes"]
        );
        assert_eq!(v[0].kind, Kind::Number);
        assert_eq!(v[0].default.as_deref(), Some("3"));
        assert!(!v[0].required);
        assert_eq!(
            v[1].kind,
            Kind::Options(vec!["formal".into(), "casual".into()])
        );
        assert_eq!((v[2].kind.clone(), v[2].required), (Kind::Text, true));
        assert_eq!(v[3].kind, Kind::Long);
        assert_eq!(parse(text).unwrap().print(), text);
    }

    #[test]
    fn a_variable_used_again_takes_its_declaration() {
        let v = vars("{{name}} and {{name: long = x}} and {{ name }}");
        assert_eq!(v.len(), 1);
        assert_eq!((v[0].kind.clone(), v[0].required), (Kind::Long, false));
    }

    #[test]
    fn errors_say_where_and_what() {
        assert_eq!(
            messages("Hello\n  {{name"),
            ["Line 2, column 3: \"{{\" is never closed with \"}}\" (write \\{{ for a literal {{)"]
        );
        assert_eq!(
            messages("{{n: colour}}"),
            ["Line 1, column 6: \"colour\" is not a type: use text, long, number or options(…)"]
        );
        assert_eq!(
            messages("{{count: number = many}}"),
            [
                "Line 1, column 1: the default of {{count}} does not fit its type: \"many\" is not a number"
            ]
        );
        assert_eq!(
            messages("{{t: options(a, b) = c}}"),
            [
                "Line 1, column 1: the default of {{t}} does not fit its type: \"c\" is not one of the options (a, b)"
            ]
        );
        assert_eq!(
            messages("{{n: number}} {{n: long}}"),
            [
                "Line 1, column 15: {{n}} is declared again with another type (long here, number before)"
            ]
        );
        assert!(messages("{{ }}")[0].contains("expected a name"));
        assert!(messages("{{t: options()}}")[0].contains("expected an option"));
        assert!(messages("{{t: options(a, b}}")[0].contains("expected \")\""));
        // Every error is reported, not only the first.
        assert_eq!(messages("{{a: nope}} {{b: number = x}}").len(), 2);
        // A default written apart from the type is still checked.
        assert_eq!(messages("{{n = lots}} {{n: number}}").len(), 1);
    }

    #[test]
    fn a_backslash_keeps_braces_as_text() {
        let template = parse(r#"JSON: \{{"a": 1}} for {{who}}"#).unwrap();
        assert_eq!(vars(r#"JSON: \{{"a": 1}} for {{who}}"#).len(), 1);
        let filled = template
            .fill(&HashMap::from([("who".into(), "Ann".into())]))
            .unwrap();
        assert_eq!(filled, r#"JSON: {{"a": 1}} for Ann"#);
    }

    #[test]
    fn filling_uses_values_then_defaults_and_checks_types() {
        let t = parse("{{count: number = 3}} ideas for {{topic}} in a {{tone: options(formal, casual) = casual}} tone").unwrap();
        assert_eq!(
            t.fill(&HashMap::from([("topic".into(), "tea".into())]))
                .unwrap(),
            "3 ideas for tea in a casual tone"
        );
        let errors = t.fill(&HashMap::new()).unwrap_err();
        assert_eq!(errors[0].name, "topic");
        assert_eq!(errors[0].message, "Fill in topic.");
        let errors = t
            .fill(&HashMap::from([
                ("topic".into(), "tea".into()),
                ("count".into(), "a few".into()),
                ("tone".into(), "angry".into()),
            ]))
            .unwrap_err();
        assert_eq!(errors.len(), 2);
        let one_line = parse("{{title}}").unwrap();
        assert!(
            one_line
                .fill(&HashMap::from([("title".into(), "a\nb".into())]))
                .is_err()
        );
    }

    #[test]
    fn a_context_genie_fills_the_variables_it_names() {
        let v =
            vars("{{company}} {{tone: options(formal, casual)}} {{team_size: number}} {{other}}");
        let values = values_from_context(
            "We are a small fintech.\nCompany: Acme Pay\n- tone: casual\nTeam size = 12\nother:",
            &v,
        );
        assert_eq!(values.get("company").map(String::as_str), Some("Acme Pay"));
        assert_eq!(values.get("tone").map(String::as_str), Some("casual"));
        assert_eq!(values.get("team_size").map(String::as_str), Some("12"));
        assert!(!values.contains_key("other"));
        // A value that does not fit is not used.
        let values = values_from_context("tone: shouty", &v);
        assert!(values.is_empty());
    }
}

#[cfg(test)]
mod properties {
    use proptest::prelude::*;

    use super::*;

    proptest! {
        #[test]
        fn parse_never_panics_and_prints_what_it_read(
            text in prop_oneof!["(?s).{0,200}", "[a-z0-9{}:=(),\\ \né]{0,80}"]
        ) {
            if let Ok(template) = parse(&text) {
                prop_assert_eq!(template.print(), text);
            }
        }

        #[test]
        fn prompts_made_of_valid_pieces_round_trip(
            pieces in proptest::collection::vec((0u8..4, "[a-zA-Z ,.!?\n]{0,20}", 0u32..1000), 0..8)
        ) {
            // Each placeholder has a name of its own (v0, v1…), so no two clash.
            let text: String = pieces
                .iter()
                .enumerate()
                .map(|(i, (kind, words, n))| {
                    let placeholder = match kind {
                        0 => format!("{{{{v{i}}}}}"),
                        1 => format!("{{{{ v{i} : number = {n} }}}}"),
                        2 => format!("{{{{v{i}: options(a, b c) = b c}}}}"),
                        _ => String::new(),
                    };
                    format!("{words}{placeholder}")
                })
                .collect();
            let template = parse(&text);
            prop_assert!(template.is_ok(), "{:?}: {:?}", text, template);
            let template = template.unwrap();
            prop_assert_eq!(template.print(), text);
            prop_assert_eq!(
                template.variables().unwrap().len(),
                pieces.iter().filter(|p| p.0 < 3).count()
            );
        }
    }
}
