//! Parsed queries, kept. Clients send the same few documents again and again (the web app's
//! generated operations), and parsing them was the largest single cost of a small signed-in read
//! (perf on `{ me { … } }`: about 16 % of the server's CPU in pest; docs/performance.md). So a
//! bounded cache maps a query's text to its parsed document, and the request skips the parse
//! (async-graphql's `Request::set_parsed_query`). Every check after the parse still runs on each
//! request: the alias cap (limits.rs), depth, complexity, directives and validation.
//!
//! Only texts of at most [`MAX_TEXT`] bytes that parse are kept, and at most [`CAPACITY`] of them
//! (least recently and least often used go first), so a client sending endless distinct queries
//! cannot grow it; a text that does not parse is left to the schema, which reports the error.

use std::sync::Arc;

use async_graphql::parser::{parse_query, types::ExecutableDocument};
use quick_cache::sync::Cache;

/// Documents kept (the web app has about a hundred operations).
pub const CAPACITY: usize = 512;
/// Longer query texts are parsed every time.
pub const MAX_TEXT: usize = 8 * 1024;

pub struct Documents(Cache<String, Arc<ExecutableDocument>>);

impl Default for Documents {
    fn default() -> Self {
        Self(Cache::new(CAPACITY))
    }
}

impl Documents {
    /// Gives `request` its parsed document, from the cache or parsed now (and kept).
    pub fn prepare(&self, request: &mut async_graphql::Request) {
        if request.query.len() > MAX_TEXT {
            return;
        }
        if let Some(document) = self.0.get(request.query.as_str()) {
            request.set_parsed_query(ExecutableDocument::clone(&document));
            return;
        }
        if let Ok(document) = parse_query(&request.query) {
            self.0
                .insert(request.query.clone(), Arc::new(document.clone()));
            request.set_parsed_query(document);
        }
    }

    /// Documents held now.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(query: &str) -> async_graphql::Request {
        async_graphql::Request::new(query)
    }

    #[test]
    fn a_document_is_parsed_once_and_reused() {
        let documents = Documents::default();
        let mut first = request("{ me { id } }");
        documents.prepare(&mut first);
        assert_eq!(documents.len(), 1);
        let mut again = request("{ me { id } }");
        documents.prepare(&mut again);
        assert_eq!(documents.len(), 1);
        let reused = again.parsed_query().unwrap();
        assert_eq!(
            format!("{reused:?}"),
            format!("{:?}", parse_query("{ me { id } }").unwrap())
        );
    }

    #[test]
    fn bad_and_long_texts_are_not_kept() {
        let documents = Documents::default();
        documents.prepare(&mut request("{ me { id "));
        let long = format!("{{ me {{ id }} }} # {}", "x".repeat(MAX_TEXT));
        documents.prepare(&mut request(&long));
        assert!(documents.is_empty());
    }

    #[test]
    fn distinct_texts_cannot_grow_it_past_its_capacity() {
        let documents = Documents::default();
        for n in 0..CAPACITY * 3 {
            documents.prepare(&mut request(&format!("{{ a{n}: __typename }}")));
        }
        assert!(documents.len() <= CAPACITY, "{}", documents.len());
    }
}
