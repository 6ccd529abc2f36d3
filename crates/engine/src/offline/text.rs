//! Text prompts, in three tiers that differ in depth in ways a reader can see:
//! - Primer: role, task, a few requirements and the output format, in a dozen lines.
//! - AI Amplifier: OpenAI-style Markdown sections (role, context, steps, constraints, output
//!   format, quality checks) and up to three stated assumptions.
//! - Mastermind: Anthropic-style XML sections with named inputs, a plan-first reasoning
//!   scaffold, a critique-and-revise pass against a rubric, and clarifying questions.

use super::{Compile, Slot, profiles::profile};
use crate::{
    Generated, Tier,
    analysis::{Analysis, FormatHint, TaskKind},
    language::{self, Phrases},
    lexicon,
};

fn requirements(ctx: &Compile<'_>) -> Vec<String> {
    let a = ctx.analysis;
    let mut lines = Vec::new();
    if let Some(audience) = &a.audience {
        lines.push(format!(
            "Write for {audience}: use their vocabulary and address what they care about."
        ));
    }
    if let Some(served) = a.beneficiary.as_ref().or(a
        .product
        .as_ref()
        .filter(|_| lexicon::TAILORED_TO_PRODUCT.contains(&a.kind)))
    {
        lines.push(format!("Tailor every choice to {served}."));
    }
    if let Some(count) = a.count.as_deref().filter(|_| a.kind != TaskKind::Marketing) {
        lines.push(format!("Give exactly {count}, numbered."));
    }
    if let Some(tone) = a.tone {
        lines.push(format!("Use a {tone} tone throughout."));
    }
    if let Some(length) = &a.length {
        lines.push(format!("Length: {length}."));
    }
    if let Some(format) = a.format {
        lines.push(
            match format {
                FormatHint::Table => "Present the core content as a Markdown table.",
                FormatHint::Bullets => "Use bullet points for the core content.",
                FormatHint::Json => "Return valid JSON only.",
                FormatHint::Steps => "Present the core content as numbered steps.",
                FormatHint::Outline => "Present the core content as a hierarchical outline.",
            }
            .to_owned(),
        );
    }
    lines
}

fn improvements(ctx: &Compile<'_>, tier: Tier) -> Vec<String> {
    let mut list = vec![
        "Added an expert role".to_owned(),
        "Restated the task as a clear instruction".to_owned(),
        "Specified the output format".to_owned(),
        "Added concrete constraints".to_owned(),
    ];
    if ctx.analysis.audience.is_some() || ctx.analysis.tone.is_some() {
        list.push("Made audience and tone explicit".to_owned());
    }
    if ctx.context.is_some() {
        list.push("Included your saved context".to_owned());
    }
    if tier != Tier::Primer {
        list.push("Added step-by-step instructions".to_owned());
        list.push("Added quality checks to run before answering".to_owned());
        list.push("Stated the assumptions made".to_owned());
    }
    if tier == Tier::Mastermind {
        list.push("Named the inputs as variables".to_owned());
        list.push("Asked for a plan before the answer".to_owned());
        list.push("Added a critique-and-revise pass with a rubric".to_owned());
        list.push("Added clarifying questions for missing details".to_owned());
        if !ctx.show_reasoning {
            list.push("Kept the plan and the critique out of the answer".to_owned());
        }
    }
    list
}

fn bullets(items: impl IntoIterator<Item = String>) -> String {
    items
        .into_iter()
        .map(|i| format!("- {i}"))
        .collect::<Vec<_>>()
        .join("\n")
}

fn numbered(items: impl IntoIterator<Item = String>) -> String {
    items
        .into_iter()
        .enumerate()
        .map(|(n, i)| format!("{}. {i}", n + 1))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The ways an English prompt gives its role; "Try again" moves through them.
const ROLE_FRAMES: &[&str] = &[
    "You are {role}.",
    "Act as {role}.",
    "Take on the role of {role}.",
];

/// Mastermind's plan and review: done before the answer, and kept out of it unless the user
/// asks to see them (`show_reasoning`), because `<thinking>` blocks clutter chat answers.
const PLAN_STEPS: &str = "1. Inputs: what you know, what is missing, and what you will assume.\n2. Structure: the sections of the answer and their order.\n3. Approach: how each step below applies to this task.";

fn plan_and_review(show: bool, checks: &str) -> (String, String) {
    if show {
        (
            format!("Before writing the answer, plan inside <thinking> tags:\n{PLAN_STEPS}"),
            format!(
                "After drafting, review the draft inside <critique> tags. For each criterion, give a one-line justification first, then a score from 1 to 5:\n{checks}\nRevise every part that scores below 4, then give only the final, revised answer in the output format above."
            ),
        )
    } else {
        (
            format!("Before writing the answer, plan it without printing the plan:\n{PLAN_STEPS}"),
            format!(
                "Before answering, score the draft from 1 to 5 against each criterion, for yourself:\n{checks}\nRevise every part that scores below 4. Reply with the final, revised answer only, in the output format above: no plan, no scores, no notes about the review."
            ),
        )
    }
}

/// The user's own requirements first, then the profile's, in this variant's order.
fn constraint_list(ctx: &Compile<'_>, own: &[&str]) -> (Vec<String>, usize) {
    let stated = requirements(ctx);
    let n = stated.len();
    let rest = ctx.rotate(Slot::Order, own);
    (
        stated
            .into_iter()
            .chain(rest.iter().map(|c| ctx.fill(c)))
            .collect(),
        n,
    )
}

/// Primer keeps every requirement the user stated, and fills up to four lines from the profile.
fn primer_constraints(constraints: &[String], stated: usize) -> Vec<String> {
    constraints
        .iter()
        .take(stated.max(3) + 1)
        .cloned()
        .collect()
}

pub fn compile(ctx: &Compile<'_>, tier: Tier) -> Generated {
    let a = ctx.analysis;
    if let Some(phrases) = language::phrases(a.lang) {
        return localized(ctx, tier, phrases);
    }
    let p = profile(a.kind);
    let role = a.user_role.clone().unwrap_or_else(|| ctx.fill(p.role));
    let you_are = ctx
        .choose(Slot::RoleFrame, ROLE_FRAMES)
        .replace("{role}", &role);
    let task = framed_task(a);
    let goal = ctx.fill(p.goal);
    // A task already written as a prompt keeps the structure it asks for.
    let output_format = if a.detailed {
        "Follow the structure the task asks for; where it is silent, use short headings and lists."
            .to_owned()
    } else {
        ctx.fill(p.format)
    };
    let steps: Vec<String> = p.steps.iter().map(|s| ctx.fill(s)).collect();
    let (constraints, stated) = constraint_list(ctx, p.constraints);
    let checks: Vec<String> = ctx
        .rotate(Slot::Order, p.checks)
        .iter()
        .map(|c| ctx.fill(c))
        .collect();
    // Assumptions only cover what the description left open.
    let open: Vec<&str> = p
        .assumptions
        .iter()
        .copied()
        .filter(|s| {
            !(a.tone.is_some() && s.contains("tone"))
                && !(a.audience.is_some()
                    && (s.contains("reader") || s.contains("audience") || s.contains("learner")))
        })
        .collect();
    let assumptions: Vec<String> = ctx
        .rotate(Slot::Assumptions, &open)
        .into_iter()
        .take(3)
        .map(str::to_owned)
        .collect();

    let prompt = match tier {
        Tier::Primer => {
            let mut out = format!("{you_are}\n\nTask: {task}\n");
            if let Some(context) = ctx.context {
                out.push_str(&format!("\nContext: {context}\n"));
            }
            out.push_str(&format!(
                "\nRequirements:\n{}\n\nOutput format: {}",
                bullets(primer_constraints(&constraints, stated)),
                output_format
            ));
            out
        }
        Tier::Amplifier => {
            let context = ctx.context.map(str::to_owned).unwrap_or_else(|| {
                "No further context was given. Work from the task and the assumptions below; where a detail is missing, choose the most likely option and say so.".to_owned()
            });
            format!(
                "{task} Your goal is {goal}.\n\n# Role\n{you_are}\n\n# Context\n{context}\n\n# Steps\n{steps}\n\n# Constraints\n{constraints}\n\n# Output Format\n{format}\n\n# Quality Checks\nBefore answering, check each of these and fix the answer if one fails:\n{checks}\n\n# Assumptions\nThe task did not say; these were assumed (correct any that are wrong):\n{assumptions}",
                steps = numbered(steps),
                constraints = bullets(constraints),
                format = output_format,
                checks = bullets(checks),
                assumptions = bullets(assumptions),
            )
        }
        Tier::Mastermind => {
            let inputs = inputs(a, p.inputs);
            let context = ctx
                .context
                .unwrap_or("None given beyond the task and inputs.");
            let questions: Vec<String> = ctx
                .rotate(Slot::Order, p.questions)
                .iter()
                .map(|q| q.to_string())
                .collect();
            let (plan, review) = plan_and_review(ctx.show_reasoning, &bullets(checks));
            format!(
                "<role>\n{you_are} You are precise, you think before you write, and you hold your work to a high standard.\n</role>\n\n<goal>\n{goal}\n</goal>\n\n<task>\n{task}\n</task>\n\n<inputs>\n{inputs}\n</inputs>\n\n<context>\n{context}\n</context>\n\n<clarifying_questions>\nIf the answer to one of these would change the result and cannot be inferred from the task, inputs or context, ask at most three of them first and wait. Otherwise state the assumption you make and continue:\n{questions}\n</clarifying_questions>\n\n<plan>\n{plan}\n</plan>\n\n<instructions>\n{steps}\n</instructions>\n\n<constraints>\n{constraints}\n</constraints>\n\n<output_format>\n{format}\n</output_format>\n\n<review>\n{review}\n</review>",
                steps = numbered(steps),
                constraints = bullets(constraints),
                format = output_format,
                questions = bullets(questions),
            )
        }
    };
    Generated {
        prompt,
        improvements: improvements(ctx, tier),
        task_kind: a.kind.label().to_owned(),
        parameters: None,
    }
}

/// The task line. An image or video request in a text tier asks the model for the media
/// prompt, so the result can be pasted into an image or video generator.
fn framed_task(a: &Analysis) -> String {
    match a.kind {
        TaskKind::Image => format!(
            "Write a prompt for an image-generation model that produces this image: {}",
            a.task
        ),
        TaskKind::Video => format!(
            "Write a prompt for a video-generation model that produces this clip: {}",
            a.task
        ),
        _ => a.task.clone(),
    }
}

/// What the task already states for an input, if anything.
fn given(a: &Analysis, name: &str) -> Option<String> {
    let value = match name {
        "RECIPIENT" | "AUDIENCE" | "LEARNER_LEVEL" => a.audience.clone(),
        "SENDER_PRODUCT" | "PRODUCT" => a.product.clone(),
        "SUBJECT" | "TOPIC" | "QUESTION" | "GOAL" | "TASK_DETAILS" => {
            Some(a.topic.clone().unwrap_or_else(|| a.subject.clone()))
        }
        "LANGUAGE_VERSION" => a.language.map(str::to_owned),
        "LENGTH" => a.length.clone(),
        _ => None,
    };
    value.filter(|v| v.chars().any(char::is_alphanumeric))
}

/// Mastermind's inputs: what the task states, by value; what it does not, as a variable
/// with the assumption the model makes when the variable is left as it is.
fn inputs(a: &Analysis, names: &[(&str, &str)]) -> String {
    let mut stated = Vec::new();
    let mut missing = Vec::new();
    for (name, default) in names {
        match given(a, name) {
            Some(value) => {
                let label = name.replace('_', " ").to_lowercase();
                let label = label[..1].to_uppercase() + &label[1..];
                stated.push(format!("- {label}: {value}"));
            }
            None => missing.push(format!(
                "- {{{{{name}}}}}: not stated; unless a value replaces this, assume {default}."
            )),
        }
    }
    let mut out = Vec::new();
    if !stated.is_empty() {
        out.push(format!("Stated in the task:\n{}", stated.join("\n")));
    }
    if !missing.is_empty() {
        out.push(format!("Not stated:\n{}", missing.join("\n")));
    }
    out.join("\n\n")
}

/// A text prompt in the task's own language, from that language's phrase table.
fn localized(ctx: &Compile<'_>, tier: Tier, ph: &Phrases) -> Generated {
    let a = ctx.analysis;
    let role = a.user_role.clone().unwrap_or_else(|| {
        ph.roles
            .iter()
            .find(|(kind, _)| *kind == a.kind)
            .map_or(ph.role, |(_, role)| role)
            .to_owned()
    });
    let you_are = ctx
        .choose(Slot::RoleFrame, ph.role_frames)
        .replace("{role}", &role);
    // An image or video request asks the model for the media prompt, in the user's language.
    let task = match a.kind {
        TaskKind::Image => ph.image_frame.replace("{task}", &a.task),
        TaskKind::Video => ph.video_frame.replace("{task}", &a.task),
        _ => a.task.clone(),
    };
    let mut constraints: Vec<String> = Vec::new();
    if let Some(tone) = a.tone {
        constraints.push(ph.tone.replace("{tone}", tone));
    }
    if let Some(length) = &a.length {
        constraints.push(ph.length.replace("{length}", length));
    }
    let stated = constraints.len();
    constraints.extend(
        ctx.rotate(Slot::Order, ph.constraints)
            .iter()
            .map(|c| c.to_string()),
    );
    let strings = |items: &[&str]| items.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let checks = strings(&ctx.rotate(Slot::Order, ph.checks));
    let (plan, review) = if ctx.show_reasoning {
        (ph.plan_shown, ph.review_shown)
    } else {
        (ph.plan, ph.review)
    };
    let prompt = match tier {
        Tier::Primer => {
            let mut out = format!("{you_are}\n\n{}: {task}\n", ph.task);
            if let Some(context) = ctx.context {
                out.push_str(&format!("\n{}: {context}\n", ph.context_label));
            }
            out.push_str(&format!(
                "\n{}:\n{}\n\n{}: {}",
                ph.requirements,
                bullets(primer_constraints(&constraints, stated)),
                ph.output_format,
                ph.format
            ));
            out
        }
        Tier::Amplifier => format!(
            "{task}\n\n# {rh}\n{you_are}\n\n# {ch}\n{context}\n\n# {sh}\n{steps}\n\n# {kh}\n{constraints}\n\n# {fh}\n{format}\n\n# {qh}\n{qi}\n{checks}\n\n# {ah}\n{ai}\n{assumptions}",
            rh = ph.role_heading,
            ch = ph.context_heading,
            context = ctx.context.unwrap_or(ph.no_context),
            sh = ph.steps_heading,
            steps = numbered(strings(ph.steps)),
            kh = ph.constraints_heading,
            constraints = bullets(constraints),
            fh = ph.output_format,
            format = ph.format,
            qh = ph.checks_heading,
            qi = ph.checks_intro,
            checks = bullets(checks.clone()),
            ah = ph.assumptions_heading,
            ai = ph.assumptions_intro,
            assumptions = bullets(strings(&ctx.rotate(Slot::Assumptions, ph.assumptions))),
        ),
        Tier::Mastermind => format!(
            "<role>\n{you_are}\n</role>\n\n<goal>\n{goal}\n</goal>\n\n<task>\n{task}\n</task>\n\n<context>\n{context}\n</context>\n\n<clarifying_questions>\n{qi}\n{questions}\n</clarifying_questions>\n\n<plan>\n{plan}\n</plan>\n\n<instructions>\n{steps}\n</instructions>\n\n<constraints>\n{constraints}\n</constraints>\n\n<output_format>\n{format}\n</output_format>\n\n<review>\n{review}\n{checks}\n</review>",
            goal = ph.goal,
            context = ctx.context.unwrap_or(ph.no_context),
            qi = ph.questions_intro,
            questions = bullets(strings(&ctx.rotate(Slot::Order, ph.questions))),
            steps = numbered(strings(ph.steps)),
            constraints = bullets(constraints),
            format = ph.format,
            checks = bullets(checks),
        ),
    };
    let mut improvements = improvements(ctx, tier);
    improvements.push(format!(
        "Wrote the prompt in the task's language ({})",
        a.lang.code()
    ));
    Generated {
        prompt,
        improvements,
        task_kind: a.kind.label().to_owned(),
        parameters: None,
    }
}
