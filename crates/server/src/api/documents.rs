//! Parsed queries, kept. Clients send the same few documents again and again (the web app's
//! generated operations), and parsing them was the largest single cost of a small signed-in read
//! (perf on `{ me { … } }`: about 16 % of the server's CPU in pest; docs/performance.md). So a
//! bounded cache maps a query's text to its parsed document, and the request skips the parse
//! (async-graphql's `Request::set_parsed_query`, in admission.rs). Every check after the parse
//! still runs on each request (the extension's scope, the alias cap, depth, complexity,
//! recursion, directives), and so do the spec's validation rules until a request with no
//! variables has passed them (admission.rs, `Admitted`).
//!
//! Only texts of at most [`MAX_TEXT`] bytes that parse are kept, and at most [`CAPACITY`] of them
//! (least recently and least often used go first), so a client sending endless distinct queries
//! cannot grow it; a text that does not parse is not kept.

use std::sync::{
    Arc,
    atomic::{AtomicBool, Ordering},
};

use async_graphql::parser::{Error as ParseError, parse_query, types::ExecutableDocument};
use quick_cache::sync::Cache;

/// Documents kept (the web app has about a hundred operations).
pub const CAPACITY: usize = 512;
/// Longer query texts are parsed every time.
pub const MAX_TEXT: usize = 8 * 1024;

pub struct Documents(Cache<String, Arc<Kept>>);

/// A query's parsed document, and whether the schema has validated it by every rule.
pub struct Kept {
    pub document: ExecutableDocument,
    validated: AtomicBool,
}

impl Kept {
    fn new(document: ExecutableDocument) -> Self {
        Self {
            document,
            validated: AtomicBool::new(false),
        }
    }

    /// Whether the schema has validated this document (with no variables) by every rule.
    pub fn validated(&self) -> bool {
        self.validated.load(Ordering::Relaxed)
    }

    pub fn note_validated(&self) {
        self.validated.store(true, Ordering::Relaxed);
    }
}

impl Default for Documents {
    fn default() -> Self {
        Self(Cache::new(CAPACITY))
    }
}

impl Documents {
    /// The parse of `query`: the kept one, or parsed now (and kept).
    pub fn get(&self, query: &str) -> Result<Arc<Kept>, ParseError> {
        if let Some(kept) = self.0.get(query) {
            return Ok(kept);
        }
        let kept = Arc::new(Kept::new(parse_query(query)?));
        if query.len() <= MAX_TEXT {
            self.0.insert(query.to_owned(), kept.clone());
        }
        Ok(kept)
    }

    /// Documents held now.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.0.len()
    }

    #[cfg(test)]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_document_is_parsed_once_and_reused() {
        let documents = Documents::default();
        let first = documents.get("{ me { id } }").unwrap();
        assert_eq!(documents.len(), 1);
        let again = documents.get("{ me { id } }").unwrap();
        assert_eq!(documents.len(), 1);
        assert!(Arc::ptr_eq(&first, &again));
        assert_eq!(
            format!("{:?}", again.document),
            format!("{:?}", parse_query("{ me { id } }").unwrap())
        );
        // What is noted of a document is kept with it.
        assert!(!again.validated());
        first.note_validated();
        assert!(documents.get("{ me { id } }").unwrap().validated());
    }

    #[test]
    fn bad_and_long_texts_are_not_kept() {
        let documents = Documents::default();
        assert!(documents.get("{ me { id ").is_err());
        let long = format!("{{ me {{ id }} }} # {}", "x".repeat(MAX_TEXT));
        assert!(documents.get(&long).is_ok());
        assert!(documents.is_empty());
    }

    #[test]
    fn distinct_texts_cannot_grow_it_past_its_capacity() {
        let documents = Documents::default();
        for n in 0..CAPACITY * 3 {
            documents.get(&format!("{{ a{n}: __typename }}")).unwrap();
        }
        assert!(documents.len() <= CAPACITY, "{}", documents.len());
    }
}
