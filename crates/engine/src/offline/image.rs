//! Image prompts: subject, style, lighting, composition, lens, aspect ratio and a negative
//! prompt, written in the dialect of the target model family.

use serde_json::json;

use super::media_lang::{self, ImagePhrases, MediaPhrases, fill, mentions};
use super::{Compile, Slot, pick, scene};
use crate::{Generated, ImageFamily, language::Lang};

pub(super) const STYLES: &[(&str, &str)] = &[
    (
        "watercolor",
        "delicate watercolor painting, soft washes, visible paper texture",
    ),
    (
        "watercolour",
        "delicate watercolor painting, soft washes, visible paper texture",
    ),
    ("oil painting", "oil painting, rich impasto brushwork"),
    ("pixel", "16-bit pixel art, crisp pixels, limited palette"),
    ("anime", "anime illustration, clean line art, cel shading"),
    (
        "3d",
        "3D render, physically based materials, global illumination",
    ),
    ("isometric", "isometric 3D illustration, clean geometry"),
    (
        "sketch",
        "pencil sketch, confident linework, cross-hatching",
    ),
    (
        "vector",
        "flat vector illustration, clean shapes, no gradients",
    ),
    ("minimalist", "minimalist design, generous negative space"),
    (
        "cinematic",
        "cinematic film still, anamorphic look, subtle film grain",
    ),
    (
        "vintage",
        "vintage photograph, faded colours, 1970s film stock",
    ),
    (
        "cyberpunk",
        "cyberpunk concept art, neon accents, rain-slick surfaces",
    ),
    (
        "mascot",
        "friendly cartoon mascot character, bold clean outlines, expressive face, flat colours",
    ),
    (
        "cartoon",
        "cartoon illustration, bold outlines, flat colours",
    ),
    (
        "comic",
        "comic-book illustration, inked outlines, halftone shading",
    ),
    (
        "charcoal",
        "charcoal drawing, smudged tones, textured paper",
    ),
    (
        "gouache",
        "gouache painting, matte opaque colour, crisp edges",
    ),
    (
        "acrylic",
        "acrylic painting, bold saturated colour, visible strokes",
    ),
    (
        "pastel drawing",
        "soft pastel artwork, chalky texture, gentle blends",
    ),
    ("ink", "ink illustration, fine linework, cross-hatching"),
    (
        "woodcut",
        "woodcut print, bold carved lines, limited colours",
    ),
    (
        "linocut",
        "linocut print, bold carved lines, limited colours",
    ),
    (
        "stained glass",
        "stained-glass design, leaded outlines, jewel-toned glass",
    ),
    ("mosaic", "mosaic of small tiles, visible grout lines"),
    (
        "art deco",
        "art deco poster style, geometric shapes, gold and black",
    ),
    (
        "ukiyo-e",
        "ukiyo-e woodblock print, flat colour, flowing outlines",
    ),
    (
        "impressionist",
        "impressionist painting, broken brushstrokes, dappled light",
    ),
    (
        "surreal",
        "surreal digital artwork, dreamlike scale and juxtaposition",
    ),
    (
        "storybook",
        "storybook illustration, warm colours, soft textures",
    ),
    (
        "children's book",
        "children's book illustration, warm colours, soft textures",
    ),
    (
        "manga",
        "manga illustration, ink linework, screentone shading",
    ),
    (
        "chibi",
        "chibi character art, oversized head, cute proportions",
    ),
    (
        "low poly",
        "low-poly 3D art, faceted geometry, flat shading",
    ),
    (
        "claymation",
        "claymation style, sculpted clay textures, handmade feel",
    ),
    (
        "flat design",
        "flat design illustration, simple shapes, no shadows",
    ),
    ("painting", "painterly artwork, visible brushwork"),
    (
        "illustration",
        "detailed digital illustration, clean linework",
    ),
    ("drawing", "hand-drawn illustration, confident linework"),
];

pub(super) const LIGHTING: &[(&str, &str)] = &[
    (
        "golden hour",
        "warm golden-hour sunlight, long soft shadows",
    ),
    ("sunset", "warm sunset backlight, glowing rim light"),
    ("sunrise", "cool-to-warm sunrise light, gentle haze"),
    ("dusk", "blue-hour dusk light, lit windows"),
    (
        "night",
        "night scene, pools of practical light, deep shadows",
    ),
    ("neon", "neon signage glow, magenta and cyan reflections"),
    (
        "studio photo",
        "three-point studio lighting, soft key light, clean background",
    ),
    (
        "product photo",
        "three-point studio lighting, soft key light, clean background",
    ),
    (
        "studio lighting",
        "three-point studio lighting, soft key light, clean background",
    ),
    ("moonlit", "cool moonlight, deep blue shadows"),
    ("moonlight", "cool moonlight, deep blue shadows"),
    (
        "dramatic",
        "dramatic chiaroscuro lighting, single hard key light",
    ),
    ("foggy", "diffuse light through fog, low contrast"),
    (
        "storm",
        "stormy light under dark clouds, a flash of lightning",
    ),
    ("autumn", "warm low autumn sunlight"),
    ("noon", "bright overhead midday sun, crisp shadows"),
];

pub(super) const ASPECTS: &[(&str, &str)] = &[
    ("9:16", "9:16"),
    ("vertical", "9:16"),
    ("story", "9:16"),
    ("phone wallpaper", "9:16"),
    ("1:1", "1:1"),
    ("mascot", "1:1"),
    ("square", "1:1"),
    ("logo", "1:1"),
    ("icon", "1:1"),
    ("avatar", "1:1"),
    ("profile picture", "1:1"),
    ("4:5", "4:5"),
    ("instagram", "4:5"),
    ("poster", "2:3"),
    ("flyer", "2:3"),
    ("book cover", "2:3"),
    ("16:9", "16:9"),
    ("banner", "16:9"),
    ("wallpaper", "16:9"),
    ("landscape", "16:9"),
    ("thumbnail", "16:9"),
];

// Defaults for what the task leaves open. The first of each list is variant 0's; "Try
// again" moves through the others. Compositions are a variant's lead slot, so every list has
// at least three.
pub(super) const PHOTO_LOOKS: &[&str] = &[
    "photorealistic, high detail, natural colour grading",
    "editorial photograph, crisp detail, true-to-life colour",
    "cinematic photograph, rich contrast, subtle film grain",
];
pub(super) const LOGO_LOOKS: &[&str] = &[
    "clean flat vector logo, bold simple shapes, two or three colours",
    "minimal geometric logo mark, confident lines, a limited palette",
    "modern emblem-style logo, balanced shapes, one accent colour",
];
pub(super) const PHOTO_LIGHT: &[&str] = &[
    "soft natural light from a large window, gentle shadows",
    "warm late-afternoon side light, long soft shadows",
    "bright diffuse daylight, soft even shadows",
];
pub(super) const ILLUSTRATED_LIGHT: &[&str] = &[
    "soft, even light with gentle shading",
    "warm directional light with soft cast shadows",
    "bright, airy light with subtle rim highlights",
];
pub(super) const LOGO_COMPOSITIONS: &[&str] = &[
    "centered mark on a plain background, balanced negative space, legible at small sizes",
    "compact symmetrical mark on a plain background, generous margins, legible at small sizes",
    "mark and wordmark side by side on a plain background, aligned on one baseline, legible at small sizes",
];
pub(super) const CHARACTER_COMPOSITIONS: &[&str] = &[
    "full-body character centred on a plain background, friendly, open pose, clear silhouette",
    "three-quarter view of the full-body character on a plain background, mid-gesture, clear silhouette",
    "full-body character waving at the viewer on a plain background, cheerful pose, clear silhouette",
];
pub(super) const PRODUCT_COMPOSITIONS: &[&str] = &[
    "the product centred at a slight three-quarter angle, sharp from front to back, a soft reflection on the surface below",
    "the product from a low front angle, filling two thirds of the frame, a clean gradient backdrop",
    "top-down flat lay with the product in the centre and a few related props around it, even spacing",
];
pub(super) const LAYOUT_COMPOSITIONS: &[&str] = &[
    "wide layout with the main subject on one side and clear, uncluttered space on the other for headline text",
    "wide layout with the main subject low in the frame and open space above it for headline text",
    "wide layout with the main subject on the right third and a calm, softly blurred area on the left for headline text",
];
pub(super) const POSTER_COMPOSITIONS: &[&str] = &[
    "vertical poster layout with a strong focal image and open space at the top for the title",
    "vertical poster layout with a bold central image and a clear band at the bottom for the title and details",
    "vertical poster layout with a dramatic low-angle focal image and the title area across the top third",
];
pub(super) const PORTRAIT_COMPOSITIONS: &[&str] = &[
    "head-and-shoulders framing at eye level, subject on the left third, blurred background",
    "tight head-and-shoulders framing, subject centred and looking into the lens, clean background",
    "waist-up framing, subject turned slightly toward the light, soft background",
];
pub(super) const LANDSCAPE_COMPOSITIONS: &[&str] = &[
    "wide establishing composition, strong leading lines, horizon on the lower third",
    "panoramic composition with a clear foreground element, horizon on the upper third",
    "layered depth from foreground to distant background, a natural frame at the edges",
];
pub(super) const SCENE_COMPOSITIONS: &[&str] = &[
    "subject on a rule-of-thirds point, clear foreground and background separation",
    "subject centred with balanced, symmetrical framing and a clean background",
    "low camera angle looking slightly up at the subject, layered foreground",
];
pub(super) const PRODUCT_LENSES: &[&str] = &[
    "100mm macro lens at f/8, crisp edge-to-edge detail",
    "90mm lens at f/11, crisp detail front to back",
];
pub(super) const PORTRAIT_LENSES: &[&str] = &[
    "85mm lens at f/1.8, shallow depth of field",
    "105mm lens at f/2, creamy background blur",
];
pub(super) const LANDSCAPE_LENSES: &[&str] = &[
    "24mm wide-angle lens at f/8, deep focus",
    "16mm ultra-wide lens at f/11, deep focus",
];
pub(super) const SCENE_LENSES: &[&str] = &[
    "35mm lens at f/2.8, natural perspective",
    "50mm lens at f/2, gentle background blur",
    "28mm lens at f/4, the surroundings in view",
];

// The negative prompt. Midjourney's `--no` and Stable Diffusion's negative prompt use these
// English words in every language: both read their prompt through English-trained text
// encoders that weight each listed concept (CLIP for Stable Diffusion; Midjourney documents
// English prompts), these are stock concepts with no user words in them, and a token list
// is not prose the user reads. GPT image reads a natural-language brief, so its "Avoid:" line
// is in the task's language (`media_lang`).
pub(super) const NEGATIVE: &[&str] = &[
    "blurry",
    "low resolution",
    "watermark",
    "signature",
    "jpeg artifacts",
    "oversaturated",
];
pub(super) const NEGATIVE_LOGO: &[&str] = &[
    "photographic texture",
    "gradients",
    "busy background",
    "illegible lettering",
];
pub(super) const NEGATIVE_PEOPLE: &[&str] = &["distorted anatomy", "extra fingers", "garbled text"];
pub(super) const NEGATIVE_OTHER: &[&str] = &["garbled text"];

struct Shot {
    subject: String,
    style: String,
    lighting: String,
    composition: &'static str,
    lens: Option<&'static str>,
    aspect: &'static str,
    /// The negative prompt in the task's language (GPT image) and in English (Midjourney's
    /// `--no`, Stable Diffusion's negative prompt: see `NEGATIVE`).
    negative: Vec<&'static str>,
    negative_en: Vec<&'static str>,
}

fn plan(ctx: &Compile<'_>, ph: &MediaPhrases) -> Shot {
    let a = ctx.analysis;
    let img = &ph.image;
    let lower = media_lang::reading_text(a.lang, &a.sentence);
    let words = scene::word_list(&lower);
    // English words are read in every language ("logo", "poster" are loanwords in many),
    // then the task language's own.
    let is_logo =
        lower.contains("logo") || lower.contains("icon") || mentions(&lower, img.logo_words);
    let is_portrait = lower.contains("portrait")
        || lower.contains("headshot")
        || mentions(&lower, img.portrait_words);
    let is_landscape = [
        "landscape",
        "mountain",
        "city",
        "skyline",
        "beach",
        "forest",
    ]
    .iter()
    .any(|k| lower.contains(k))
        || mentions(&lower, img.landscape_words);
    let named_style = pick(&lower, img.styles);
    let style = named_style.map(str::to_owned).unwrap_or_else(|| {
        if is_logo {
            ctx.choose(Slot::Look, img.logo_looks).to_string()
        } else {
            ctx.choose(Slot::Look, img.photo_looks).to_string()
        }
    });
    let illustrated =
        is_logo || named_style.is_some_and(|s| !img.photo_marks.iter().any(|m| s.contains(m)));
    let lighting = pick(&lower, img.lighting)
        .map(str::to_owned)
        .unwrap_or_else(|| {
            if is_logo {
                img.logo_light.to_owned()
            } else if illustrated {
                ctx.choose(Slot::Light, img.illustrated_light).to_string()
            } else {
                ctx.choose(Slot::Light, img.photo_light).to_string()
            }
        });
    let is_layout = ["banner", "hero", "header", "ad", "flyer", "sale", "cover"]
        .iter()
        .any(|k| words.contains(k))
        || mentions(&lower, img.layout_words);
    let is_character = ["mascot", "character", "avatar"]
        .iter()
        .any(|k| words.contains(k))
        || mentions(&lower, img.character_words);
    let is_product = words
        .iter()
        .any(|w| matches!(*w, "product" | "products" | "packshot"))
        || ["studio photo", "studio shot", "white background"]
            .iter()
            .any(|k| lower.contains(k))
        || mentions(&lower, img.product_words);
    let is_poster = lower.contains("poster") || mentions(&lower, img.poster_words);
    let compositions = if is_logo {
        img.logo_compositions
    } else if is_character {
        img.character_compositions
    } else if is_product {
        img.product_compositions
    } else if is_layout {
        img.layout_compositions
    } else if is_poster {
        img.poster_compositions
    } else if is_portrait {
        img.portrait_compositions
    } else if is_landscape {
        img.landscape_compositions
    } else {
        img.scene_compositions
    };
    let composition = *ctx.choose(Slot::Composition, compositions);
    let lens = if illustrated {
        None
    } else if is_product {
        Some(*ctx.choose(Slot::Lens, img.product_lenses))
    } else if is_portrait {
        Some(*ctx.choose(Slot::Lens, img.portrait_lenses))
    } else if is_landscape {
        Some(*ctx.choose(Slot::Lens, img.landscape_lenses))
    } else {
        Some(*ctx.choose(Slot::Lens, img.scene_lenses))
    };
    // Ratios and English aspect words ("9:16", "instagram") read in every language.
    let aspect = pick(&lower, img.aspects)
        .or_else(|| pick(&lower, ASPECTS))
        .unwrap_or(if is_portrait { "4:5" } else { "16:9" });
    let people = words.iter().any(|w| ph.scene.is_person(w));
    let negatives = |table: &ImagePhrases| {
        let mut negative = table.negative.to_vec();
        negative.extend(if is_logo {
            table.negative_logo
        } else if people {
            table.negative_people
        } else {
            table.negative_other
        });
        negative
    };
    let negative = negatives(img);
    let negative_en = negatives(&media_lang::phrases(Lang::En).image);
    // "Oil painting of a lighthouse" already names its style: keep only what it adds.
    let style = match style.split_once(", ") {
        // Other languages capitalise nouns ("Ölgemälde"): compare in lowercase. English keeps
        // its exact comparison, so its output stays as it was.
        Some((head, rest))
            if lower.contains(head)
                || a.lang != Lang::En && lower.contains(&head.to_lowercase()) =>
        {
            rest.to_owned()
        }
        _ => style,
    };
    let mut subject = a.sentence.trim_end_matches('.').to_owned();
    // Concrete props, setting and season: what makes this picture specific.
    let mut details: Vec<&str> = Vec::new();
    for table in [ph.scene.subjects, ph.scene.settings, ph.scene.seasons] {
        for cue in scene::cues(&lower, &words, table) {
            if !details.contains(&cue.detail) && details.len() < 3 {
                details.push(cue.detail);
            }
        }
    }
    // A logo is a mark, not a scene: props would clutter it.
    if !details.is_empty() && !is_logo {
        subject.push_str(&fill(img.featuring, &[("details", &details.join(", "))]));
    }
    if let Some(context) = ctx.context {
        subject.push_str(&fill(img.consistent_with, &[("context", context)]));
    }
    Shot {
        subject,
        style,
        lighting,
        composition,
        lens,
        aspect,
        negative,
        negative_en,
    }
}

pub fn compile(ctx: &Compile<'_>, family: ImageFamily) -> Generated {
    let ph = media_lang::phrases(ctx.analysis.lang);
    let s = plan(ctx, ph);
    let lens = s.lens.map(|l| format!(", {l}")).unwrap_or_default();
    let fields = |negative: &str| {
        [
            ("subject", s.subject.clone()),
            ("style", s.style.clone()),
            ("lighting", s.lighting.clone()),
            ("composition", s.composition.to_owned()),
            ("lens", lens.clone()),
            ("aspect", s.aspect.to_owned()),
            ("negative", negative.to_owned()),
        ]
    };
    let render = |template: &str, negative: &[&str]| {
        let fields = fields(&negative.join(", "));
        let refs: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
        fill(template, &refs)
    };
    let (prompt, parameters) = match family {
        ImageFamily::Midjourney => {
            // Midjourney's parameters are syntax, the same in every language.
            let prompt = render(
                "{subject}, {style}, {lighting}, {composition}{lens} --ar {aspect} --style raw --v 7 --no {negative}",
                &s.negative_en,
            );
            (
                prompt,
                json!({ "aspect_ratio": s.aspect, "version": "7", "style": "raw", "no": s.negative_en }),
            )
        }
        ImageFamily::StableDiffusion => {
            let (width, height) = dimensions(s.aspect, 1024);
            let prompt = render(ph.image.stable_diffusion, &s.negative_en);
            (
                prompt,
                json!({ "width": width, "height": height, "steps": 30, "cfg_scale": 6.5, "sampler": "DPM++ 2M Karras", "negative_prompt": s.negative_en.join(", ") }),
            )
        }
        ImageFamily::GptImage => {
            let size = match s.aspect {
                "1:1" => "1024x1024",
                "9:16" | "4:5" | "2:3" => "1024x1536",
                _ => "1536x1024",
            };
            let prompt = render(ph.image.gpt_image, &s.negative);
            (
                prompt,
                json!({ "model": "gpt-image-1", "size": size, "quality": "high" }),
            )
        }
    };
    let mut improvements: Vec<String> = vec![
        "Named a concrete style".into(),
        "Set the lighting".into(),
        "Fixed the composition and framing".into(),
        if s.lens.is_some() {
            "Chose a lens and depth of field".into()
        } else {
            "Kept camera settings out of an illustrated style".into()
        },
        format!("Chose a {} aspect ratio", s.aspect),
        "Added a negative prompt".into(),
        "Used the target model's parameter syntax".into(),
    ];
    if ctx.analysis.lang != Lang::En {
        improvements.push(format!(
            "Wrote the prompt in the task's language ({})",
            ctx.analysis.lang.code()
        ));
    }
    Generated {
        prompt,
        improvements,
        task_kind: "image".into(),
        parameters: Some(parameters),
    }
}

/// Pixel dimensions for an aspect ratio on a base size, rounded to multiples of 64.
fn dimensions(aspect: &str, base: u32) -> (u32, u32) {
    let (w, h) = aspect
        .split_once(':')
        .and_then(|(w, h)| Some((w.parse::<f64>().ok()?, h.parse::<f64>().ok()?)))
        .unwrap_or((1.0, 1.0));
    let area = f64::from(base * base);
    let width = (area * w / h).sqrt();
    let height = area / width;
    let round = |v: f64| ((v / 64.0).round() as u32).max(1) * 64;
    (round(width), round(height))
}

#[cfg(test)]
mod tests {
    #[test]
    fn dimensions_keep_the_ratio_and_area() {
        assert_eq!(super::dimensions("1:1", 1024), (1024, 1024));
        assert_eq!(super::dimensions("16:9", 1024), (1344, 768));
        assert_eq!(super::dimensions("9:16", 1024), (768, 1344));
    }
}
