//! The words of image and video prompts, one table per language, as data: every label and
//! connective the image and video compilers print, the defaults they choose from (variant
//! lists: the same number of entries in every language, so "Try again" works the same), the
//! keywords that read the task (styles, light, camera moves, aspect words, durations) and the
//! scene cues (what a place or a subject looks and sounds like).
//!
//! English is the table the engine was written with (its lists live next to the code that
//! uses them, in `image.rs`, `video.rs` and `scene.rs`). English also has a grammar layer in
//! `video.rs` (present tense, reported speech, beats split on "and"/"then"); the other
//! languages keep the user's sentence as written and split beats on the table's "then"
//! words. A keyword or cue a language has no row for adds nothing: an English phrase is
//! never pasted into a prompt in another language.
//!
//! Templates use named fields in braces (`{subject}`), filled in one pass by [`fill`], so a
//! brace in the user's text is never read as a field.

mod de;
mod es;
mod fr;
mod it;
mod pt;

use super::scene::{self, Cue};
use super::{image, video};
use crate::language::Lang;

/// Everything an image or video prompt prints or reads, in one language.
pub(crate) struct MediaPhrases {
    pub image: ImagePhrases,
    pub video: VideoPhrases,
    pub scene: ScenePhrases,
    /// How the task is read: keywords, durations, speaking verbs.
    pub reading: Reading,
}

pub(crate) struct ImagePhrases {
    /// Keyword → style phrase.
    pub styles: &'static [(&'static str, &'static str)],
    /// A style whose phrase contains one of these is photographic (it gets a lens).
    pub photo_marks: &'static [&'static str],
    /// Keyword → lighting phrase.
    pub lighting: &'static [(&'static str, &'static str)],
    /// Keyword → aspect ratio; the English words (and ratios such as "9:16") are read too.
    pub aspects: &'static [(&'static str, &'static str)],
    /// Words that make an image a logo, a portrait… in this language, read besides the
    /// English ones (whole words, or their plural).
    pub logo_words: &'static [&'static str],
    pub portrait_words: &'static [&'static str],
    pub landscape_words: &'static [&'static str],
    pub layout_words: &'static [&'static str],
    pub poster_words: &'static [&'static str],
    pub character_words: &'static [&'static str],
    pub product_words: &'static [&'static str],
    // Variant lists (the first is variant 0's).
    pub photo_looks: &'static [&'static str],
    pub logo_looks: &'static [&'static str],
    pub photo_light: &'static [&'static str],
    pub illustrated_light: &'static [&'static str],
    pub logo_light: &'static str,
    pub logo_compositions: &'static [&'static str],
    pub character_compositions: &'static [&'static str],
    pub product_compositions: &'static [&'static str],
    pub layout_compositions: &'static [&'static str],
    pub poster_compositions: &'static [&'static str],
    pub portrait_compositions: &'static [&'static str],
    pub landscape_compositions: &'static [&'static str],
    pub scene_compositions: &'static [&'static str],
    pub product_lenses: &'static [&'static str],
    pub portrait_lenses: &'static [&'static str],
    pub landscape_lenses: &'static [&'static str],
    pub scene_lenses: &'static [&'static str],
    /// The negative prompt: always, then for logos, for people, and otherwise.
    pub negative: &'static [&'static str],
    pub negative_logo: &'static [&'static str],
    pub negative_people: &'static [&'static str],
    pub negative_other: &'static [&'static str],
    /// `{details}`: the scene cues after the subject.
    pub featuring: &'static str,
    /// `{context}`: a Context Genie's text.
    pub consistent_with: &'static str,
    /// Stable Diffusion: `{subject}`, `{style}`, `{lighting}`, `{composition}`, `{lens}`,
    /// `{negative}`.
    pub stable_diffusion: &'static str,
    /// GPT image: the same fields and `{aspect}`.
    pub gpt_image: &'static str,
}

pub(crate) struct VideoPhrases {
    /// Keyword → camera move, light, and style.
    pub camera_moves: &'static [(&'static str, &'static str)],
    pub light: &'static [(&'static str, &'static str)],
    pub styles: &'static [(&'static str, &'static str)],
    /// Words for a wide view over a place (deep focus instead of shallow), a vertical clip
    /// and a close-up, besides the English ones.
    pub wide_words: &'static [&'static str],
    pub vertical_words: &'static [&'static str],
    pub close_words: &'static [&'static str],
    // Variant lists (the first is variant 0's).
    pub default_camera: &'static [&'static str],
    pub default_light: &'static [&'static str],
    pub close_framing: &'static [&'static str],
    pub subject_framing: &'static [&'static str],
    pub wide_framing: &'static [&'static str],
    pub single_shot: &'static [&'static str],
    pub opening_shot: &'static [&'static str],
    pub deep_focus_style: &'static str,
    pub shallow_focus_style: &'static str,
    /// The speaker when the task names no person.
    pub main_character: &'static str,
    /// `{speaker}` and `{line}`.
    pub says: &'static str,
    /// `{details}`, joined by `detail_separator`.
    pub details: &'static str,
    pub detail_separator: &'static str,
    /// `{context}`.
    pub continuity: &'static str,
    pub ambient_sound: &'static str,
    /// Joins two sounds.
    pub sound_separator: &'static str,
    /// `{palette}`.
    pub palette: &'static str,
    /// Veo's audio line: `{sound}`.
    pub audio_silent: &'static str,
    pub audio_speech: &'static str,
    pub first_frame: &'static str,
    /// Veo's prompt: `{sentence}{first_frame}{speech}{details}`, `{camera}`, `{framing}`,
    /// `{style}`, `{light}{palette}`, `{continuity}`, `{audio}`.
    pub veo: &'static str,
    /// Veo's `negativePrompt` parameter.
    pub veo_negative: &'static str,
    /// Sora's closing shot on a detail: `{detail}`.
    pub close_on: &'static str,
    pub close_size: &'static str,
    pub close_move: &'static str,
    pub medium_size: &'static str,
    pub medium_move: &'static str,
    /// `{n}`, `{start}`, `{end}`, `{size}`, `{move}`, `{action}`.
    pub shot: &'static str,
    /// `{lines}`: the dialogue lines, each from `dialogue_line` (`{speaker}`, `{line}`).
    pub dialogue: &'static str,
    pub dialogue_line: &'static str,
    /// `{palette}`.
    pub palette_line: &'static str,
    /// `{speaker}`.
    pub character_line: &'static str,
    /// Sora's brief: `{sentence}{details}{continuity}`, `{style}`, `{light}`,
    /// `{palette}{character}`, `{shots}{dialogue}`, `{sound}`.
    pub sora: &'static str,
}

pub(crate) struct ScenePhrases {
    pub subjects: &'static [Cue],
    pub settings: &'static [Cue],
    pub seasons: &'static [Cue],
    /// Light or place word → palette.
    pub palettes: &'static [(&'static str, &'static str)],
    /// Nouns naming people, shown as `person` ("The {noun}").
    pub people: &'static [&'static str],
    pub person: &'static str,
    /// Nouns naming people, each with the form a sentence starts with ("El chef", "La
    /// enfermera"): languages with gendered articles use this instead of `people`.
    pub speakers: &'static [(&'static str, &'static str)],
}

/// How a task in this language is read (English has its own reader in `video.rs`).
pub(crate) struct Reading {
    /// Units after a number that make it a duration ("8 segundos", "8 s").
    pub seconds: &'static [&'static str],
    /// Words dropped when they are left dangling before a removed duration ("de", "un").
    pub duration_leads: &'static [&'static str],
    /// Words dropped after a duration ("8 Sekunden lang").
    pub duration_trailers: &'static [&'static str],
    /// Words for the clip itself ("vídeo", "clip"), dropped with the duration.
    pub clip_words: &'static [&'static str],
    /// A word that describes the clip's content after a clip word ("clip *de* olas").
    pub of_words: &'static [&'static str],
    /// Speaking verbs left dangling when their quote moves to the dialogue line.
    pub speaking_verbs: &'static [&'static str],
    /// Words that start a later action ("luego", "dann"); a beat starts at one after a comma
    /// or an `and_words` word.
    pub then_words: &'static [&'static str],
    pub and_words: &'static [&'static str],
}

/// The media phrases for a language.
pub(crate) fn phrases(lang: Lang) -> &'static MediaPhrases {
    match lang {
        Lang::En => &EN,
        Lang::Es => &es::PHRASES,
        Lang::Fr => &fr::PHRASES,
        Lang::De => &de::PHRASES,
        Lang::Pt => &pt::PHRASES,
        Lang::It => &it::PHRASES,
    }
}

/// Fills `{name}` fields in one pass: text inserted for a field is never read again.
pub(crate) fn fill(template: &str, fields: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 64);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}').and_then(|close| {
            let name = &after[..close];
            fields
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| (close, *v))
        }) {
            Some((close, value)) => {
                out.push_str(value);
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Whether any of `keys` appears in `lower` as a whole word or phrase (or its plural).
pub(crate) fn mentions(lower: &str, keys: &[&str]) -> bool {
    let padded = padded(lower);
    keys.iter()
        .any(|k| padded.contains(&format!(" {k} ")) || padded.contains(&format!(" {k}s ")))
}

fn padded(lower: &str) -> String {
    format!(" {lower} ")
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || matches!(c, ':' | '-' | '\'') {
                c
            } else {
                ' '
            }
        })
        .collect()
}

/// The text keywords are read in: for languages that elide articles ("l'océan",
/// "dell'acqua"), apostrophes separate words.
pub(crate) fn reading_text(lang: Lang, sentence: &str) -> String {
    let lower = sentence.to_lowercase();
    if lang == Lang::En {
        lower
    } else {
        lower.replace(['\'', '’'], " ")
    }
}

static EN: MediaPhrases = MediaPhrases {
    image: ImagePhrases {
        styles: image::STYLES,
        photo_marks: &["photo", "film"],
        lighting: image::LIGHTING,
        aspects: image::ASPECTS,
        logo_words: &[],
        portrait_words: &[],
        landscape_words: &[],
        layout_words: &[],
        poster_words: &[],
        character_words: &[],
        product_words: &[],
        photo_looks: image::PHOTO_LOOKS,
        logo_looks: image::LOGO_LOOKS,
        photo_light: image::PHOTO_LIGHT,
        illustrated_light: image::ILLUSTRATED_LIGHT,
        logo_light: "even, flat lighting",
        logo_compositions: image::LOGO_COMPOSITIONS,
        character_compositions: image::CHARACTER_COMPOSITIONS,
        product_compositions: image::PRODUCT_COMPOSITIONS,
        layout_compositions: image::LAYOUT_COMPOSITIONS,
        poster_compositions: image::POSTER_COMPOSITIONS,
        portrait_compositions: image::PORTRAIT_COMPOSITIONS,
        landscape_compositions: image::LANDSCAPE_COMPOSITIONS,
        scene_compositions: image::SCENE_COMPOSITIONS,
        product_lenses: image::PRODUCT_LENSES,
        portrait_lenses: image::PORTRAIT_LENSES,
        landscape_lenses: image::LANDSCAPE_LENSES,
        scene_lenses: image::SCENE_LENSES,
        negative: image::NEGATIVE,
        negative_logo: image::NEGATIVE_LOGO,
        negative_people: image::NEGATIVE_PEOPLE,
        negative_other: image::NEGATIVE_OTHER,
        featuring: ", featuring {details}",
        consistent_with: ", consistent with: {context}",
        stable_diffusion: "{subject}, {style}, {lighting}, {composition}{lens}, sharp focus, highly detailed\n\nNegative prompt: {negative}",
        gpt_image: "Create an image: {subject}.\n\nStyle: {style}.\nLighting: {lighting}.\nComposition: {composition}{lens}.\nFraming: {aspect} aspect ratio.\nAvoid: {negative}.",
    },
    video: VideoPhrases {
        camera_moves: video::CAMERA_MOVES,
        light: video::LIGHT,
        styles: video::STYLE,
        wide_words: &[],
        vertical_words: &[],
        close_words: &[],
        default_camera: video::DEFAULT_CAMERA,
        default_light: video::DEFAULT_LIGHT,
        close_framing: video::CLOSE_FRAMING,
        subject_framing: video::SUBJECT_FRAMING,
        wide_framing: video::WIDE_FRAMING,
        single_shot: video::SINGLE_SHOT,
        opening_shot: video::OPENING_SHOT,
        deep_focus_style: "cinematic, photorealistic, deep focus",
        shallow_focus_style: "cinematic, photorealistic, shallow depth of field",
        main_character: "The main character",
        says: "{speaker} says: \"{line}\"",
        details: " Details: {details}.",
        detail_separator: "; ",
        continuity: " Keep continuity with: {context}.",
        ambient_sound: "natural ambient sound of the place",
        sound_separator: ", ",
        palette: ", a palette of {palette}",
        audio_silent: "Audio: {sound}; no music, no dialogue.",
        audio_speech: "Audio: the spoken line, clearly audible, over {sound}; no music.",
        first_frame: " Start from the provided image as the first frame and keep its subject and colours.",
        veo: "{sentence}{first_frame}{speech}{details} Camera: {camera}, {framing}. Style: {style}. Lighting: {light}{palette}.{continuity}\n{audio}",
        veo_negative: "subtitles, captions, watermark, text overlays, distorted faces",
        close_on: "Close on {detail}; hold for a beat.",
        close_size: "close-up",
        close_move: "locked-off camera with a slow rack focus",
        medium_size: "medium shot",
        medium_move: "steady tracking shot",
        shot: "Shot {n} ({start}-{end} s): {size}, {move}. {action}",
        dialogue: "\n\nDialogue:\n{lines}",
        dialogue_line: "- {speaker} says: \"{line}\"",
        palette_line: "\nPalette: {palette}, consistent in every shot.",
        character_line: "\n{speaker} keeps the same face, hair and clothing in every shot.",
        sora: "{sentence}{details}{continuity}\n\nLook: {style}; {light}.{palette}{character}\n\n{shots}{dialogue}\n\nSound: {sound}.",
    },
    scene: ScenePhrases {
        subjects: scene::SUBJECTS,
        settings: scene::SETTINGS,
        seasons: scene::SEASONS,
        palettes: scene::PALETTES,
        people: scene::PEOPLE,
        person: "The {noun}",
        speakers: &[],
    },
    reading: Reading {
        seconds: &["s", "sec", "secs", "second", "seconds"],
        duration_leads: &["a", "an", "in", "for"],
        duration_trailers: &[],
        clip_words: video::CLIP_WORDS,
        of_words: &["of"],
        speaking_verbs: video::SPEAKING_VERBS,
        then_words: &["then"],
        and_words: &["and"],
    },
};

impl ScenePhrases {
    /// Whether `word` names a person.
    pub fn is_person(&self, word: &str) -> bool {
        self.people.contains(&word) || self.speakers.iter().any(|(k, _)| *k == word)
    }

    /// How a person named by `word` starts a sentence ("The chef", "El chef").
    pub fn speaker(&self, word: &str) -> String {
        self.speakers
            .iter()
            .find(|(k, _)| *k == word)
            .map(|(_, s)| (*s).to_owned())
            .unwrap_or_else(|| fill(self.person, &[("noun", word)]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [Lang; 6] = [Lang::En, Lang::Es, Lang::Fr, Lang::De, Lang::Pt, Lang::It];
    const LOCALIZED: [Lang; 5] = [Lang::Es, Lang::Fr, Lang::De, Lang::Pt, Lang::It];

    #[test]
    fn fill_is_one_pass() {
        assert_eq!(
            fill("{a} and {b}", &[("a", "{b}"), ("b", "x")]),
            "{b} and x"
        );
        assert_eq!(fill("{unknown} {a}", &[("a", "1")]), "{unknown} 1");
    }

    #[test]
    fn variant_lists_have_the_same_length_in_every_language() {
        let en = phrases(Lang::En);
        for lang in ALL {
            let p = phrases(lang);
            let (i, e) = (&p.image, &en.image);
            let pairs: [(&[&str], &[&str]); 15] = [
                (i.photo_looks, e.photo_looks),
                (i.logo_looks, e.logo_looks),
                (i.photo_light, e.photo_light),
                (i.illustrated_light, e.illustrated_light),
                (i.logo_compositions, e.logo_compositions),
                (i.character_compositions, e.character_compositions),
                (i.product_compositions, e.product_compositions),
                (i.layout_compositions, e.layout_compositions),
                (i.poster_compositions, e.poster_compositions),
                (i.portrait_compositions, e.portrait_compositions),
                (i.landscape_compositions, e.landscape_compositions),
                (i.scene_compositions, e.scene_compositions),
                (i.product_lenses, e.product_lenses),
                (i.portrait_lenses, e.portrait_lenses),
                (i.landscape_lenses, e.landscape_lenses),
            ];
            let (v, w) = (&p.video, &en.video);
            let more: [(&[&str], &[&str]); 8] = [
                (i.scene_lenses, e.scene_lenses),
                (v.default_camera, w.default_camera),
                (v.default_light, w.default_light),
                (v.close_framing, w.close_framing),
                (v.subject_framing, w.subject_framing),
                (v.wide_framing, w.wide_framing),
                (v.single_shot, w.single_shot),
                (v.opening_shot, w.opening_shot),
            ];
            for (n, (ours, english)) in pairs.iter().chain(more.iter()).enumerate() {
                assert_eq!(ours.len(), english.len(), "{lang:?}: list {n}");
                let mut unique = ours.to_vec();
                unique.sort_unstable();
                unique.dedup();
                assert_eq!(
                    unique.len(),
                    ours.len(),
                    "{lang:?}: list {n} repeats itself"
                );
            }
        }
    }

    #[test]
    fn templates_keep_their_fields() {
        for lang in ALL {
            let p = phrases(lang);
            for (template, fields) in [
                (
                    p.image.gpt_image,
                    &[
                        "{subject}",
                        "{style}",
                        "{lighting}",
                        "{composition}",
                        "{lens}",
                        "{aspect}",
                        "{negative}",
                    ][..],
                ),
                (
                    p.image.stable_diffusion,
                    &[
                        "{subject}",
                        "{style}",
                        "{lighting}",
                        "{composition}",
                        "{lens}",
                        "{negative}",
                    ],
                ),
                (
                    p.video.veo,
                    &[
                        "{sentence}",
                        "{first_frame}",
                        "{speech}",
                        "{details}",
                        "{camera}",
                        "{framing}",
                        "{style}",
                        "{light}",
                        "{palette}",
                        "{continuity}",
                        "{audio}",
                    ],
                ),
                (
                    p.video.sora,
                    &[
                        "{sentence}",
                        "{details}",
                        "{continuity}",
                        "{style}",
                        "{light}",
                        "{palette}",
                        "{character}",
                        "{shots}",
                        "{dialogue}",
                        "{sound}",
                    ],
                ),
                (
                    p.video.shot,
                    &["{n}", "{start}", "{end}", "{size}", "{move}", "{action}"],
                ),
                (p.video.says, &["{speaker}", "{line}"]),
                (p.video.dialogue_line, &["{speaker}", "{line}"]),
                (p.video.close_on, &["{detail}"]),
                (p.video.audio_silent, &["{sound}"]),
                (p.video.audio_speech, &["{sound}"]),
            ] {
                for field in fields {
                    assert!(
                        template.contains(field),
                        "{lang:?}: {template:?} lacks {field}"
                    );
                }
            }
        }
    }

    #[test]
    fn cues_speak_the_language_of_their_table() {
        // A cue with no translation is left out, never pasted in English.
        let english: Vec<&str> = [scene::SUBJECTS, scene::SETTINGS, scene::SEASONS]
            .iter()
            .flat_map(|t| t.iter().flat_map(|c| [c.detail, c.sound]))
            .collect();
        for lang in LOCALIZED {
            let s = &phrases(lang).scene;
            let cues: Vec<&Cue> = [s.subjects, s.settings, s.seasons]
                .iter()
                .flat_map(|t| t.iter())
                .collect();
            assert!(cues.len() >= 40, "{lang:?} has {} cues", cues.len());
            for cue in cues {
                assert!(!english.contains(&cue.detail), "{lang:?}: {}", cue.detail);
                assert!(!english.contains(&cue.sound), "{lang:?}: {}", cue.sound);
            }
        }
    }
}
