//! Token counts for text a vendor did not count: OpenAI's own tokenizer (tiktoken's BPE, through
//! `tiktoken-rs`) for the models it knows (gpt-4o and later on `o200k_base`, gpt-4 and
//! gpt-3.5 on `cl100k_base`, and so on), and for every other model the documented fallback of
//! [`CHARS_PER_TOKEN`](crate::llm::CHARS_PER_TOKEN) characters a token ([`estimate`]).
//!
//! A tokenizer's tables are built on first use (a few hundred milliseconds for `o200k_base`)
//! and kept; call [`count`] off the async runtime (`spawn_blocking`).

/// How many tokens, and whether a model's own tokenizer counted them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Count {
    pub tokens: u32,
    /// Counted with the model's tokenizer (else estimated from the length).
    pub tokenizer: bool,
}

/// Tokens in `text` for `model`.
pub fn count(model: &str, text: &str) -> Count {
    let base = model.rsplit('/').next().unwrap_or(model);
    match tiktoken_rs::tokenizer::get_tokenizer(base)
        .and_then(|t| tiktoken_rs::bpe_for_tokenizer(t).ok())
    {
        Some(bpe) => Count {
            tokens: u32::try_from(bpe.encode_ordinary(text).len()).unwrap_or(u32::MAX),
            tokenizer: true,
        },
        None => Count {
            tokens: estimate(text),
            tokenizer: false,
        },
    }
}

/// The fallback for any model: characters / [`CHARS_PER_TOKEN`](crate::llm::CHARS_PER_TOKEN),
/// rounded up (about right for English with the vendors' tokenizers).
pub fn estimate(text: &str) -> u32 {
    u32::try_from(text.chars().count().div_ceil(super::llm::CHARS_PER_TOKEN)).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn openai_models_are_counted_with_their_tokenizer_and_others_estimated() {
        // "hello world" is two tokens in both o200k_base and cl100k_base.
        for model in ["gpt-4o-mini", "openai/gpt-4o", "gpt-4", "gpt-3.5-turbo"] {
            assert_eq!(
                count(model, "hello world"),
                Count {
                    tokens: 2,
                    tokenizer: true
                },
                "{model}"
            );
        }
        let text =
            "Tokenizers split text into pieces; a long word like internationalization is several.";
        let counted = count("gpt-4o-mini", text).tokens;
        assert!((15..=25).contains(&counted), "{counted}");
        assert_eq!(
            count("claude-haiku-4-5", "hello world"),
            Count {
                tokens: 3,
                tokenizer: false
            },
            "11 characters at 4 a token, rounded up"
        );
        assert_eq!(count("llama3.2", "").tokens, 0);
        assert_eq!((estimate("abc"), estimate("abcde")), (1, 2));
    }
}
