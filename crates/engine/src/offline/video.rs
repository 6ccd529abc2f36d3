//! Video prompts, following the vendors' guides:
//! - one camera move and one subject action per shot;
//! - dialogue in quotes with a speaking verb;
//! - Veo clips of 4, 6 or 8 s (components in the order subject, action, scene,
//!   cinematography, style, ambiance, audio); Sora clips of 4, 8 or 12 s (a storyboard brief
//!   with timed shots);
//! - API parameters (model, duration, size) in `parameters`, never in the prose.

use serde_json::json;

use super::{Compile, pick};
use crate::{Generated, VideoModel};

const CAMERA_MOVES: &[(&str, &str)] = &[
    ("drone", "slow aerial drone push forward"),
    ("aerial", "slow aerial drone push forward"),
    ("orbit", "smooth 180-degree orbit around the subject"),
    ("tracking", "steady tracking shot alongside the subject"),
    ("follow", "steady tracking shot following the subject"),
    ("pan", "slow pan from left to right"),
    ("tilt", "slow tilt up from the ground to the subject"),
    ("zoom", "slow push-in"),
    ("dolly", "slow dolly-in"),
    ("handheld", "handheld camera with subtle natural shake"),
    ("static", "locked-off static camera"),
    ("timelapse", "locked-off static camera, time-lapse"),
];

const LIGHT: &[(&str, &str)] = &[
    ("golden hour", "warm golden-hour sunlight"),
    ("sunset", "warm low sunset backlight"),
    ("sunrise", "soft sunrise light with morning haze"),
    ("dusk", "blue-hour dusk light with lit windows"),
    ("night", "night, practical lights and deep shadows"),
    ("neon", "neon signs reflecting on wet surfaces"),
    ("rain", "overcast light, rain streaking through the frame"),
    ("studio", "clean three-point studio lighting"),
];

const STYLE: &[(&str, &str)] = &[
    ("anime", "hand-drawn anime style"),
    ("pixar", "stylised 3D animation"),
    ("3d", "stylised 3D animation"),
    ("documentary", "natural documentary look"),
    ("vintage", "vintage 16mm film look with grain"),
    ("noir", "black-and-white film noir"),
    ("commercial", "polished commercial look, crisp and bright"),
    (
        "cinematic",
        "cinematic 35mm film look, shallow depth of field",
    ),
];

/// Snaps a requested duration to the nearest allowed clip length (ties go to the longer).
pub fn snap_duration(requested: Option<u32>, allowed: &[u32], default: u32) -> u32 {
    match requested {
        None => default,
        Some(seconds) => *allowed
            .iter()
            .min_by_key(|a| (a.abs_diff(seconds), std::cmp::Reverse(**a)))
            .unwrap_or(&default),
    }
}

fn requested_seconds(lower: &str) -> Option<u32> {
    let words: Vec<&str> = lower
        .split(|c: char| c.is_whitespace() || c == '-')
        .collect();
    words
        .windows(2)
        .find_map(|w| {
            let n = w[0].trim_end_matches('s').parse::<u32>().ok()?;
            matches!(
                w[1].trim_matches(|c: char| !c.is_alphanumeric()),
                "s" | "sec" | "secs" | "second" | "seconds"
            )
            .then_some(n)
        })
        .or_else(|| {
            words
                .iter()
                .find_map(|w| w.strip_suffix('s').and_then(|n| n.parse::<u32>().ok()))
        })
}

const SPEAKING_VERBS: &[&str] = &[
    "says",
    "said",
    "saying",
    "shouts",
    "shouting",
    "whispers",
    "whispering",
    "asks",
    "asking",
    "yells",
];
const CLIP_WORDS: &[&str] = &["clip", "video", "long", "shot"];

fn is_duration(word: &str, next: Option<&str>) -> usize {
    let bare = word.trim_matches(|c: char| !c.is_alphanumeric() && c != '-');
    // "8s", "8-second", "8sec"
    let glued = bare
        .strip_suffix("-seconds")
        .or_else(|| bare.strip_suffix("-second"))
        .or_else(|| bare.strip_suffix("-sec"))
        .or_else(|| bare.strip_suffix("sec"))
        .or_else(|| bare.strip_suffix('s'));
    if glued.is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit())) {
        return 1;
    }
    let unit = next.map(|n| {
        n.trim_matches(|c: char| !c.is_alphanumeric())
            .to_lowercase()
    });
    if !bare.is_empty()
        && bare.chars().all(|c| c.is_ascii_digit())
        && unit
            .as_deref()
            .is_some_and(|u| matches!(u, "s" | "sec" | "secs" | "second" | "seconds"))
    {
        return 2;
    }
    0
}

/// The description as scene prose: durations are parameters, not prose, and a speaking verb
/// whose quote moved to the dialogue line would dangle.
fn scene_without_parameters(text: &str, had_dialogue: bool) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut kept: Vec<&str> = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let skip = is_duration(&words[i].to_lowercase(), words.get(i + 1).copied());
        if skip > 0 {
            i += skip;
            let clip_word = words.get(i).is_some_and(|w| {
                CLIP_WORDS.contains(
                    &w.trim_matches(|c: char| !c.is_alphanumeric())
                        .to_lowercase()
                        .as_str(),
                )
            });
            // "a 10-second clip of rain" keeps "clip of rain"; "8 second clip" loses it all.
            let describes = words
                .get(i + 1)
                .is_some_and(|w| w.eq_ignore_ascii_case("of"));
            if clip_word && !describes {
                i += 1;
            }
            // Drop a dangling article or comma before the duration.
            while kept
                .last()
                .is_some_and(|w| matches!(w.to_lowercase().as_str(), "a" | "an" | "in" | "for"))
            {
                kept.pop();
            }
            continue;
        }
        kept.push(words[i]);
        i += 1;
    }
    let mut scene = kept.join(" ");
    loop {
        let trimmed = scene
            .trim_end_matches([',', ':', ';', ' ', '.', '-'])
            .to_owned();
        let last = trimmed
            .rsplit(' ')
            .next()
            .unwrap_or_default()
            .to_lowercase();
        if had_dialogue && SPEAKING_VERBS.contains(&last.as_str()) {
            scene = trimmed[..trimmed.len() - last.len()].to_owned();
            continue;
        }
        if trimmed == scene {
            break;
        }
        scene = trimmed;
    }
    scene
}

/// Quoted lines in the description become dialogue.
fn dialogue(task: &str) -> Vec<String> {
    let mut lines = Vec::new();
    let mut rest = task;
    while let Some(start) = rest.find(['"', '“']) {
        let after = &rest[start + rest[start..].chars().next().map_or(1, char::len_utf8)..];
        let Some(end) = after.find(['"', '”']) else {
            break;
        };
        let line = after[..end].trim();
        if !line.is_empty() {
            lines.push(line.to_owned());
        }
        rest = &after[end + after[end..].chars().next().map_or(1, char::len_utf8)..];
    }
    lines
}

pub fn compile(ctx: &Compile<'_>, model: VideoModel) -> Generated {
    let a = ctx.analysis;
    let lower = a.task.to_lowercase();
    let camera = pick(&lower, CAMERA_MOVES).unwrap_or("slow dolly-in");
    let light = pick(&lower, LIGHT).unwrap_or("soft natural daylight");
    let style = pick(&lower, STYLE).unwrap_or("cinematic, photorealistic, shallow depth of field");
    let vertical = ["vertical", "9:16", "tiktok", "reel", "shorts", "story"]
        .iter()
        .any(|k| lower.contains(k));
    let spoken = dialogue(&a.task);
    let mut scene = a.task.trim_end_matches('.').to_owned();
    // Dialogue is written out on its own, with a speaking verb.
    for line in &spoken {
        scene = scene
            .replace(&format!("\"{line}\""), "")
            .replace(&format!("“{line}”"), "");
    }
    let scene = scene_without_parameters(&scene, !spoken.is_empty());
    let continuity = ctx
        .context
        .map(|c| format!(" Keep continuity with: {c}."))
        .unwrap_or_default();
    let requested = requested_seconds(&lower);

    match model {
        VideoModel::Veo3 => {
            let seconds = snap_duration(requested, &[4, 6, 8], 8);
            let speech = if spoken.is_empty() {
                String::new()
            } else {
                // About 8 s of speech fits a clip at most: keep the first two lines.
                spoken
                    .iter()
                    .take(2)
                    .map(|l| format!(" The main character says: \"{l}\""))
                    .collect::<String>()
            };
            let audio = if spoken.is_empty() {
                "Audio: natural ambient sound of the scene and subtle, fitting sound effects; no music, no dialogue."
            } else {
                "Audio: the dialogue above, clearly audible, over quiet ambient sound; no music."
            };
            let first_frame = if ctx.has_reference_image {
                " Start from the provided image as the first frame and keep its subject and colours."
            } else {
                ""
            };
            let prompt = format!(
                "{scene}.{first_frame}{speech} The subject performs one clear, continuous action. Camera: {camera}, medium-wide framing, eye level. Style: {style}. Ambiance: {light}, a coherent palette of three or four colours.{continuity}\n{audio}",
            );
            let mut parameters = json!({
                "model": "veo-3.0-generate-001",
                "durationSeconds": seconds,
                "aspectRatio": if vertical { "9:16" } else { "16:9" },
                "generateAudio": true,
                "negativePrompt": "subtitles, captions, watermark, text overlays, distorted faces",
            });
            if ctx.has_reference_image {
                parameters["image"] = json!("<the uploaded image, as the first frame>");
            }
            Generated {
                prompt,
                improvements: vec![
                    "Ordered the description as subject, action, scene, camera, style, ambiance, audio".into(),
                    "Kept to one camera move and one subject action".into(),
                    format!("Fitted the clip to {seconds} s (Veo allows 4, 6 or 8)"),
                    if spoken.is_empty() { "Described the soundscape".into() } else { "Put dialogue in quotes with a speaking verb".into() },
                    "Moved the API parameters out of the prose".into(),
                ],
                task_kind: "video".into(),
                parameters: Some(parameters),
            }
        }
        VideoModel::Sora2 => {
            let seconds = snap_duration(requested, &[4, 8, 12], 8);
            let shots = (seconds / 4) as usize;
            let beats = [
                (
                    "wide establishing shot",
                    camera,
                    "the scene is revealed; the subject is in place and begins the action",
                ),
                (
                    "medium shot",
                    "steady tracking shot",
                    "the subject carries the action through its main beat",
                ),
                (
                    "close-up",
                    "locked-off camera with a slow rack focus",
                    "a telling detail as the action completes; hold for a beat",
                ),
            ];
            let shot_list = beats
                .iter()
                .take(shots)
                .enumerate()
                .map(|(i, (size, mv, action))| {
                    let start = i * 4;
                    format!(
                        "Shot {} ({start}-{} s): {size}, {mv}. Action: {action}.",
                        i + 1,
                        start + 4
                    )
                })
                .collect::<Vec<_>>()
                .join("\n");
            let dialogue_block = if spoken.is_empty() {
                String::new()
            } else {
                format!(
                    "\n\nDialogue:\n{}",
                    spoken
                        .iter()
                        .map(|l| format!("- The main character says: \"{l}\""))
                        .collect::<Vec<_>>()
                        .join("\n")
                )
            };
            let prompt = format!(
                "{scene}.{continuity}\n\nLook: {style}; {light}.\nPalette: three to five anchors drawn from the scene (for example warm amber, deep teal, soft ivory), used consistently in every shot.\nCharacters: describe each with the same words in every shot, so they stay consistent.\n\n{shot_list}{dialogue_block}\n\nSound: ambient sound of the location and effects that match each action.",
            );
            let size = if vertical { "720x1280" } else { "1280x720" };
            Generated {
                prompt,
                improvements: vec![
                    "Wrote the brief as a storyboard for a cinematographer".into(),
                    format!(
                        "Split the {seconds} s clip into {shots} timed shot(s), one camera move and one action each"
                    ),
                    "Anchored the look with lighting and a colour palette".into(),
                    if spoken.is_empty() {
                        "Added a sound direction".into()
                    } else {
                        "Put dialogue in quotes with a speaking verb".into()
                    },
                    "Kept model, size and duration out of the prose".into(),
                ],
                task_kind: "video".into(),
                parameters: Some(
                    json!({ "model": "sora-2", "size": size, "seconds": seconds.to_string() }),
                ),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_snap_to_what_each_model_allows() {
        assert_eq!(snap_duration(None, &[4, 6, 8], 8), 8);
        assert_eq!(snap_duration(Some(5), &[4, 6, 8], 8), 6);
        assert_eq!(snap_duration(Some(30), &[4, 6, 8], 8), 8);
        assert_eq!(snap_duration(Some(10), &[4, 8, 12], 8), 12);
        assert_eq!(snap_duration(Some(1), &[4, 8, 12], 8), 4);
        assert_eq!(requested_seconds("a 10 second clip"), Some(10));
        assert_eq!(requested_seconds("a 6s clip"), Some(6));
        assert_eq!(requested_seconds("a 12-second clip"), Some(12));
        assert_eq!(requested_seconds("a clip"), None);
    }

    #[test]
    fn durations_and_dangling_verbs_leave_the_prose() {
        assert_eq!(
            scene_without_parameters("A chef in a busy kitchen says   6 second clip", true),
            "A chef in a busy kitchen"
        );
        assert_eq!(
            scene_without_parameters("Drone shot over a forest, 12 seconds", false),
            "Drone shot over a forest"
        );
        assert_eq!(
            scene_without_parameters("a 10-second clip of rain on glass", false),
            "clip of rain on glass"
        );
        assert_eq!(
            scene_without_parameters("waves at night, 8s", false),
            "waves at night"
        );
        assert_eq!(
            scene_without_parameters("she says hello", false),
            "she says hello"
        );
    }

    #[test]
    fn quoted_lines_become_dialogue() {
        assert_eq!(
            dialogue(r#"a chef says "Order up!" then "Next""#),
            vec!["Order up!", "Next"]
        );
        assert!(dialogue("no speech").is_empty());
        assert!(dialogue("an unclosed \"quote").is_empty());
    }
}
