//! Golden outputs of the offline engine: a dozen descriptions across task types and tiers.
//! Review changes with `cargo insta review` (or `INSTA_UPDATE=always cargo test` and read the
//! diff): these files are the engine's behaviour, so a change here is a product change.

use superprompt_engine::{
    Generator, ImageFamily, Request, Tier, VideoModel, offline::OfflineEngine,
};

fn render(request: Request) -> String {
    let generated = OfflineEngine.generate(&request).expect("generates");
    let mut out = format!(
        "task_kind: {}\n\n{}\n",
        generated.task_kind, generated.prompt
    );
    if let Some(parameters) = generated.parameters {
        out.push_str(&format!(
            "\nparameters: {}\n",
            serde_json::to_string_pretty(&parameters).unwrap()
        ));
    }
    out.push_str(&format!(
        "\nimprovements:\n- {}\n",
        generated.improvements.join("\n- ")
    ));
    out
}

macro_rules! golden {
    ($name:ident, $generator:expr, $description:expr) => {
        #[test]
        fn $name() {
            insta::assert_snapshot!(render(Request::new($generator, $description)));
        }
    };
}

golden!(
    cold_email_primer,
    Generator::Text(Tier::Primer),
    "write a cold email to a CTO about our API"
);
golden!(
    cold_email_amplifier,
    Generator::Text(Tier::Amplifier),
    "write a cold email to a CTO about our API"
);
golden!(
    cold_email_mastermind,
    Generator::Text(Tier::Mastermind),
    "write a cold email to a CTO about our API"
);
golden!(
    code_amplifier,
    Generator::Text(Tier::Amplifier),
    "python function that removes duplicate rows from a csv file"
);
golden!(
    analysis_mastermind,
    Generator::Text(Tier::Mastermind),
    "compare postgres and sqlite for a small SaaS, as a table"
);
golden!(
    learning_primer,
    Generator::Text(Tier::Primer),
    "explain how vaccines work to a 10 year old"
);
golden!(
    marketing_amplifier,
    Generator::Text(Tier::Amplifier),
    "playful linkedin post announcing our product launch"
);
golden!(
    vague_general_amplifier,
    Generator::Text(Tier::Amplifier),
    "help me"
);
golden!(
    image_midjourney,
    Generator::Image(ImageFamily::Midjourney),
    "a lighthouse on a cliff at golden hour"
);
golden!(
    image_gpt,
    Generator::Image(ImageFamily::GptImage),
    "minimalist logo for a coffee shop called Bean There"
);
golden!(
    veo_dialogue,
    Generator::Video(VideoModel::Veo3),
    "a chef in a busy kitchen says \"Order up!\" 6 second clip"
);
golden!(
    sora_drone,
    Generator::Video(VideoModel::Sora2),
    "drone shot over a misty forest at sunrise, 12 seconds"
);
// One image and one video prompt per language other than English: everything around the
// user's words is in the task's language.
golden!(
    es_image_gpt,
    Generator::Image(ImageFamily::GptImage),
    "una cafetería pequeña en una calle de Sevilla al amanecer"
);
golden!(
    es_veo,
    Generator::Video(VideoModel::Veo3),
    "un gato surfeando al atardecer, 8 segundos"
);
golden!(
    fr_image_midjourney,
    Generator::Image(ImageFamily::Midjourney),
    "aquarelle d'un phare breton sous la pluie"
);
golden!(
    fr_sora,
    Generator::Video(VideoModel::Sora2),
    "un chef dans une cuisine animée dit « Service ! », puis sourit, 12 secondes"
);
golden!(
    de_image_midjourney,
    Generator::Image(ImageFamily::Midjourney),
    "ein Leuchtturm an der Küste bei Sonnenuntergang, Ölgemälde"
);
golden!(
    de_veo,
    Generator::Video(VideoModel::Veo3),
    "Drohnenflug über ein verschneites Bergdorf in der Nacht, 6 Sekunden"
);
golden!(
    pt_image_gpt,
    Generator::Image(ImageFamily::GptImage),
    "um banner para uma sorveteria na praia no verão"
);
golden!(
    pt_sora,
    Generator::Video(VideoModel::Sora2),
    "uma menina diz \"Olha a neve!\" na janela da casa no inverno"
);
golden!(
    it_image_midjourney,
    Generator::Image(ImageFamily::Midjourney),
    "ritratto di un pescatore al porto, luce del tramonto"
);
golden!(
    it_veo,
    Generator::Video(VideoModel::Veo3),
    "un cane corre su una spiaggia all'alba, 4 secondi"
);
golden!(
    json_data,
    Generator::Json,
    "extract names, dates and totals from invoices"
);

#[test]
fn context_is_injected() {
    let request = Request::new(
        Generator::Text(Tier::Amplifier),
        "write a product update email",
    )
    .with_context("We are Acme, a 12-person team building invoicing software for plumbers.");
    let generated = OfflineEngine.generate(&request).unwrap();
    assert!(generated.prompt.contains("invoicing software for plumbers"));
    assert!(
        generated
            .improvements
            .iter()
            .any(|i| i.contains("saved context"))
    );
}

#[test]
fn tiers_differ_in_visible_depth() {
    let text = |tier| {
        OfflineEngine
            .generate(&Request::new(
                Generator::Text(tier),
                "write a blog post about remote work",
            ))
            .unwrap()
    };
    let (primer, amplifier, mastermind) = (
        text(Tier::Primer),
        text(Tier::Amplifier),
        text(Tier::Mastermind),
    );
    assert!(
        primer.prompt.len() < amplifier.prompt.len()
            && amplifier.prompt.len() < mastermind.prompt.len()
    );
    assert!(!primer.prompt.contains("# Steps") && amplifier.prompt.contains("# Steps"));
    assert!(amplifier.prompt.contains("# Assumptions") && !primer.prompt.contains("Assumptions"));
    assert!(mastermind.prompt.contains("<plan>") && mastermind.prompt.contains("<review>"));
    assert!(primer.improvements.len() < amplifier.improvements.len());
    assert!(amplifier.improvements.len() < mastermind.improvements.len());
}

#[test]
fn video_parameters_stay_out_of_the_prose() {
    for model in [VideoModel::Veo3, VideoModel::Sora2] {
        let g = OfflineEngine
            .generate(&Request::new(
                Generator::Video(model),
                "a cat jumps onto a windowsill, 10 seconds",
            ))
            .unwrap();
        let prose = g.prompt.to_lowercase();
        for parameter in [
            "durationseconds",
            "aspectratio",
            "sora-2",
            "veo-3",
            "1280x720",
            "model:",
        ] {
            assert!(
                !prose.contains(parameter),
                "{model:?} prose contains {parameter}"
            );
        }
        let p = g.parameters.unwrap();
        match model {
            VideoModel::Veo3 => assert_eq!(p["durationSeconds"], 8),
            VideoModel::Sora2 => assert_eq!(p["seconds"], "12"),
        }
    }
}

#[test]
fn json_prompts_are_valid_json() {
    let g = OfflineEngine
        .generate(&Request::new(
            Generator::Json,
            "summarise meeting notes for my manager",
        ))
        .unwrap();
    let value: serde_json::Value = serde_json::from_str(&g.prompt).unwrap();
    assert_eq!(value["audience"], "my manager");
    assert!(value["steps"].as_array().unwrap().len() >= 3);
}

#[test]
fn empty_descriptions_are_refused() {
    for text in ["", "   ", "?!.", "\"\""] {
        assert_eq!(
            OfflineEngine.generate(&Request::new(Generator::Text(Tier::Primer), text)),
            Err(superprompt_engine::Error::EmptyDescription),
            "{text:?}"
        );
    }
}
