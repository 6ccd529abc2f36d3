//! Video prompts, following the vendors' guides:
//! - one camera move and one subject action per shot;
//! - dialogue in quotes with a speaking verb;
//! - Veo clips of 4, 6 or 8 s (components in the order subject, action, scene,
//!   cinematography, style, ambiance, audio); Sora clips of 4, 8 or 12 s (a storyboard brief
//!   with timed shots);
//! - API parameters (model, duration, size) in `parameters`, never in the prose.

use serde_json::json;

use super::media_lang::{self, MediaPhrases, Reading, ScenePhrases, fill, mentions};
use super::{Compile, Slot, pick, scene};
use crate::lexicon;
use crate::{Generated, VideoModel, language::Lang};

pub(super) const CAMERA_MOVES: &[(&str, &str)] = &[
    ("drone", "slow aerial drone push forward"),
    ("aerial", "slow aerial drone push forward"),
    ("orbit", "smooth 180-degree orbit around the subject"),
    ("tracking", "steady tracking shot"),
    ("follow", "steady tracking shot following the action"),
    ("pan", "slow pan from left to right"),
    ("tilt", "slow tilt up from the ground to the subject"),
    ("zoom", "slow push-in"),
    ("dolly", "slow dolly-in"),
    ("handheld", "handheld camera with subtle natural shake"),
    ("static", "locked-off static camera"),
    ("timelapse", "locked-off static camera, time-lapse"),
];

pub(super) const LIGHT: &[(&str, &str)] = &[
    ("golden hour", "warm golden-hour sunlight"),
    ("sunset", "warm low sunset backlight"),
    ("sunrise", "soft sunrise light with morning haze"),
    ("dusk", "blue-hour dusk light with lit windows"),
    ("night", "night, practical lights and deep shadows"),
    ("neon", "neon signs reflecting on wet surfaces"),
    ("rain", "overcast light, rain streaking through the frame"),
    ("studio lighting", "clean three-point studio lighting"),
    ("moonlit", "cool moonlight with deep blue shadows"),
    ("moonlight", "cool moonlight with deep blue shadows"),
    ("noon", "hard midday sun with short, crisp shadows"),
    ("midday", "hard midday sun with short, crisp shadows"),
    ("storm", "dark storm light with flashes of lightning"),
    ("snow", "soft, diffuse light reflected off the snow"),
    ("snowy", "soft, diffuse light reflected off the snow"),
];

// Defaults for what the task leaves open; the first is variant 0's. Framings are a variant's
// lead slot, so each list has at least three.
pub(super) const DEFAULT_CAMERA: &[&str] = &[
    "slow dolly-in",
    "smooth lateral tracking shot",
    "slow push-in from a low angle",
    "gentle handheld follow",
];
pub(super) const DEFAULT_LIGHT: &[&str] = &[
    "soft natural daylight",
    "warm late-afternoon light",
    "bright, even overcast daylight",
];
pub(super) const CLOSE_FRAMING: &[&str] = &[
    "close-up framing",
    "extreme close-up framing",
    "close-up framing from a slightly low angle",
];
pub(super) const SUBJECT_FRAMING: &[&str] = &[
    "medium-wide framing, eye level",
    "medium framing, slightly low angle",
    "wide framing with the subject in the foreground third",
];
pub(super) const WIDE_FRAMING: &[&str] = &[
    "wide framing",
    "high wide framing looking down",
    "wide framing from ground level",
];
pub(super) const SINGLE_SHOT: &[&str] = &[
    "medium-wide shot",
    "medium shot at eye level",
    "low-angle medium-wide shot",
];
pub(super) const OPENING_SHOT: &[&str] = &[
    "wide establishing shot",
    "high-angle wide establishing shot",
    "low-angle wide establishing shot",
];

pub(super) const STYLE: &[(&str, &str)] = &[
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

pub(super) const SPEAKING_VERBS: &[&str] = &[
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
pub(super) const CLIP_WORDS: &[&str] = &["clip", "video", "long", "shot"];

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
    trim_scene_end(kept.join(" "), |last| {
        had_dialogue && SPEAKING_VERBS.contains(&last.to_lowercase().as_str())
    })
}

/// Trims the punctuation a removed duration or quote left at the end of the scene, and a
/// speaking verb whose line was taken out as dialogue ("a chef says").
fn trim_scene_end(mut scene: String, is_dangling_verb: impl Fn(&str) -> bool) -> String {
    loop {
        let trimmed = scene
            .trim_end_matches([',', ':', ';', ' ', '.', '-'])
            .to_owned();
        let last = trimmed.rsplit(' ').next().unwrap_or_default();
        if is_dangling_verb(last) {
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

/// Words ending in "-ing" that are usually nouns ("a tall building"), unless an article
/// follows ("a kid building a sandcastle").
const ING_NOUNS: &[&str] = &[
    "building",
    "morning",
    "evening",
    "ceiling",
    "king",
    "ring",
    "string",
    "thing",
    "spring",
    "wedding",
    "painting",
    "clothing",
    "sibling",
    "pudding",
    "wing",
    "swing",
    "earring",
    "lightning",
    "lighting",
    "icing",
    "frosting",
    "setting",
    "landing",
    "railing",
    "filling",
    "dumpling",
    "awning",
    "nothing",
    "something",
    "anything",
    "everything",
    "ending",
    "beginning",
    "sing",
    "bring",
    "sting",
    "cling",
    "thing",
    "inkling",
    "offering",
    "opening",
    "clearing",
    "crossing",
    "gathering",
    "shopping",
    "parking",
    "housing",
    "meeting",
];

/// Verbs that report speech without quotes ("tells a colleague we made it through").
const REPORTING_VERBS: &[&str] = &[
    "tells",
    "says",
    "whispers",
    "shouts",
    "asks",
    "yells",
    "announces",
    "calls",
    "promises",
    "reminds",
    "admits",
    "cries",
    "replies",
];

/// Words that begin the reported words themselves.
const SPEECH_STARTS: &[&str] = &[
    "we",
    "i",
    "you",
    "they",
    "it",
    "it's",
    "that",
    "let's",
    "this",
    "there",
    "don't",
    "everything",
    "nothing",
    "yes",
    "no",
    "thanks",
    "thank",
    "hello",
    "hi",
    "good",
    "welcome",
    "happy",
    "he",
    "she",
    "we're",
    "i'm",
    "you're",
    "we've",
    "come",
    "look",
    "stop",
    "wait",
];

/// Words after "says" that are not the spoken line ("says goodbye", "says a prayer").
const SAYS_NOT_SPEECH: &[&str] = &[
    "goodbye",
    "hello",
    "hi",
    "grace",
    "nothing",
    "something",
    "a",
    "an",
    "his",
    "her",
    "their",
    "to",
    "so",
    "yes",
    "no",
    "sorry",
    "thanks",
];

/// Camera words that open a description ("tracking shot through", "slow aerial shot over").
const CAMERA_LEADS: &[&str] = &[
    "shot",
    "shots",
    "view",
    "footage",
    "close-up",
    "closeup",
    "timelapse",
    "time-lapse",
    "pan",
    "flyover",
    "b-roll",
];

/// What the engine read from a video description: the scene as one present-tense sentence,
/// the subject's head noun, the beats of action, the setting phrase and any spoken line.
struct Scene {
    sentence: String,
    subject: Option<String>,
    beats: Vec<String>,
    /// "The camera moves through …" for descriptions that are a camera move over a place.
    camera_path: Option<String>,
    spoken: Vec<String>,
}

fn is_article(w: &str) -> bool {
    matches!(
        w,
        "a" | "an" | "the" | "his" | "her" | "their" | "its" | "my" | "our" | "some"
    )
}

fn bare(w: &str) -> String {
    w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'' && c != '-')
        .to_lowercase()
}

fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().collect::<String>() + chars.as_str(),
        None => String::new(),
    }
}

fn read_scene(prose: &str, quoted: Vec<String>) -> Scene {
    let mut words: Vec<String> = prose.split_whitespace().map(str::to_owned).collect();
    // A camera phrase at the start is direction, not subject: "tracking shot through X".
    let mut camera_path = None;
    let mut first_word = 1;
    if let Some(lead) = words
        .iter()
        .take(5)
        .position(|w| CAMERA_LEADS.contains(&bare(w).as_str()))
        && let Some(prep) = words.get(lead + 1).map(|w| bare(w))
        && (scene::SETTING_PREPOSITIONS.contains(&prep.as_str()) || prep == "of")
    {
        let rest = words[lead + 2..].join(" ");
        if !rest.is_empty() {
            let verb = match prep.as_str() {
                "of" => "frames",
                "over" | "above" | "across" => "glides over",
                "through" | "into" | "inside" => "moves through",
                "along" => "moves along",
                _ => "moves",
            };
            let phrase = if prep == "of" {
                format!("The camera frames {rest}")
            } else {
                let verb = verb.split(' ').next().unwrap_or("moves");
                format!("The camera {verb} {prep} {rest}")
            };
            camera_path = Some(phrase);
            // What follows is what the camera sees, a noun phrase: "rain falling".
            first_word = words.len();
        }
    }
    // The first "-ing" word after a noun becomes a present-tense verb.
    let mut verb_at = None;
    for i in first_word..words.len() {
        let w = bare(&words[i]);
        let prev = bare(&words[i - 1]);
        if is_article(&prev)
            || matches!(
                prev.as_str(),
                "of" | "for" | "and" | "is" | "are" | "while" | "by"
            )
        {
            continue;
        }
        if let Some(present) = scene::present_tense(&w) {
            let next_is_article = words.get(i + 1).is_some_and(|n| is_article(&bare(n)));
            if ING_NOUNS.contains(&w.as_str()) && !next_is_article {
                continue;
            }
            let trail: String = words[i]
                .chars()
                .rev()
                .take_while(|c| !c.is_alphanumeric())
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            words[i] = format!("{present}{trail}");
            verb_at = Some(i);
            break;
        }
        // An -s verb after a noun ("a barista pours"): already present tense.
        let looks_present = w.ends_with('s')
            && !w.ends_with("ss")
            && !scene::PEOPLE.contains(&w.as_str())
            && !scene::SETTING_PREPOSITIONS.contains(&w.as_str())
            && !matches!(
                prev.as_str(),
                "two" | "three" | "four" | "five" | "many" | "several"
            );
        if REPORTING_VERBS.contains(&w.as_str()) || looks_present && i <= 3 {
            verb_at = Some(i);
            break;
        }
    }
    // Later actions joined by "and" or "then" are present tense too: "then laughing".
    if let Some(v) = verb_at {
        for i in v + 1..words.len() {
            let prev = bare(&words[i - 1]);
            if !matches!(prev.as_str(), "and" | "then") {
                continue;
            }
            let w = bare(&words[i]);
            if ING_NOUNS.contains(&w.as_str()) {
                continue;
            }
            if let Some(present) = scene::present_tense(&w) {
                let trail: String = words[i].chars().filter(|c| !c.is_alphanumeric()).collect();
                words[i] = format!("{present}{trail}");
            }
        }
    }
    // Reported speech without quotes becomes a quoted line, kept in the sentence.
    let mut spoken = quoted;
    if spoken.is_empty()
        && let Some(v) = words
            .iter()
            .position(|w| REPORTING_VERBS.contains(&bare(w).as_str()))
    {
        let mut start = v + 1;
        if words.get(start).is_some_and(|w| bare(w) == "to") {
            start += 1;
        }
        // Skip the listener: "a colleague", "her students". A named person ends it;
        // otherwise it runs to the first word that can open speech.
        let mut listener = false;
        let takes_listener = start > v + 1
            || matches!(
                bare(&words[v]).as_str(),
                "tells" | "asks" | "reminds" | "promises" | "calls"
            );
        if takes_listener && words.get(start).is_some_and(|w| is_article(&bare(w))) {
            start += 1;
            let person = (start..words.len().min(start + 3)).find(|&i| {
                let w = bare(&words[i]);
                scene::PEOPLE.contains(&w.as_str())
                    || w.strip_suffix('s')
                        .is_some_and(|s| scene::PEOPLE.contains(&s))
                    || lexicon::PERSON_NOUNS.contains(&w.as_str())
                    || lexicon::READER_NOUNS.contains(&w.as_str())
            });
            if let Some(i) = person {
                start = i + 1;
                listener = true;
            } else {
                while start < words.len()
                    && !SPEECH_STARTS.contains(&bare(&words[start]).as_str())
                    && start < v + 6
                {
                    start += 1;
                }
            }
        }
        if words.get(start).is_some_and(|w| bare(w) == "that") {
            start += 1;
        }
        if start < words.len() && start > v {
            let first = bare(&words[start]);
            // "says the rain is coming": after a plain speaking verb the rest is the line,
            // unless it is a set phrase ("says goodbye") or a noun ("says a prayer").
            let plain_verb = start == v + 1
                && !matches!(
                    bare(&words[v]).as_str(),
                    "tells" | "asks" | "reminds" | "promises" | "calls"
                );
            let listener = listener
                || plain_verb
                    && words.len() - start >= 3
                    && !SAYS_NOT_SPEECH.contains(&first.as_str());
            if listener || SPEECH_STARTS.contains(&first.as_str()) {
                let mut line = capitalise(&words[start..].join(" "));
                let ends = line.ends_with(['.', '!', '?']);
                if !ends {
                    line.push('.');
                }
                let mut lead = words[..start].to_vec();
                if lead.last().is_some_and(|w| bare(w) == "that") {
                    lead.pop();
                }
                spoken.push(line.clone());
                words = lead;
                let sentence = format!("{}, \"{line}\"", capitalise(&words.join(" ")));
                // The quoted line ends the sentence.
                return finish(sentence, &words, verb_at, camera_path, spoken, true);
            }
        }
    }
    let sentence = capitalise(&words.join(" "));
    finish(sentence, &words, verb_at, camera_path, spoken, false)
}

fn finish(
    sentence: String,
    words: &[String],
    verb_at: Option<usize>,
    camera_path: Option<String>,
    spoken: Vec<String>,
    quoted_inline: bool,
) -> Scene {
    let subject_words: Vec<String> = match verb_at {
        Some(v) => words[..v].iter().map(|w| bare(w)).collect(),
        None => Vec::new(),
    };
    let subject = subject_words
        .iter()
        .find(|w| scene::PEOPLE.contains(&w.as_str()))
        .or_else(|| {
            subject_words
                .iter()
                .take_while(|w| !scene::SETTING_PREPOSITIONS.contains(&w.as_str()))
                .last()
        })
        .filter(|w| !is_article(w))
        .cloned()
        // No verb ("a chef in a busy kitchen"): the first person named is the subject.
        .or_else(|| {
            words
                .iter()
                .map(|w| bare(w))
                .find(|w| scene::PEOPLE.contains(&w.as_str()))
        });
    // Beats: "pours latte art … and smiles at the customer" is two actions.
    let mut beats = Vec::new();
    if let (Some(v), Some(subject)) = (verb_at, &subject)
        && !quoted_inline
    {
        let action_words = &words[v..];
        let mut current: Vec<&str> = Vec::new();
        for (i, w) in action_words.iter().enumerate() {
            let b = bare(w);
            let next = action_words.get(i + 1).map(|n| bare(n)).unwrap_or_default();
            let next_is_verb = !next.is_empty()
                && (scene::present_tense(&next).is_some() || next.ends_with('s'))
                && !is_article(&next)
                && !scene::PEOPLE.contains(&next.as_str());
            if matches!(b.as_str(), "and" | "then") && next_is_verb && !current.is_empty() {
                beats.push(current.join(" "));
                current.clear();
                continue;
            }
            current.push(w);
        }
        if !current.is_empty() {
            beats.push(current.join(" "));
        }
        beats = beats
            .into_iter()
            .enumerate()
            .map(|(i, b)| {
                let b = b.trim_end_matches([',', '.']).trim_start_matches("then ");
                let mut ws: Vec<String> = b.split_whitespace().map(str::to_owned).collect();
                if let Some(first) = ws.first_mut()
                    && let Some(p) = scene::present_tense(&bare(first))
                {
                    *first = p;
                }
                let b = ws.join(" ");
                if i == 0 {
                    let lead = words[..v].join(" ");
                    format!("{}.", capitalise(&format!("{lead} {b}")))
                } else {
                    format!("The {subject} {b}.")
                }
            })
            .collect();
    }
    if beats.len() == 1 {
        beats[0] = format!("{}.", sentence.trim_end_matches('.'));
    }
    Scene {
        sentence,
        subject,
        beats,
        camera_path,
        spoken,
    }
}

/// Ends a sentence once: a quoted line that ends in its own stop keeps it.
fn full_stop(sentence: &str) -> String {
    let trimmed = sentence.trim_end();
    if trimmed.ends_with(['.', '!', '?'])
        || trimmed.ends_with(".\"")
        || trimmed.ends_with("!\"")
        || trimmed.ends_with("?\"")
    {
        trimmed.to_owned()
    } else {
        format!("{trimmed}.")
    }
}

/// Cues from the description, in the order subject, setting, season.
fn craft(lower: &str, cues: &ScenePhrases) -> (Vec<&'static str>, Vec<&'static str>) {
    let words = scene::word_list(lower);
    let mut details = Vec::new();
    let mut sounds = Vec::new();
    for table in [cues.subjects, cues.settings, cues.seasons] {
        for cue in scene::cues(lower, &words, table) {
            if !details.contains(&cue.detail) {
                details.push(cue.detail);
            }
            // Two cues can share a sound ("coffee" and "cafe"): name it once.
            if !sounds
                .iter()
                .any(|s: &&str| s.contains(cue.sound) || cue.sound.contains(*s))
            {
                sounds.push(cue.sound);
            }
        }
    }
    details.truncate(3);
    sounds.truncate(2);
    (details, sounds)
}

// The reader for languages other than English: it keeps the user's sentence as written (no
// tense rewriting, which would change the user's own words) and reads durations, quotes,
// speakers and later actions from the language's `Reading` table.

/// A duration starting at word `i` ("8 segundos", "8s", "8-Sekunden-Clip"): its seconds and
/// how many words it takes.
fn duration_at(words: &[&str], i: usize, units: &[&str]) -> Option<(u32, usize)> {
    let bare = |w: &str| {
        w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-')
            .to_lowercase()
    };
    let word = bare(words[i]);
    let digits: String = word.chars().take_while(char::is_ascii_digit).collect();
    if digits.is_empty() {
        return None;
    }
    let seconds = digits.parse().ok()?;
    let unit_of = |w: &str| w.split('-').next().unwrap_or_default().to_owned();
    let glued = word[digits.len()..].trim_start_matches('-');
    if glued.is_empty() {
        let next = words.get(i + 1).map(|w| unit_of(&bare(w)))?;
        units.contains(&next.as_str()).then_some((seconds, 2))
    } else {
        units
            .contains(&unit_of(glued).as_str())
            .then_some((seconds, 1))
    }
}

fn requested_seconds_in(lower: &str, units: &[&str]) -> Option<u32> {
    let words: Vec<&str> = lower.split_whitespace().collect();
    (0..words.len()).find_map(|i| duration_at(&words, i, units).map(|(s, _)| s))
}

/// The description as scene prose, from the language's table: the duration, the words left
/// dangling around it and a speaking verb whose quote moved to the dialogue line go.
fn scene_without_parameters_in(text: &str, had_dialogue: bool, r: &Reading) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    let low = |w: &str| {
        w.trim_matches(|c: char| !c.is_alphanumeric())
            .to_lowercase()
    };
    let is = |list: &[&str], w: &str| list.contains(&low(w).as_str());
    let mut kept: Vec<&str> = Vec::new();
    let mut i = 0;
    while i < words.len() {
        let Some((_, len)) = duration_at(&words, i, r.seconds) else {
            kept.push(words[i]);
            i += 1;
            continue;
        };
        i += len;
        while words.get(i).is_some_and(|w| is(r.duration_trailers, w)) {
            i += 1;
        }
        // "8 Sekunden Clip" loses the clip word; "Clip von Wellen" keeps it.
        let clip_word = words.get(i).is_some_and(|w| is(r.clip_words, w));
        let describes = words.get(i + 1).is_some_and(|w| is(r.of_words, w));
        if clip_word && !describes {
            i += 1;
        }
        let dangling = |kept: &[&str], list: &[&str]| {
            kept.last()
                .is_some_and(|w| !w.ends_with(',') && is(list, w))
        };
        while dangling(&kept, r.duration_leads) {
            kept.pop();
        }
        // "un gato, vídeo de 8 segundos": at the end, the clip word goes with its duration.
        if i >= words.len() {
            while dangling(&kept, r.clip_words) {
                kept.pop();
                while dangling(&kept, r.duration_leads) {
                    kept.pop();
                }
            }
        }
    }
    trim_scene_end(kept.join(" "), |last| {
        had_dialogue && is(r.speaking_verbs, last)
    })
}

/// Quotation marks of the six languages: "…", “…”, «…», „…“.
const QUOTES: &[(char, &[char])] = &[
    ('"', &['"']),
    ('“', &['”', '"']),
    ('«', &['»']),
    ('„', &['“', '”']),
];

/// Quoted lines become dialogue; the rest is the prose, without the speaking verb that
/// introduced a quote ("dit « Service ! », puis sourit" keeps "…, puis sourit").
fn split_dialogue(text: &str, speaking_verbs: &[&str]) -> (Vec<String>, String) {
    let mut lines = Vec::new();
    let mut prose = String::new();
    let mut rest = text;
    while let Some((start, open)) = rest
        .char_indices()
        .find(|(_, c)| QUOTES.iter().any(|(o, _)| o == c))
    {
        let closes = QUOTES
            .iter()
            .find(|(o, _)| *o == open)
            .map_or(&[][..], |(_, c)| *c);
        let after = &rest[start + open.len_utf8()..];
        let Some((end, close)) = after.char_indices().find(|(_, c)| closes.contains(c)) else {
            break;
        };
        prose.push_str(&rest[..start]);
        let kept = prose
            .trim_end_matches([' ', ':', '\u{a0}', '\u{202f}'])
            .len();
        prose.truncate(kept);
        let verb = prose.rsplit(' ').next().unwrap_or_default();
        if speaking_verbs.contains(&verb.to_lowercase().as_str()) {
            prose.truncate(prose.len() - verb.len());
            prose.truncate(prose.trim_end().len());
        }
        prose.push(' ');
        let line = after[..end].trim();
        if !line.is_empty() {
            lines.push(line.to_owned());
        }
        rest = &after[end + close.len_utf8()..];
    }
    prose.push_str(rest);
    // The gap a quote leaves before a comma or a stop closes up.
    let prose = prose
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace(" ,", ",")
        .replace(" .", ".");
    (lines, prose)
}

/// The scene as the user wrote it, its first person as the subject, and its beats split on
/// the language's "then" words ("…, y luego se ríe").
fn read_scene_in(prose: &str, spoken: Vec<String>, lang: Lang, ph: &MediaPhrases) -> Scene {
    let sentence = capitalise(prose.trim());
    let lower = media_lang::reading_text(lang, prose);
    let subject = scene::word_list(&lower)
        .into_iter()
        .find(|w| ph.scene.is_person(w))
        .map(str::to_owned);
    let r = &ph.reading;
    let mut beats: Vec<String> = Vec::new();
    let mut current: Vec<&str> = Vec::new();
    for word in prose.split_whitespace() {
        if r.then_words.contains(&bare(word).as_str())
            && let Some(prev) = current.last()
        {
            let after_and = r.and_words.contains(&bare(prev).as_str());
            if after_and || prev.ends_with([',', ';']) {
                if after_and {
                    current.pop();
                }
                if !current.is_empty() {
                    beats.push(current.join(" "));
                    current.clear();
                }
            }
        }
        current.push(word);
    }
    beats.push(current.join(" "));
    let beats = if beats.len() > 1 {
        beats
            .iter()
            .map(|b| full_stop(&capitalise(b.trim_end_matches([',', ';', ' ']))))
            .collect()
    } else {
        Vec::new()
    };
    Scene {
        sentence,
        subject,
        beats,
        camera_path: None,
        spoken,
    }
}

pub fn compile(ctx: &Compile<'_>, model: VideoModel) -> Generated {
    let a = ctx.analysis;
    let ph = media_lang::phrases(a.lang);
    let (v, r) = (&ph.video, &ph.reading);
    let english = a.lang == Lang::En;
    let lower = media_lang::reading_text(a.lang, &a.sentence);
    let words = scene::word_list(&lower);
    let camera =
        pick(&lower, v.camera_moves).unwrap_or(*ctx.choose(Slot::Camera, v.default_camera));
    let light = pick(&lower, v.light).unwrap_or(*ctx.choose(Slot::Light, v.default_light));
    // Wide views over a place keep everything sharp; shallow focus suits a subject up close.
    let wide_view = pick(
        &lower,
        &[
            ("aerial", ""),
            ("drone", ""),
            ("flyover", ""),
            ("timelapse", ""),
        ],
    )
    .is_some()
        || mentions(&lower, v.wide_words);
    let style = pick(&lower, v.styles).unwrap_or(if wide_view {
        v.deep_focus_style
    } else {
        v.shallow_focus_style
    });
    let palette = scene::palette_in(ph.scene.palettes, &lower, &words);
    let vertical = ["vertical", "9:16", "tiktok", "reel", "shorts", "story"]
        .iter()
        .any(|k| lower.contains(k))
        || mentions(&lower, v.vertical_words);
    let (had_quotes, s) = if english {
        let quoted = dialogue(&a.sentence);
        let mut prose = a.sentence.trim_end_matches('.').to_owned();
        // Dialogue is written out on its own, with a speaking verb.
        for line in &quoted {
            prose = prose
                .replace(&format!("\"{line}\""), "")
                .replace(&format!("“{line}”"), "");
        }
        let had_quotes = !quoted.is_empty();
        let prose = scene_without_parameters(&prose, had_quotes);
        (had_quotes, read_scene(&prose, quoted))
    } else {
        let (quoted, prose) = split_dialogue(a.sentence.trim_end_matches('.'), r.speaking_verbs);
        let had_quotes = !quoted.is_empty();
        let mut prose = scene_without_parameters_in(&prose, had_quotes, r);
        if !prose.chars().any(char::is_alphanumeric) {
            prose = a.sentence.trim_end_matches('.').to_owned();
        }
        (had_quotes, read_scene_in(&prose, quoted, a.lang, ph))
    };
    // Reported speech ("le dice a su hijo que…") is heard, even without quotes.
    let speaks = !s.spoken.is_empty() || !english && mentions(&lower, r.speaking_verbs);
    let (details, sounds) = craft(&lower, &ph.scene);
    let speaker = s
        .subject
        .as_deref()
        .filter(|w| ph.scene.is_person(w))
        .map(|w| ph.scene.speaker(w))
        .unwrap_or_else(|| v.main_character.to_owned());
    let continuity = ctx
        .context
        .map(|c| fill(v.continuity, &[("context", c)]))
        .unwrap_or_default();
    let requested = if english {
        requested_seconds(&lower)
    } else {
        requested_seconds_in(&lower, r.seconds)
    };
    let details_line = if details.is_empty() {
        String::new()
    } else {
        fill(v.details, &[("details", &details.join(v.detail_separator))])
    };
    let sound = if sounds.is_empty() {
        v.ambient_sound.to_owned()
    } else {
        sounds.join(v.sound_separator)
    };
    let palette_text = palette
        .map(|p| fill(v.palette, &[("palette", p)]))
        .unwrap_or_default();
    let says = |line: &str| fill(v.says, &[("speaker", &speaker), ("line", line)]);
    let language_note = (!english).then(|| {
        format!(
            "Wrote the prompt in the task's language ({})",
            a.lang.code()
        )
    });

    match model {
        VideoModel::Veo3 => {
            let seconds = snap_duration(requested, &[4, 6, 8], 8);
            let speech = if had_quotes {
                // About 8 s of speech fits a clip at most: keep the first two lines.
                s.spoken
                    .iter()
                    .take(2)
                    .map(|l| format!(" {}", says(l)))
                    .collect::<String>()
            } else {
                String::new()
            };
            let audio = fill(
                if speaks {
                    v.audio_speech
                } else {
                    v.audio_silent
                },
                &[("sound", &sound)],
            );
            let first_frame = if ctx.has_reference_image {
                v.first_frame
            } else {
                ""
            };
            let close = lower.contains("close-up")
                || lower.contains("closeup")
                || mentions(&lower, v.close_words);
            let framing = ctx.choose(
                Slot::Framing,
                if close {
                    v.close_framing
                } else if s.subject.is_some() {
                    v.subject_framing
                } else {
                    v.wide_framing
                },
            );
            let prompt = fill(
                v.veo,
                &[
                    ("sentence", &full_stop(&s.sentence)),
                    ("first_frame", first_frame),
                    ("speech", &speech),
                    ("details", &details_line),
                    ("camera", camera),
                    ("framing", framing),
                    ("style", style),
                    ("light", light),
                    ("palette", &palette_text),
                    ("continuity", &continuity),
                    ("audio", &audio),
                ],
            );
            let mut parameters = json!({
                "model": "veo-3.0-generate-001",
                "durationSeconds": seconds,
                "aspectRatio": if vertical { "9:16" } else { "16:9" },
                "generateAudio": true,
                "negativePrompt": v.veo_negative,
            });
            if ctx.has_reference_image {
                parameters["image"] = json!("<the uploaded image, as the first frame>");
            }
            let mut improvements: Vec<String> = vec![
                "Ordered the description as subject, action, scene, camera, style, ambiance, audio"
                    .into(),
                "Added concrete details of the subject and setting".into(),
                "Kept to one camera move and one subject action".into(),
                format!("Fitted the clip to {seconds} s (Veo allows 4, 6 or 8)"),
                if s.spoken.is_empty() {
                    "Described the soundscape".into()
                } else {
                    "Put dialogue in quotes with a speaking verb".into()
                },
                "Moved the API parameters out of the prose".into(),
            ];
            improvements.extend(language_note);
            Generated {
                prompt,
                improvements,
                task_kind: "video".into(),
                parameters: Some(parameters),
            }
        }
        VideoModel::Sora2 => {
            let seconds = snap_duration(requested, &[4, 8, 12], 8);
            let shots = (seconds / 4) as usize;
            let mut plan: Vec<(&str, &str, String)> = Vec::new();
            let establish = details
                .iter()
                .rev()
                .find(|d| !d.is_empty())
                .map(|d| format!("{}.", capitalise(d)));
            let mut actions: Vec<String> = s.beats.clone();
            if actions.is_empty() {
                actions.push(
                    s.camera_path
                        .clone()
                        .map(|p| format!("{p}."))
                        .unwrap_or_else(|| format!("{}.", s.sentence.trim_end_matches('.'))),
                );
            }
            let close = details.first().map(|d| fill(v.close_on, &[("detail", d)]));
            let close_prefix = v.close_on.split('{').next().unwrap_or_default().trim_end();
            // Actions first; an establishing shot and a closing detail when there is room.
            let mut order: Vec<String> = Vec::new();
            let camera_only = s.beats.is_empty() && s.camera_path.is_some();
            if shots > actions.len()
                && !camera_only
                && let Some(e) = establish.clone()
            {
                order.push(e);
            }
            order.extend(actions.iter().cloned());
            if shots > order.len()
                && let Some(c) = close.clone()
            {
                order.push(c);
            }
            order.truncate(shots.max(1));
            let n = order.len();
            for (i, action) in order.into_iter().enumerate() {
                let (size, mv) = if n == 1 {
                    (*ctx.choose(Slot::Framing, v.single_shot), camera)
                } else if i == 0 {
                    (*ctx.choose(Slot::Framing, v.opening_shot), camera)
                } else if action.starts_with(close_prefix) {
                    (v.close_size, v.close_move)
                } else {
                    (v.medium_size, v.medium_move)
                };
                plan.push((size, mv, action));
            }
            let span = seconds as usize / plan.len().max(1);
            let shot_list = plan
                .iter()
                .enumerate()
                .map(|(i, (size, mv, action))| {
                    let start = i * span;
                    fill(
                        v.shot,
                        &[
                            ("n", &(i + 1).to_string()),
                            ("start", &start.to_string()),
                            ("end", &(start + span).to_string()),
                            ("size", size),
                            ("move", mv),
                            ("action", action),
                        ],
                    )
                })
                .collect::<Vec<_>>()
                .join("\n");
            let dialogue_block = if s.spoken.is_empty() {
                String::new()
            } else {
                let lines = s
                    .spoken
                    .iter()
                    .map(|l| fill(v.dialogue_line, &[("speaker", &speaker), ("line", l)]))
                    .collect::<Vec<_>>()
                    .join("\n");
                fill(v.dialogue, &[("lines", &lines)])
            };
            let palette_line = palette
                .map(|p| fill(v.palette_line, &[("palette", p)]))
                .unwrap_or_default();
            let character_line = s
                .subject
                .as_deref()
                .filter(|w| ph.scene.is_person(w))
                .map(|w| fill(v.character_line, &[("speaker", &ph.scene.speaker(w))]))
                .unwrap_or_default();
            let prompt = fill(
                v.sora,
                &[
                    ("sentence", &full_stop(&s.sentence)),
                    ("details", &details_line),
                    ("continuity", &continuity),
                    ("style", style),
                    ("light", light),
                    ("palette", &palette_line),
                    ("character", &character_line),
                    ("shots", &shot_list),
                    ("dialogue", &dialogue_block),
                    ("sound", &sound),
                ],
            );
            let size = if vertical { "720x1280" } else { "1280x720" };
            let shots = plan.len();
            let mut improvements: Vec<String> = vec![
                "Wrote the brief as a storyboard for a cinematographer".into(),
                "Added concrete details of the subject and setting".into(),
                format!(
                    "Split the {seconds} s clip into {shots} timed shot(s), one camera move and one action each"
                ),
                "Anchored the look with lighting and a colour palette".into(),
                if s.spoken.is_empty() {
                    "Added a sound direction".into()
                } else {
                    "Put dialogue in quotes with a speaking verb".into()
                },
                "Kept model, size and duration out of the prose".into(),
            ];
            improvements.extend(language_note);
            Generated {
                prompt,
                improvements,
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
