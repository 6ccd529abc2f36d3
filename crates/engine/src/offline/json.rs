//! JSON prompts: the same structure as the text tiers, as a JSON document a model (or a
//! program) can read field by field.

use serde_json::json;

use super::{Compile, Slot, profiles::profile};
use crate::Generated;

/// How the role field reads; "Try again" moves through them.
const ROLE_FRAMES: &[&str] = &["{role}", "Acting as {role}", "In the role of {role}"];

pub fn compile(ctx: &Compile<'_>) -> Generated {
    let a = ctx.analysis;
    let p = profile(a.kind);
    let role = a.user_role.clone().unwrap_or_else(|| ctx.fill(p.role));
    let fill = |items: &[&str]| items.iter().map(|s| ctx.fill(s)).collect::<Vec<_>>();
    let mut document = json!({
        "role": ctx.choose(Slot::RoleFrame, ROLE_FRAMES).replace("{role}", &role),
        "task": a.task,
        "goal": ctx.fill(p.goal),
        "task_type": a.kind.label(),
        "steps": fill(p.steps),
        "constraints": fill(&ctx.rotate(Slot::Order, p.constraints)),
        "output_format": ctx.fill(p.format),
        "quality_checks": fill(&ctx.rotate(Slot::Order, p.checks)),
    });
    let details = [
        ("audience", a.audience.clone()),
        ("topic", a.topic.clone()),
        ("tone", a.tone.map(str::to_owned)),
        ("length", a.length.clone()),
        ("language", a.language.map(str::to_owned)),
        ("context", ctx.context.map(str::to_owned)),
    ];
    for (key, value) in details {
        if let Some(value) = value {
            document[key] = json!(value);
        }
    }
    let prompt = serde_json::to_string_pretty(&document).unwrap_or_else(|_| document.to_string());
    Generated {
        prompt,
        improvements: vec![
            "Structured the prompt as JSON fields".into(),
            "Added an expert role".into(),
            "Listed steps, constraints and checks as arrays".into(),
            "Specified the output format".into(),
        ],
        task_kind: a.kind.label().to_owned(),
        parameters: None,
    }
}
