//! The cases both engine benches measure: every generator, on task descriptions of about 50,
//! 500 and 2,000 characters (the product's inputs run from a few words to a pasted brief; the
//! limit is 4,000). The longer inputs are a short task followed by the details a user adds.

use superprompt_engine::{Generator, ImageFamily, Request, Tier, VideoModel};

/// Input lengths, in characters.
pub const SIZES: [usize; 3] = [50, 500, 2_000];

const TEXT_TASK: &str = "Write a cold email to a CTO about our invoicing API";
const TEXT_DETAILS: &[&str] = &[
    "The API creates, sends and reconciles invoices in 40 currencies.",
    "Our customers are mid-sized SaaS companies with a small finance team.",
    "Mention that setup takes one afternoon and that we offer a sandbox.",
    "Keep the tone friendly but direct, and avoid buzzwords.",
    "The email should be under 150 words with one clear call to action.",
    "Offer a 20 minute call next week and link to the developer docs.",
    "We are SOC 2 Type II certified and store data in the EU.",
    "Two case studies show a 30% cut in days sales outstanding.",
];

const IMAGE_TASK: &str = "A landing page hero image for a small coffee brand";
const IMAGE_DETAILS: &[&str] = &[
    "A ceramic cup of flat white sits on a worn oak counter by a window.",
    "Morning light comes in from the left and steam rises from the cup.",
    "Behind it, out of focus, a barista pours milk into a jug.",
    "The palette is warm browns, cream and a touch of sage green.",
    "Leave empty space on the right for a headline and a button.",
    "The mood is calm, handmade and a little nostalgic.",
    "Wide format for a website banner, photographic and natural.",
    "No logos, no text in the image, no people's faces in focus.",
];

const VIDEO_TASK: &str = "A cat surfing at sunset, 8 seconds, golden light";
const VIDEO_DETAILS: &[&str] = &[
    "An orange tabby in a tiny life vest rides a small wave on a blue board.",
    "The camera follows from the side at water level, then rises slowly.",
    "Spray catches the low sun and the sky turns pink behind the cat.",
    "We hear the surf, gulls in the distance and a cheerful ukulele.",
    "The cat keeps its balance, ears back, and glances at the camera.",
    "At the end the wave breaks softly and the cat steps onto the sand.",
    "Cinematic, warm and playful, like a summer holiday advert.",
    "No text on screen and no other animals.",
];

const JSON_TASK: &str = "Extract the order id, items and total from an email";
const JSON_DETAILS: &[&str] = &[
    "The emails come from three shops, each with its own layout.",
    "Items have a name, a quantity, a unit price and an optional size.",
    "Totals may include tax and shipping, which should be separate fields.",
    "Currencies appear as symbols or ISO codes and must become ISO codes.",
    "Dates are written in several formats and should be ISO 8601.",
    "If a field is missing, return null rather than guessing.",
    "The output feeds an accounting import, so field names must be stable.",
    "Some emails are forwarded and quote an earlier order; ignore the quote.",
];

/// A description of about `size` characters: the task, then details until it is long enough,
/// cut at a word boundary.
fn describe(task: &str, details: &[&str], size: usize) -> String {
    let mut text = task.to_owned();
    let mut more = details.iter().cycle();
    while text.len() < size {
        text.push_str(if text.ends_with('.') { " " } else { ". " });
        text.push_str(more.next().expect("details"));
    }
    if text.len() > size {
        let cut = text[..size].rfind(' ').unwrap_or(size);
        text.truncate(cut);
    }
    text
}

/// Every generator, with a name for the reports.
pub fn generators() -> Vec<(&'static str, Generator)> {
    vec![
        ("primer", Generator::Text(Tier::Primer)),
        ("amplifier", Generator::Text(Tier::Amplifier)),
        ("mastermind", Generator::Text(Tier::Mastermind)),
        (
            "image-midjourney",
            Generator::Image(ImageFamily::Midjourney),
        ),
        (
            "image-stable-diffusion",
            Generator::Image(ImageFamily::StableDiffusion),
        ),
        ("image-gpt", Generator::Image(ImageFamily::GptImage)),
        ("video-veo3", Generator::Video(VideoModel::Veo3)),
        ("video-sora2", Generator::Video(VideoModel::Sora2)),
        ("json", Generator::Json),
    ]
}

/// Every case: (generator name, input size, request).
pub fn cases() -> Vec<(&'static str, usize, Request)> {
    let mut out = Vec::new();
    for (name, generator) in generators() {
        let (task, details) = match generator {
            Generator::Text(_) => (TEXT_TASK, TEXT_DETAILS),
            Generator::Image(_) => (IMAGE_TASK, IMAGE_DETAILS),
            Generator::Video(_) => (VIDEO_TASK, VIDEO_DETAILS),
            Generator::Json => (JSON_TASK, JSON_DETAILS),
        };
        for size in SIZES {
            out.push((
                name,
                size,
                Request::new(generator, describe(task, details, size)),
            ));
        }
    }
    out
}
