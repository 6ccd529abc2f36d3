//! Quality rules for the offline engine, in the spirit of the product's prompt-quality suite:
//! the user's details are kept, the task is understood as the right kind, nothing is left
//! for a person to fill in, media prompts talk only to the model, and the prompt is written
//! in the task's language. The cases use their own subjects, so that the rules, not the
//! examples, are what is tested.

use superprompt_engine::{
    Generator, ImageFamily, Request, Tier, VideoModel, offline::OfflineEngine,
};

const PRIMER: Generator = Generator::Text(Tier::Primer);
const AMPLIFIER: Generator = Generator::Text(Tier::Amplifier);
const MASTERMIND: Generator = Generator::Text(Tier::Mastermind);
const MIDJOURNEY: Generator = Generator::Image(ImageFamily::Midjourney);
const GPT_IMAGE: Generator = Generator::Image(ImageFamily::GptImage);
const VEO: Generator = Generator::Video(VideoModel::Veo3);
const SORA: Generator = Generator::Video(VideoModel::Sora2);

/// Phrases no prompt may contain: leftovers meant for a person.
const NEVER: &[&str] = &["[fill in", "lorem ipsum"];

/// Words no prompt may contain, matched as whole words in any case ("todos" is fine).
const NEVER_WORDS: &[&str] = &["todo"];

/// Phrases a media prompt may not contain: they address a person, not the model.
const NOT_MODEL_FACING: &[&str] = &[
    "(for example",
    "e.g.",
    "describe each with",
    "drawn from the scene",
    "The subject performs",
    "the subject carries",
];

/// English labels and connectives that must not appear in an image or video prompt written
/// in another language (matched case-insensitively).
const ENGLISH_MEDIA_WORDS: &[&str] = &[
    "Camera:",
    "Lighting:",
    "Style:",
    "Sound:",
    "Audio:",
    "Look:",
    "Dialogue:",
    "Shot 1",
    "Create an image",
    "Avoid:",
    "featuring",
    " says:",
    "aspect ratio",
    "no music",
];

/// How many variants of each case are held to the rules.
const VARIANTS_CHECKED: u32 = 4;

struct Case {
    generator: Generator,
    task: &'static str,
    keep: &'static [&'static str],
    /// At least one of each group must appear.
    want_any: &'static [&'static [&'static str]],
    avoid: &'static [&'static str],
    kind: Option<&'static str>,
    /// An image or video prompt in a language other than English: no English label.
    foreign_media: bool,
}

const fn case(generator: Generator, task: &'static str) -> Case {
    Case {
        generator,
        task,
        keep: &[],
        want_any: &[],
        avoid: &[],
        kind: None,
        foreign_media: false,
    }
}

/// An image or video case in a language other than English.
const fn foreign(generator: Generator, task: &'static str) -> Case {
    Case {
        foreign_media: true,
        ..case(generator, task)
    }
}

fn cases() -> Vec<Case> {
    vec![
        Case {
            keep: &["dog", "forest", "autumn"],
            want_any: &[&["trees", "leaves", "moss"], &["runs"]],
            ..case(VEO, "a dog running through a forest in autumn, 8 seconds")
        },
        Case {
            keep: &["fisherman", "we need to head back"],
            want_any: &[&["says", "tells"], &["\"We need to head back"]],
            ..case(
                VEO,
                "a fisherman tells his son we need to head back before the storm",
            )
        },
        Case {
            keep: &["child", "birthday candles", "laughs"],
            want_any: &[&["Shot 2"]],
            ..case(
                SORA,
                "a child blowing out birthday candles at a kitchen table, then laughing",
            )
        },
        Case {
            keep: &["desert", "sunset"],
            want_any: &[&["dunes", "sand"]],
            ..case(SORA, "drone shot over a desert at sunset, 12 seconds")
        },
        Case {
            keep: &["coffee", "hero"],
            want_any: &[&["cup", "beans", "steam"], &["headline"]],
            ..case(MIDJOURNEY, "a landing page hero image for a coffee brand")
        },
        Case {
            keep: &["bakery", "spring"],
            want_any: &[&["loaves", "croissants", "bread"], &["blossoms"]],
            ..case(MIDJOURNEY, "a flyer for a bakery's spring opening")
        },
        Case {
            keep: &["watercolor", "fox", "snowy forest"],
            avoid: &["mm lens", "f/"],
            ..case(
                GPT_IMAGE,
                "watercolor illustration of a fox in a snowy forest",
            )
        },
        Case {
            keep: &["dinosaur party", "6 year old"],
            avoid: &["Write for my 6 year old"],
            kind: Some("planning"),
            ..case(PRIMER, "plan a dinosaur party for my 6 year old")
        },
        Case {
            keep: &["PostgreSQL", "MongoDB", "50 million row event log"],
            avoid: &["copywriter", "{{AUDIENCE}}", "{{SUBJECT}}"],
            kind: Some("analysis"),
            ..case(
                MASTERMIND,
                "Compare PostgreSQL and MongoDB for a 50 million row event log with ad hoc analytics",
            )
        },
        Case {
            keep: &["welcome email", "meal-kit service", "busy parents"],
            avoid: &["{{PRODUCT}}", "{{SENDER_PRODUCT}}", "{{RECIPIENT}}"],
            kind: Some("email"),
            ..case(
                MASTERMIND,
                "write a welcome email for busy parents who just joined our meal-kit service",
            )
        },
        Case {
            keep: &["robot", "library"],
            want_any: &[&["image-generation", "image prompt"]],
            avoid: &["three copy variants", "senior software engineer"],
            kind: Some("image"),
            ..case(AMPLIFIER, "an image of a robot reading in a library")
        },
        Case {
            keep: &["waves", "rocks"],
            want_any: &[&["video-generation", "clip"]],
            kind: Some("video"),
            ..case(
                PRIMER,
                "a 10 second clip of waves crashing on rocks for Instagram",
            )
        },
        Case {
            keep: &["three slogans", "vegan pizza place"],
            kind: Some("marketing"),
            ..case(PRIMER, "three slogans for a vegan pizza place")
        },
        Case {
            keep: &["seven", "podcast"],
            want_any: &[&["exactly seven"]],
            ..case(AMPLIFIER, "seven episode titles for a gardening podcast")
        },
        Case {
            keep: &["egg", "soft-boiled"],
            avoid: &["Tailor every choice", "Length: long"],
            ..case(
                PRIMER,
                "how long should I cook an egg for a soft-boiled yolk?",
            )
        },
        Case {
            keep: &["jefe", "viernes"],
            want_any: &[&["Eres", "Tarea"]],
            avoid: &["You are a", "Output format", "Requirements:"],
            ..case(
                PRIMER,
                "escribe un correo a mi jefe para pedir el viernes libre",
            )
        },
        Case {
            keep: &["lettre de motivation", "comptable"],
            want_any: &[&["Tu es", "Tâche"]],
            avoid: &["You are a", "Output Format", "# Steps"],
            ..case(
                AMPLIFIER,
                "écris une lettre de motivation pour un poste de comptable",
            )
        },
        Case {
            keep: &["Geburtstag", "Oma"],
            want_any: &[&["Du bist", "Aufgabe"]],
            avoid: &["You are a", "Output format"],
            ..case(
                MASTERMIND,
                "schreibe ein kurzes Gedicht zum Geburtstag meiner Oma",
            )
        },
        Case {
            keep: &["receitas", "jantar"],
            want_any: &[&["Você é", "Tarefa"]],
            avoid: &["You are a", "Requirements:"],
            ..case(
                PRIMER,
                "sugira cinco receitas rápidas para o jantar de uma família",
            )
        },
        Case {
            keep: &["poesia", "mare"],
            want_any: &[&["Sei", "Compito"]],
            avoid: &["You are a", "Requirements:"],
            ..case(PRIMER, "scrivi una poesia sul mare d'inverno per mia madre")
        },
        Case {
            keep: &["faro", "tormenta"],
            want_any: &[&["generación de imágenes"]],
            avoid: &["You are a"],
            kind: Some("image"),
            ..case(PRIMER, "una imagen de un faro en una tormenta para mi blog")
        },
        Case {
            keep: &["yoga retreat", "Bali"],
            want_any: &[&["image-generation"]],
            avoid: &["copywriter"],
            kind: Some("image"),
            ..case(AMPLIFIER, "a flyer for a yoga retreat in Bali")
        },
        Case {
            keep: &["toast", "sister's wedding"],
            avoid: &["Write for my sister"],
            ..case(PRIMER, "write a toast for my sister's wedding")
        },
        Case {
            keep: &["time-tracking tool", "lawyers"],
            avoid: &["{{AUDIENCE}}", "{{PRODUCT}}"],
            ..case(
                MASTERMIND,
                "write a launch tweet for our time-tracking tool for lawyers",
            )
        },
        Case {
            keep: &["charcoal", "fisherman"],
            avoid: &["mm lens", "f/"],
            ..case(
                MIDJOURNEY,
                "charcoal drawing of an old fisherman mending nets",
            )
        },
        Case {
            keep: &["poema"],
            want_any: &[&["Eres", "Actúa como", "Asume el papel"]],
            ..case(PRIMER, "escribe un poema")
        },
        Case {
            keep: &["a haiku"],
            want_any: &[&["Write a haiku"]],
            ..case(PRIMER, "haiku")
        },
        // Image and video prompts in the task's language: the user's words kept, the labels
        // and craft in that language, no English label.
        Case {
            keep: &["festival de jazz", "playa", "atardecer"],
            want_any: &[&["arena mojada", "olas"], &["título", "titular"]],
            ..foreign(
                MIDJOURNEY,
                "un cartel para un festival de jazz en la playa al atardecer",
            )
        },
        Case {
            keep: &["abuela", "cocina"],
            want_any: &[&["Crea una imagen"], &["Iluminación:"], &["Evita:"]],
            ..foreign(GPT_IMAGE, "retrato de una abuela en su cocina")
        },
        Case {
            keep: &["perro", "bosque", "otoño"],
            want_any: &[&["Cámara:"], &["Sonido:"], &["árboles", "hojas"]],
            avoid: &["6 segundos"],
            ..foreign(VEO, "un perro corre por un bosque en otoño, 6 segundos")
        },
        Case {
            keep: &["pescador", "puerto"],
            want_any: &[&["Plano 2"], &["Luego la abraza"], &["Sonido:"]],
            avoid: &["12 segundos"],
            ..foreign(
                SORA,
                "un pescador arregla sus redes en el puerto y luego la abraza, 12 segundos",
            )
        },
        Case {
            keep: &["boulangerie", "printemps"],
            want_any: &[&["miches", "croissants"], &["fleurs"], &["titre"]],
            ..foreign(MIDJOURNEY, "une affiche pour une boulangerie au printemps")
        },
        Case {
            keep: &["aquarelle", "renard", "neige"],
            want_any: &[&["Crée une image"], &["Éclairage :"]],
            avoid: &["mm à f/"],
            ..foreign(GPT_IMAGE, "aquarelle d'un renard dans la neige")
        },
        Case {
            keep: &["infirmière", "On a réussi", "hôpital"],
            want_any: &[
                &["L'infirmière dit : « On a réussi »"],
                &["Caméra :"],
                &["Son :"],
            ],
            ..foreign(
                VEO,
                "une infirmière dit « On a réussi » dans un couloir d'hôpital la nuit",
            )
        },
        Case {
            keep: &["drone", "village", "montagne"],
            want_any: &[&["Plan 3"], &["Son :"], &["neige"]],
            avoid: &["12 secondes"],
            ..foreign(
                SORA,
                "plan aérien au drone au-dessus d'un village de montagne enneigé, 12 secondes",
            )
        },
        Case {
            keep: &["Café", "Herbst", "Aquarell"],
            want_any: &[&["Espressomaschine", "Tasse"], &["Laub"], &["Titel"]],
            avoid: &["mm-Objektiv"],
            ..foreign(MIDJOURNEY, "ein Plakat für ein Café im Herbst, Aquarell")
        },
        Case {
            keep: &["Kopfhörern", "weißem Hintergrund"],
            want_any: &[
                &["Erstelle ein Bild"],
                &["Makroobjektiv", "90-mm-Objektiv"],
                &["Licht:"],
            ],
            ..foreign(
                GPT_IMAGE,
                "Produktfoto von Kopfhörern auf weißem Hintergrund",
            )
        },
        Case {
            keep: &["Hund", "Strand", "Sonnenaufgang"],
            want_any: &[&["Kamera:"], &["Ton:"], &["Sand", "Wellen"]],
            avoid: &["4 Sekunden"],
            ..foreign(
                VEO,
                "ein Hund rennt am Strand bei Sonnenaufgang, 4 Sekunden",
            )
        },
        Case {
            keep: &["Bäckerin", "Teig"],
            want_any: &[
                &["Einstellung 2"],
                &["Dann lächelt sie"],
                &["Die Bäckerin hat in jeder Einstellung"],
            ],
            avoid: &["8 Sekunden"],
            ..foreign(
                SORA,
                "eine Bäckerin knetet Teig in einer kleinen Bäckerei und dann lächelt sie, 8 Sekunden",
            )
        },
        Case {
            keep: &["pizzaria", "verão"],
            want_any: &[&["muçarela", "manjericão"], &["título", "texto"]],
            ..foreign(MIDJOURNEY, "um anúncio para uma pizzaria no verão")
        },
        Case {
            keep: &["mascote", "ciclismo"],
            want_any: &[&["Crie uma imagem"], &["corpo inteiro"], &["Evite:"]],
            avoid: &["mm em f/"],
            ..foreign(GPT_IMAGE, "um mascote fofo para um clube de ciclismo")
        },
        Case {
            keep: &["cavalo", "galopando", "praia", "nascer do sol"],
            want_any: &[&["Câmera:"], &["Som:"], &["areia", "ondas"]],
            avoid: &["6 segundos"],
            ..foreign(
                VEO,
                "um cavalo galopando numa praia ao nascer do sol, 6 segundos",
            )
        },
        Case {
            keep: &["menina", "Olha a neve!"],
            want_any: &[
                &["A menina diz: \"Olha a neve!\""],
                &["Diálogo:"],
                &["Som:"],
            ],
            ..foreign(
                SORA,
                "uma menina diz \"Olha a neve!\" na janela da casa no inverno",
            )
        },
        Case {
            keep: &["concerto", "lago"],
            want_any: &[&["palco", "canne"], &["titolo"]],
            ..foreign(
                MIDJOURNEY,
                "una locandina per un concerto jazz in riva al lago",
            )
        },
        Case {
            keep: &["faro", "tempesta", "olio"],
            want_any: &[&["Crea un'immagine"], &["Luce:"]],
            avoid: &["mm a f/"],
            ..foreign(GPT_IMAGE, "dipinto a olio di un faro durante una tempesta")
        },
        Case {
            keep: &["gatto", "davanzale"],
            want_any: &[&["Ripresa:"], &["Suono:"], &["pioggia"]],
            avoid: &["8 secondi"],
            ..foreign(
                VEO,
                "un gatto dorme sul davanzale mentre fuori piove, 8 secondi",
            )
        },
        Case {
            keep: &["cuoco", "trattoria", "sugo"],
            want_any: &[
                &["Inquadratura 2"],
                &["Poi assaggia"],
                &["Il cuoco mantiene"],
            ],
            avoid: &["12 secondi"],
            ..foreign(
                SORA,
                "un cuoco prepara la pasta in una trattoria e poi assaggia il sugo, 12 secondi",
            )
        },
    ]
}

#[test]
fn every_case_keeps_the_details_and_follows_the_rules() {
    let mut failures = Vec::new();
    // Every variant ("Try again") must be as good as the first.
    for (c, variant) in cases()
        .iter()
        .flat_map(|c| (0..VARIANTS_CHECKED).map(move |v| (c, v)))
    {
        let g = OfflineEngine
            .generate(&Request::new(c.generator, c.task).with_variant(variant))
            .expect("generates");
        let text = &g.prompt;
        let low = text.to_lowercase();
        let mut problems = Vec::new();
        for term in c.keep {
            if !low.contains(&term.to_lowercase()) {
                problems.push(format!("lost {term:?}"));
            }
        }
        for group in c.want_any {
            if !group.iter().any(|w| low.contains(&w.to_lowercase())) {
                problems.push(format!("none of {group:?}"));
            }
        }
        let model_facing = matches!(c.generator, Generator::Image(_) | Generator::Video(_));
        let avoid = NEVER
            .iter()
            .chain(c.avoid)
            .chain(if model_facing {
                NOT_MODEL_FACING
            } else {
                Default::default()
            })
            .chain(if c.foreign_media {
                ENGLISH_MEDIA_WORDS
            } else {
                Default::default()
            });
        for phrase in avoid {
            if low.contains(&phrase.to_lowercase()) {
                problems.push(format!("contains {phrase:?}"));
            }
        }
        for word in NEVER_WORDS {
            if low
                .split(|c: char| !c.is_alphanumeric())
                .any(|w| w == *word)
            {
                problems.push(format!("contains the word {word:?}"));
            }
        }
        if text
            .trim_start()
            .chars()
            .next()
            .is_some_and(char::is_lowercase)
        {
            problems.push("starts with a lowercase fragment".to_owned());
        }
        if let Some(kind) = c.kind
            && g.task_kind != kind
        {
            problems.push(format!("read as {} instead of {kind}", g.task_kind));
        }
        if !problems.is_empty() {
            failures.push(format!(
                "{:?} {:?} (variant {variant}): {}\n{text}",
                c.generator,
                c.task,
                problems.join("; ")
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn given_inputs_are_never_placeholders() {
    // Every variable Mastermind prints is one the task left open, with an assumption.
    for task in [
        "write a cold email to a CTO about our invoicing API",
        "explain photosynthesis to a 12 year old",
        "compare React and Svelte for a small internal dashboard",
        "plan a product launch for our note-taking app",
    ] {
        let g = OfflineEngine
            .generate(&Request::new(MASTERMIND, task))
            .unwrap();
        for line in g.prompt.lines().filter(|l| l.starts_with("- {{")) {
            assert!(line.contains("assume"), "{task}: {line}");
        }
        assert!(!g.prompt.contains("[fill in"), "{task}");
    }
}

#[test]
fn letters_whose_lowercase_changes_length_are_safe() {
    // Positions found in the lowercase text index the original: "İ" must not break that.
    for generator in [
        PRIMER, AMPLIFIER, MASTERMIND, MIDJOURNEY, GPT_IMAGE, VEO, SORA,
    ] {
        for task in [
            "write a cold email to İSTANBUL TEKSTİL about our İPLİK app for new users of İzmir",
            "You are İ. Plan a trip for my İİ parents to a İ shop's İ sale",
            "a İ dog running through a forest tells her students we İ made it",
        ] {
            let g = OfflineEngine
                .generate(&Request::new(generator, task))
                .unwrap();
            assert!(!g.prompt.is_empty());
        }
    }
}

#[test]
fn try_again_gives_another_prompt_that_keeps_what_the_user_stated() {
    let tasks = [
        (
            PRIMER,
            "write a cold email to a CTO about our invoicing API, friendly tone",
        ),
        (
            AMPLIFIER,
            "schreibe eine freundliche Absage an einen Bewerber",
        ),
        (
            MASTERMIND,
            "plan a 3 day team offsite in Porto for 12 engineers",
        ),
        (MIDJOURNEY, "a landing page hero image for a coffee brand"),
        (GPT_IMAGE, "watercolor painting of a lighthouse in a storm"),
        (VEO, "a cat surfing at sunset, 8 seconds"),
        (SORA, "a barista pours latte art in a small cafe"),
        (
            Generator::Json,
            "summarise customer reviews of our headphones as a table",
        ),
        (VEO, "un gato surfeando al atardecer, 8 segundos"),
        (
            MIDJOURNEY,
            "une affiche pour un festival de jazz à Montréal",
        ),
        (SORA, "un cane corre su una spiaggia all'alba, 8 secondi"),
    ];
    for (generator, task) in tasks {
        let prompts: Vec<String> = (0..6)
            .map(|v| {
                OfflineEngine
                    .generate(&Request::new(generator, task).with_variant(v))
                    .unwrap()
                    .prompt
            })
            .collect();
        for pair in prompts.windows(2) {
            assert_ne!(
                pair[0], pair[1],
                "{generator:?} {task:?}: two variants in a row are equal"
            );
        }
        let (default, others) = prompts.split_first().expect("variants were generated");
        for (v, prompt) in (1..).zip(others) {
            assert_ne!(
                prompt, default,
                "{generator:?} {task:?}: variant {v} is the default"
            );
        }
        // What the user stated survives every variant: the style, the light, the duration.
        if task.contains("watercolor") {
            assert!(
                prompts
                    .iter()
                    .all(|p| p.contains("watercolor") && p.contains("storm"))
            );
        }
        if task.contains("sunset") {
            assert!(prompts.iter().all(|p| p.to_lowercase().contains("sunset")));
        }
        if task.contains("friendly") {
            assert!(prompts.iter().all(|p| p.contains("friendly tone")));
        }
    }
}

#[test]
fn mastermind_plans_and_reviews_out_of_the_answer_unless_asked() {
    for task in [
        "compare PostgreSQL and MongoDB for an event log with ad hoc analytics",
        "planifica una fiesta de cumpleaños para 20 niños",
    ] {
        let quiet = OfflineEngine
            .generate(&Request::new(MASTERMIND, task))
            .unwrap();
        assert!(quiet.prompt.contains("<plan>") && quiet.prompt.contains("<review>"));
        assert!(
            !quiet.prompt.contains("<thinking>") && !quiet.prompt.contains("<critique>"),
            "{}",
            quiet.prompt
        );
        let shown = OfflineEngine
            .generate(&Request::new(MASTERMIND, task).with_reasoning_shown(true))
            .unwrap();
        assert!(
            shown.prompt.contains("<thinking>") && shown.prompt.contains("<critique>"),
            "{}",
            shown.prompt
        );
    }
    let english = OfflineEngine
        .generate(&Request::new(MASTERMIND, "plan a product launch"))
        .unwrap();
    assert!(english.prompt.contains("no plan, no scores"));
    assert!(
        english
            .improvements
            .iter()
            .any(|i| i == "Kept the plan and the critique out of the answer")
    );
}

#[test]
fn primer_keeps_every_requirement_the_user_stated() {
    let g = OfflineEngine
        .generate(&Request::new(
            PRIMER,
            "write 3 short LinkedIn posts for founders about hiring, in a witty tone, under 100 words each, as bullet points",
        ))
        .unwrap();
    for stated in ["founders", "witty", "100 words", "bullet points"] {
        assert!(g.prompt.contains(stated), "lost {stated:?}:\n{}", g.prompt);
    }
}

#[test]
fn durations_in_other_languages_are_read_and_kept_out_of_the_prose() {
    // (task, Veo seconds, Sora seconds, the duration as written)
    for (task, veo, sora, written) in [
        (
            "una ola rompe contra las rocas, 4 segundos",
            4,
            4,
            "4 segundos",
        ),
        (
            "une vague se brise sur les rochers, 6 secondes",
            6,
            8,
            "6 secondes",
        ),
        (
            "eine Welle bricht an den Felsen, 10 Sekunden lang",
            8,
            12,
            "10 Sekunden",
        ),
        (
            "uma onda quebra nas pedras, vídeo de 12 segundos",
            8,
            12,
            "12 segundos",
        ),
        (
            "un'onda si infrange sugli scogli, 5 secondi",
            6,
            4,
            "5 secondi",
        ),
        ("un gato salta a la ventana de la cocina, 3s", 4, 4, "3s"),
    ] {
        for (model, want) in [(VideoModel::Veo3, veo), (VideoModel::Sora2, sora)] {
            let g = OfflineEngine
                .generate(&Request::new(Generator::Video(model), task))
                .unwrap();
            let p = g.parameters.unwrap();
            let got = match model {
                VideoModel::Veo3 => p["durationSeconds"].as_u64().unwrap(),
                VideoModel::Sora2 => p["seconds"].as_str().unwrap().parse().unwrap(),
            };
            assert_eq!(got, want, "{model:?} {task}");
            assert!(
                !g.prompt.contains(written),
                "{model:?} {task}:\n{}",
                g.prompt
            );
            assert!(
                !g.prompt.contains(" vídeo.") && !g.prompt.contains(" lang."),
                "{model:?} {task}: a clip word was left behind:\n{}",
                g.prompt
            );
        }
    }
}

#[test]
fn a_language_outside_the_six_falls_back_to_english_around_the_verbatim_task() {
    let task = "kot surfujący o zachodzie słońca";
    for generator in [MIDJOURNEY, GPT_IMAGE, VEO, SORA] {
        let g = OfflineEngine
            .generate(&Request::new(generator, task))
            .unwrap();
        assert!(
            g.prompt.contains("Kot surfujący o zachodzie słońca"),
            "{}",
            g.prompt
        );
        let english = ["Camera:", "Look:", "Create an image", "--ar"];
        assert!(
            english.iter().any(|w| g.prompt.contains(w)),
            "{generator:?}: {}",
            g.prompt
        );
    }
}

#[test]
fn midjourney_and_stable_diffusion_negatives_stay_english_gpt_image_follows_the_task() {
    let task = "retrato de una abuela en su cocina";
    let mj = OfflineEngine
        .generate(&Request::new(MIDJOURNEY, task))
        .unwrap();
    assert!(mj.prompt.contains("--no blurry"), "{}", mj.prompt);
    let sd = OfflineEngine
        .generate(&Request::new(
            Generator::Image(ImageFamily::StableDiffusion),
            task,
        ))
        .unwrap();
    assert!(
        sd.prompt.contains("Negative prompt: blurry"),
        "{}",
        sd.prompt
    );
    let gpt = OfflineEngine
        .generate(&Request::new(GPT_IMAGE, task))
        .unwrap();
    assert!(gpt.prompt.contains("Evita: borroso"), "{}", gpt.prompt);
    assert!(!gpt.prompt.contains("blurry"), "{}", gpt.prompt);
}
