//! What a request passes before the schema runs it, at both doors (`POST /graphql` and the
//! websocket's subscriptions): its query parsed (or its parsed document taken from
//! [`Documents`]), then the checks async-graphql lacks, each with a stable code:
//!
//! 1. the browser extension's scope (`extension_scope.rs`): FORBIDDEN;
//! 2. a cap on aliases, which otherwise let one request run a field hundreds of times:
//!    GRAPHQL_VALIDATION_FAILED;
//! 3. every required variable given before anything runs: BAD_USER_INPUT.
//!
//! A query that does not parse is refused here with GRAPHQL_PARSE_FAILED. The schema's own
//! limits (depth, complexity, recursion, directives) and validation run after, in
//! `Schema::execute`; their errors come without a code and get GRAPHQL_VALIDATION_FAILED from
//! `http::graphql::ensure_code`. Validation is skipped for a document that passed it before,
//! in a request with no variables ([`Admitted`]).
//!
//! These were async-graphql extensions once. They are not any more because a schema with any
//! extension runs every field through the extension hooks (async-graphql takes its per-field
//! fast path only with none): about a tenth of the server's CPU for a signed-in `me`
//! (docs/performance.md).

use std::sync::Arc;

use async_graphql::{
    Positioned, Request, Response, ServerError, Variables,
    parser::types::{
        DocumentOperations, ExecutableDocument, Selection, SelectionSet, VariableDefinition,
    },
};

use super::{
    RequestContext,
    documents::{Documents, Kept},
    error::code,
    extension_scope,
};

/// Kept parsed documents and the alias cap, shared by both doors.
pub struct Admission {
    documents: Documents,
    max_aliases: usize,
}

impl Admission {
    pub fn new(max_aliases: usize) -> Self {
        Self {
            documents: Documents::default(),
            max_aliases,
        }
    }

    /// Parses `request`'s query, checks it for `context`, and gives the request its parsed
    /// document, so the schema does not parse it again.
    pub fn admit(
        &self,
        request: &mut Request,
        context: &RequestContext,
    ) -> Result<Admitted, ServerError> {
        let kept = self.parse(&request.query)?;
        self.check(kept, request, context)
    }

    /// The query's parsed document (kept for the next request with the same text).
    pub fn parse(&self, query: &str) -> Result<Arc<Kept>, ServerError> {
        self.documents
            .get(query)
            .map_err(|e| with_code(e.into(), code::GRAPHQL_PARSE_FAILED))
    }

    /// Checks `kept` (the parse of `request`'s query) for `context`, and gives its document to
    /// the request.
    pub fn check(
        &self,
        kept: Arc<Kept>,
        request: &mut Request,
        context: &RequestContext,
    ) -> Result<Admitted, ServerError> {
        let document = &kept.document;
        if extension_scope::applies_to(context)
            && let Some(field) = extension_scope::refused_field(document)
        {
            return Err(with_code(
                ServerError::new(
                    format!("The browser extension cannot use `{field}`. Open the web app for it."),
                    None,
                ),
                code::FORBIDDEN,
            ));
        }
        let aliases = aliases(document);
        if aliases > self.max_aliases {
            return Err(with_code(
                ServerError::new(
                    format!(
                        "The query uses {aliases} aliases; at most {} are allowed.",
                        self.max_aliases
                    ),
                    None,
                ),
                code::GRAPHQL_VALIDATION_FAILED,
            ));
        }
        if let Some(def) = missing_variable(
            document,
            request.operation_name.as_deref(),
            &request.variables,
        ) {
            return Err(with_code(
                ServerError::new(
                    format!(
                        "Variable \"${}\" of required type \"{}\" was not provided.",
                        def.node.name.node, def.node.var_type.node
                    ),
                    Some(def.pos),
                ),
                code::BAD_USER_INPUT,
            ));
        }
        request.set_parsed_query(document.clone());
        Ok(Admitted {
            without_variables: request.variables.is_empty(),
            kept,
        })
    }
}

/// A request that passed admission, and what the schema needs to validate of it.
///
/// The spec's validation rules are a function of the schema, the document and the variables'
/// values (async-graphql's `ArgumentsOfCorrectType` checks the values given for a variable;
/// with none given it checks none). So a document that passed them once with no variables
/// passes them again with no variables, and such a request can run on the schema that skips
/// them (`Schemas::validated`), as Apollo Server and graphql-java skip validation for a
/// document they have validated before. Complexity, depth, recursion and directive limits run
/// on every request either way.
pub struct Admitted {
    kept: Arc<Kept>,
    without_variables: bool,
}

impl Admitted {
    /// The request's document passed every validation rule before, and the request gives no
    /// variables.
    pub fn validated(&self) -> bool {
        self.without_variables && self.kept.validated()
    }

    /// Notes what the schema validating by every rule answered this request: an answer with no
    /// error outside a field (validation errors, and the limits', have no path; a resolver's
    /// always has one) means the document passed.
    pub fn note(&self, response: &Response) {
        if self.without_variables && response.errors.iter().all(|e| !e.path.is_empty()) {
            self.kept.note_validated();
        }
    }
}

fn with_code(mut error: ServerError, code: &'static str) -> ServerError {
    error
        .extensions
        .get_or_insert_with(Default::default)
        .set("code", code);
    error
}

/// Aliases in every operation and fragment of `document`.
fn aliases(document: &ExecutableDocument) -> usize {
    document
        .operations
        .iter()
        .map(|(_, op)| count_aliases(&op.node.selection_set.node))
        .chain(
            document
                .fragments
                .values()
                .map(|f| count_aliases(&f.node.selection_set.node)),
        )
        .sum()
}

/// Recursion is bounded: the parser refuses selection sets nested deeper than 64.
fn count_aliases(set: &SelectionSet) -> usize {
    set.items
        .iter()
        .map(|item| match &item.node {
            Selection::Field(field) => {
                usize::from(field.node.alias.is_some())
                    + count_aliases(&field.node.selection_set.node)
            }
            Selection::InlineFragment(fragment) => count_aliases(&fragment.node.selection_set.node),
            Selection::FragmentSpread(_) => 0,
        })
        .sum()
}

/// The first variable that the operation to run declares as required (non-null, no default)
/// and the request does not give. async-graphql finds such a variable missing only when a
/// resolver reads it, after the fields before it have run, and then as an error with no code;
/// the GraphQL spec (CoerceVariableValues) refuses the request before anything runs. `None` also
/// when there is no such operation: async-graphql refuses that itself.
fn missing_variable<'a>(
    document: &'a ExecutableDocument,
    operation_name: Option<&str>,
    variables: &Variables,
) -> Option<&'a Positioned<VariableDefinition>> {
    let operation = match (&document.operations, operation_name) {
        (DocumentOperations::Single(operation), None) => operation,
        (DocumentOperations::Multiple(operations), Some(name)) => operations.get(name)?,
        (DocumentOperations::Multiple(operations), None) if operations.len() == 1 => {
            operations.values().next()?
        }
        _ => return None,
    };
    operation.node.variable_definitions.iter().find(|def| {
        !def.node.var_type.node.nullable
            && def.node.default_value.is_none()
            && !variables.contains_key(&def.node.name.node)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code_of(error: &ServerError) -> String {
        error
            .extensions
            .as_ref()
            .unwrap()
            .get("code")
            .unwrap()
            .to_string()
    }

    fn admit(query: &str, context: &RequestContext) -> Result<Request, ServerError> {
        let mut request = Request::new(query);
        Admission::new(2).admit(&mut request, context)?;
        Ok(request)
    }

    fn error(path: Vec<async_graphql::PathSegment>) -> ServerError {
        ServerError {
            path,
            ..ServerError::new("x", None)
        }
    }

    #[test]
    fn a_document_counts_as_validated_only_after_an_answer_with_no_error_outside_a_field() {
        let admission = Admission::new(2);
        let guest = RequestContext::default();
        let admitted = |variables: serde_json::Value| {
            let mut request = Request::new("query Q($n: Int) { me { id } }")
                .variables(Variables::from_json(variables));
            admission.admit(&mut request, &guest).unwrap()
        };
        let first = admitted(serde_json::json!({}));
        assert!(!first.validated());
        // Refused by validation or a limit: still not validated.
        first.note(&Response::from_errors(vec![error(vec![])]));
        assert!(!admitted(serde_json::json!({})).validated());
        // A field's error is the resolver's, not validation's.
        let answered = Response::from_errors(vec![error(vec![async_graphql::PathSegment::Field(
            "me".into(),
        )])]);
        // Noted for a request with variables, nothing is learnt: their values are validated.
        admitted(serde_json::json!({ "n": 1 })).note(&answered);
        assert!(!admitted(serde_json::json!({})).validated());
        first.note(&answered);
        assert!(admitted(serde_json::json!({})).validated());
        // With variables, the document is validated again whatever was noted.
        assert!(!admitted(serde_json::json!({ "n": 1 })).validated());
    }

    #[test]
    fn an_admitted_request_carries_its_parsed_document() {
        let mut request =
            admit("{ a: me { id } b: me { id } }", &RequestContext::default()).unwrap();
        assert_eq!(
            format!("{:?}", request.parsed_query().unwrap()),
            format!(
                "{:?}",
                async_graphql::parser::parse_query("{ a: me { id } b: me { id } }").unwrap()
            )
        );
    }

    #[test]
    fn each_refusal_has_its_code() {
        let guest = RequestContext::default();
        let parse = admit("{ me { id ", &guest).unwrap_err();
        assert_eq!(code_of(&parse), "\"GRAPHQL_PARSE_FAILED\"");
        assert!(!parse.locations.is_empty());

        let aliases =
            admit("{ a: me { id } ... on Query { b: me { c: id } } }", &guest).unwrap_err();
        assert_eq!(code_of(&aliases), "\"GRAPHQL_VALIDATION_FAILED\"");
        assert!(aliases.message.contains("3 aliases"), "{}", aliases.message);

        let missing =
            admit("query Q($id: ID!) { savedPrompt(id: $id) { id } }", &guest).unwrap_err();
        assert_eq!(code_of(&missing), "\"BAD_USER_INPUT\"");
        assert!(missing.message.contains("$id"), "{}", missing.message);
        // Given, or nullable, or with a default: nothing is missing.
        let mut given = Request::new("query Q($id: ID!) { savedPrompt(id: $id) { id } }")
            .variables(Variables::from_json(serde_json::json!({ "id": "1" })));
        Admission::new(2).admit(&mut given, &guest).unwrap();
        admit("query Q($id: ID, $n: Int! = 3) { me { id } }", &guest).unwrap();

        let extension = RequestContext {
            from_extension: true,
            ..RequestContext::default()
        };
        let refused = admit("{ me { id } providerKeys { id } }", &extension).unwrap_err();
        assert_eq!(code_of(&refused), "\"FORBIDDEN\"");
        assert!(
            refused.message.contains("providerKeys"),
            "{}",
            refused.message
        );
        admit("{ me { id } }", &extension).unwrap();
        admit("{ me { id } providerKeys { id } }", &guest).unwrap();
    }
}
