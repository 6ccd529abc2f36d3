//! The arguments of a generation, parsed once for every door: the eight generate* mutations
//! (each with the spec's own argument names) and the `streamGeneration` subscription (one
//! operation that names its generator). Each door fills in [`GenerationArgs`]; [`parse`]
//! turns them into what the use case takes, with the same checks, messages and `field`
//! names whichever door was used.
//!
//! [`parse`]: GenerationArgs::parse

use async_graphql::ID;
use domain::{
    ValidationError,
    generation::{ComparisonId, Description, GeneratorKind, Variant},
    media::ReferenceImage,
};
use engine::ImageFamily;

use crate::{
    api::object::generation::ImageModel,
    app::{
        Error,
        generation::{ContextChoice, GenerationOptions},
    },
};

/// A generation as a client asked for it, before any check.
#[derive(Debug, Clone)]
pub struct GenerationArgs {
    pub kind: GeneratorKind,
    /// The task (`description`; `taskOrPrompt` for JSON prompts).
    pub description: String,
    /// One of the caller's Context Genies; with neither this nor `no_context`, the active one.
    pub context_id: Option<ID>,
    /// No Context Genie, even if one is active.
    pub no_context: bool,
    /// Which version of the prompt, 0 to 999 ("Try again" asks for the next).
    pub variant: i64,
    /// Mastermind only: print the plan and the critique in the answer.
    pub show_reasoning: bool,
    /// Image prompts only (Midjourney when not given).
    pub model: Option<ImageModel>,
    /// Veo 3 only: the first frame, base64 or a data URL.
    pub image_base64: Option<String>,
    /// The id shared by the generations of one side-by-side comparison.
    pub comparison_id: Option<ID>,
}

/// What the generation use case takes.
#[derive(Debug)]
pub struct ParsedGeneration {
    pub kind: GeneratorKind,
    pub description: Description,
    pub options: GenerationOptions,
}

impl GenerationArgs {
    /// A generation of `kind` with every option at its default.
    pub fn new(kind: GeneratorKind, description: String) -> Self {
        Self {
            kind,
            description,
            context_id: None,
            no_context: false,
            variant: 0,
            show_reasoning: false,
            model: None,
            image_base64: None,
            comparison_id: None,
        }
    }

    /// Checks every argument. Errors are BAD_USER_INPUT with `field` set to the argument's
    /// GraphQL name. (Whether `showReasoning` fits the generator is the use case's rule.)
    pub fn parse(self) -> Result<ParsedGeneration, Error> {
        let kind = self.kind;
        let context = ContextChoice::from_args(self.context_id.map(|id| id.0), self.no_context)?;
        let variant = Variant::parse(self.variant, "variant")?;
        let image_family = match (kind, self.model) {
            (GeneratorKind::Image, model) => Some(image_family(model.unwrap_or_default())),
            (_, None) => None,
            (_, Some(_)) => {
                return Err(ValidationError::new(
                    "model",
                    "Only image prompts take an image model.",
                )
                .into());
            }
        };
        let image = self.image_base64.filter(|i| !i.trim().is_empty());
        let reference_image = match (kind, image) {
            (GeneratorKind::Veo3, Some(image)) => {
                Some(ReferenceImage::parse(&image, "imageBase64")?)
            }
            (_, Some(_)) => {
                return Err(
                    ValidationError::new("imageBase64", "Only Veo 3 takes an image.").into(),
                );
            }
            (_, None) => None,
        };
        let field = if kind == GeneratorKind::Json {
            "taskOrPrompt"
        } else {
            "description"
        };
        let description = Description::parse(&self.description, field)?;
        let comparison = self
            .comparison_id
            .map(|id| ComparisonId::parse(&id, "comparisonId"))
            .transpose()?;
        Ok(ParsedGeneration {
            kind,
            description,
            options: GenerationOptions {
                context,
                image_family,
                reference_image,
                variant,
                show_reasoning: self.show_reasoning,
                comparison,
            },
        })
    }
}

fn image_family(model: ImageModel) -> ImageFamily {
    match model {
        ImageModel::Midjourney => ImageFamily::Midjourney,
        ImageModel::StableDiffusion => ImageFamily::StableDiffusion,
        ImageModel::GptImage => ImageFamily::GptImage,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn field_of(args: GenerationArgs) -> &'static str {
        match args.parse() {
            Err(Error::Validation(v)) => v.field,
            other => panic!("expected a validation error, got {other:?}"),
        }
    }

    #[test]
    fn each_argument_is_checked_and_named() {
        let base = |kind| GenerationArgs::new(kind, "write a toast".into());
        assert_eq!(
            field_of(GenerationArgs {
                variant: 1000,
                ..base(GeneratorKind::Primer)
            }),
            "variant"
        );
        assert_eq!(
            field_of(GenerationArgs {
                context_id: Some(ID("c1".into())),
                no_context: true,
                ..base(GeneratorKind::Primer)
            }),
            "noContext"
        );
        assert_eq!(
            field_of(GenerationArgs {
                model: Some(ImageModel::GptImage),
                ..base(GeneratorKind::Primer)
            }),
            "model"
        );
        assert_eq!(
            field_of(GenerationArgs {
                image_base64: Some("AAAA".into()),
                ..base(GeneratorKind::Sora2)
            }),
            "imageBase64"
        );
        assert_eq!(
            field_of(GenerationArgs {
                comparison_id: Some(ID("not an id".into())),
                ..base(GeneratorKind::Primer)
            }),
            "comparisonId"
        );
        assert_eq!(
            field_of(GenerationArgs::new(GeneratorKind::Json, " ? ".into())),
            "taskOrPrompt"
        );
        assert_eq!(
            field_of(GenerationArgs::new(GeneratorKind::Veo3, " ? ".into())),
            "description"
        );
    }

    #[test]
    fn image_prompts_default_to_midjourney_and_others_have_no_family() {
        let image = GenerationArgs::new(GeneratorKind::Image, "a fox".into())
            .parse()
            .unwrap();
        assert_eq!(image.options.image_family, Some(ImageFamily::Midjourney));
        let chosen = GenerationArgs {
            model: Some(ImageModel::StableDiffusion),
            ..GenerationArgs::new(GeneratorKind::Image, "a fox".into())
        }
        .parse()
        .unwrap();
        assert_eq!(
            chosen.options.image_family,
            Some(ImageFamily::StableDiffusion)
        );
        let text = GenerationArgs::new(GeneratorKind::O4Image, "a fox".into())
            .parse()
            .unwrap();
        assert_eq!(text.options.image_family, None);
        // A blank image is no image, for every generator.
        let blank = GenerationArgs {
            image_base64: Some("  ".into()),
            ..GenerationArgs::new(GeneratorKind::Primer, "a fox".into())
        }
        .parse()
        .unwrap();
        assert!(blank.options.reference_image.is_none());
    }
}
