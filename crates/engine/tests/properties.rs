//! Properties on arbitrary input: the engine never panics, never returns an empty prompt, and
//! keeps its output bounded, for every generator.

use proptest::prelude::*;
use superprompt_engine::{
    Error, Generator, ImageFamily, Request, Tier, VideoModel, offline::OfflineEngine,
};

const GENERATORS: [Generator; 8] = [
    Generator::Text(Tier::Primer),
    Generator::Text(Tier::Amplifier),
    Generator::Text(Tier::Mastermind),
    Generator::Image(ImageFamily::Midjourney),
    Generator::Image(ImageFamily::StableDiffusion),
    Generator::Image(ImageFamily::GptImage),
    Generator::Video(VideoModel::Veo3),
    Generator::Video(VideoModel::Sora2),
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn never_panics_never_empty_always_bounded(
        description in "\\PC{0,300}|[a-z \"0-9]{0,80}",
        context in proptest::option::of("\\PC{0,200}"),
        which in 0usize..9,
    ) {
        let generator = GENERATORS.get(which).copied().unwrap_or(Generator::Json);
        let mut request = Request::new(generator, description.clone());
        request.context = context.clone();
        match OfflineEngine.generate(&request) {
            Ok(generated) => {
                prop_assert!(!generated.prompt.trim().is_empty());
                prop_assert!(!generated.improvements.is_empty());
                let input = description.len() + context.as_ref().map_or(0, String::len);
                prop_assert!(generated.prompt.len() <= 8_000 + 3 * input, "{} bytes", generated.prompt.len());
            }
            Err(Error::EmptyDescription) => {
                prop_assert!(!description.chars().any(char::is_alphanumeric));
            }
        }
    }

    #[test]
    fn deterministic(description in "[a-zA-Z ,.\"0-9]{1,120}", which in 0usize..9) {
        let generator = GENERATORS.get(which).copied().unwrap_or(Generator::Json);
        let request = Request::new(generator, description);
        prop_assert_eq!(OfflineEngine.generate(&request), OfflineEngine.generate(&request));
    }

    #[test]
    fn deterministic_per_variant_and_each_try_again_differs(
        description in "[a-zA-Z][a-zA-Z ,.0-9]{3,120}",
        which in 0usize..9,
        variant in 0u32..1000,
    ) {
        let generator = GENERATORS.get(which).copied().unwrap_or(Generator::Json);
        let this = Request::new(generator, description.clone()).with_variant(variant);
        let next = Request::new(generator, description).with_variant(variant + 1);
        let (a, b) = (OfflineEngine.generate(&this), OfflineEngine.generate(&next));
        prop_assert_eq!(&a, &OfflineEngine.generate(&this));
        if let (Ok(a), Ok(b)) = (a, b) {
            prop_assert_ne!(a.prompt, b.prompt);
        }
    }
}
