//! Text prompts, in three tiers that differ in depth in ways a reader can see:
//! - Primer: role, task, a few requirements and the output format, in a dozen lines.
//! - AI Amplifier: OpenAI-style Markdown sections (role, context, steps, constraints, output
//!   format, quality checks) and up to three stated assumptions.
//! - Mastermind: Anthropic-style XML sections with named inputs, a plan-first reasoning
//!   scaffold, a critique-and-revise pass against a rubric, and clarifying questions.

use super::{Compile, profiles::profile};
use crate::{Generated, Tier, analysis::FormatHint};

fn requirements(ctx: &Compile<'_>) -> Vec<String> {
    let a = ctx.analysis;
    let mut lines = Vec::new();
    if let Some(audience) = &a.audience {
        lines.push(format!(
            "Write for {audience}: use their vocabulary and address what they care about."
        ));
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

pub fn compile(ctx: &Compile<'_>, tier: Tier) -> Generated {
    let a = ctx.analysis;
    let p = profile(a.kind);
    let role = ctx.fill(p.role);
    let goal = ctx.fill(p.goal);
    let steps: Vec<String> = p.steps.iter().map(|s| ctx.fill(s)).collect();
    let constraints: Vec<String> = requirements(ctx)
        .into_iter()
        .chain(p.constraints.iter().map(|c| ctx.fill(c)))
        .collect();
    let checks: Vec<String> = p.checks.iter().map(|c| ctx.fill(c)).collect();
    // Assumptions only cover what the description left open.
    let assumptions: Vec<String> = p
        .assumptions
        .iter()
        .filter(|s| {
            !(a.tone.is_some() && s.contains("tone"))
                && !(a.audience.is_some()
                    && (s.contains("reader") || s.contains("audience") || s.contains("learner")))
        })
        .take(3)
        .map(|s| s.to_string())
        .collect();

    let prompt = match tier {
        Tier::Primer => {
            let mut out = format!("You are {role}.\n\nTask: {}\n", a.task);
            if let Some(context) = ctx.context {
                out.push_str(&format!("\nContext: {context}\n"));
            }
            let primer_constraints: Vec<String> = constraints.iter().take(4).cloned().collect();
            out.push_str(&format!(
                "\nRequirements:\n{}\n\nOutput format: {}",
                bullets(primer_constraints),
                p.format
            ));
            out
        }
        Tier::Amplifier => {
            let context = ctx.context.map(str::to_owned).unwrap_or_else(|| {
                "No further context was given. Work from the task and the assumptions below; where a detail is missing, choose the most likely option and say so.".to_owned()
            });
            format!(
                "{task} Your goal is {goal}.\n\n# Role\nYou are {role}.\n\n# Context\n{context}\n\n# Steps\n{steps}\n\n# Constraints\n{constraints}\n\n# Output Format\n{format}\n\n# Quality Checks\nBefore answering, check each of these and fix the answer if one fails:\n{checks}\n\n# Assumptions\nThe task did not say; these were assumed (correct any that are wrong):\n{assumptions}",
                task = a.task,
                steps = numbered(steps),
                constraints = bullets(constraints),
                format = p.format,
                checks = bullets(checks),
                assumptions = bullets(assumptions),
            )
        }
        Tier::Mastermind => {
            let inputs = p
                .inputs
                .iter()
                .map(|name| {
                    let known = match *name {
                        "RECIPIENT" | "AUDIENCE" | "LEARNER_LEVEL" => a.audience.clone(),
                        "SUBJECT" | "TOPIC" | "QUESTION" => a.topic.clone(),
                        "LANGUAGE_VERSION" => a.language.map(str::to_owned),
                        "LENGTH" => a.length.clone(),
                        _ => None,
                    };
                    match known {
                        Some(value) => format!("{{{{{name}}}}}: {value}"),
                        None => format!(
                            "{{{{{name}}}}}: [fill in, or leave for the assistant to infer]"
                        ),
                    }
                })
                .collect::<Vec<_>>()
                .join("\n");
            let context = ctx
                .context
                .unwrap_or("None given beyond the task and inputs.");
            let questions: Vec<String> = p.questions.iter().map(|q| q.to_string()).collect();
            format!(
                "<role>\nYou are {role}. You are precise, you think before you write, and you hold your work to a high standard.\n</role>\n\n<goal>\n{goal}\n</goal>\n\n<task>\n{task}\n</task>\n\n<inputs>\n{inputs}\n</inputs>\n\n<context>\n{context}\n</context>\n\n<clarifying_questions>\nIf the answer to one of these would change the result and cannot be inferred from the task, inputs or context, ask at most three of them first and wait. Otherwise state the assumption you make and continue:\n{questions}\n</clarifying_questions>\n\n<plan>\nBefore writing the answer, plan inside <thinking> tags:\n1. Inputs: what you know, what is missing, and what you will assume.\n2. Structure: the sections of the answer and their order.\n3. Approach: how each step below applies to this task.\n</plan>\n\n<instructions>\n{steps}\n</instructions>\n\n<constraints>\n{constraints}\n</constraints>\n\n<output_format>\n{format}\n</output_format>\n\n<review>\nAfter drafting, review the draft inside <critique> tags. For each criterion, give a one-line justification first, then a score from 1 to 5:\n{checks}\nRevise every part that scores below 4, then give only the final, revised answer in the output format above.\n</review>",
                task = a.task,
                steps = numbered(steps),
                constraints = bullets(constraints),
                format = p.format,
                checks = bullets(checks),
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
