//! Prompt generation.
//!
//! A [`Request`] (a short description, the generator and tier, optional context) goes in; a
//! [`Generated`] prompt comes out, with the list of what was improved. The offline engine
//! ([`offline::OfflineEngine`]) is the embedded default: deterministic, no network, and good
//! enough to use on its own. It classifies the task, then compiles a structured prompt whose
//! depth depends on the tier; image and video generators follow the vendors' published prompt
//! guides. The LLM providers ([`llm`]: OpenAI-compatible, Anthropic, Gemini) write the same
//! [`Request`] with a model, streaming; their only IO is the HTTP call to the vendor.
//!
//! Nothing here knows about users, plans or storage: the server's use cases decide who may
//! generate what, and record usage.

pub mod analysis;
pub mod chat;
mod error;
pub mod language;
mod lexicon;
pub mod llm;
pub mod offline;
mod request;
#[cfg(feature = "testing")]
pub mod testing;
pub mod tokens;
pub mod writer;

pub use error::{Error, Result};
pub use request::{Generated, Generator, ImageFamily, Request, Tier, VideoModel};
