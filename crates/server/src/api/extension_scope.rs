//! What the browser extension may do. A request counts as the extension's when its access
//! token carries the extension scope (`connectExtension` issued it) or when it comes from an
//! extension's page (an `Origin` of `chrome-extension://` or `moz-extension://`). Such a request
//! may select only the root fields below: reading the user and their library, generating,
//! checking a prompt, saving to the library, reporting extension use, and its own session
//! and uninstall survey. Anything else (billing, account deletion, API keys, analytics,
//! sharing, the chat) is FORBIDDEN (`admission.rs` checks it), so a stolen extension token is
//! worth little, and the CORS policy that lets the extension's origin call `/graphql` opens
//! nothing more than this.

use async_graphql::parser::types::{
    ExecutableDocument, FragmentDefinition, Selection, SelectionSet,
};
use domain::session::SessionClient;

use super::RequestContext;

/// The root fields the extension uses, by operation type.
pub const QUERIES: &[&str] = &[
    "me",
    "authConfig",
    "generations",
    "userContexts",
    "folders",
    "savedPrompts",
    "savedPrompt",
    "searchSavedPrompts",
    "analyzePrompt",
    "fillPrompt",
];
pub const MUTATIONS: &[&str] = &[
    "generatePrompt",
    "generatePromptPrimer",
    "generatePromptMastermind",
    "savePrompt",
    "trackWeeklyActivity",
    "refreshExtensionSession",
    "signOutExtension",
    "submitUninstallFeedback",
];
pub const SUBSCRIPTIONS: &[&str] = &["streamGeneration", "followGeneration"];

/// Whether an `Origin` header names a browser extension's page.
pub fn is_extension_origin(origin: &str) -> bool {
    origin.starts_with("chrome-extension://") || origin.starts_with("moz-extension://")
}

/// The first root field of `set` (following fragments) that is not in `allowed`.
fn first_refused<'a>(
    set: &'a SelectionSet,
    allowed: &[&str],
    document: &'a ExecutableDocument,
    depth: usize,
) -> Option<&'a str> {
    if depth > 8 {
        return Some("(fragments nested too deep)");
    }
    set.items.iter().find_map(|item| match &item.node {
        Selection::Field(field) => {
            let name = field.node.name.node.as_str();
            (name != "__typename" && !allowed.contains(&name)).then_some(name)
        }
        Selection::InlineFragment(fragment) => first_refused(
            &fragment.node.selection_set.node,
            allowed,
            document,
            depth + 1,
        ),
        Selection::FragmentSpread(spread) => document
            .fragments
            .get(&spread.node.fragment_name.node)
            .and_then(|f: &async_graphql::Positioned<FragmentDefinition>| {
                first_refused(&f.node.selection_set.node, allowed, document, depth + 1)
            }),
    })
}

/// The first root field of any operation in `document` the extension may not select.
pub fn refused_field(document: &ExecutableDocument) -> Option<String> {
    use async_graphql::parser::types::OperationType;
    document.operations.iter().find_map(|(_, op)| {
        let allowed = match op.node.ty {
            OperationType::Query => QUERIES,
            OperationType::Mutation => MUTATIONS,
            OperationType::Subscription => SUBSCRIPTIONS,
        };
        first_refused(&op.node.selection_set.node, allowed, document, 0).map(str::to_owned)
    })
}

/// Whether `context`'s request may run only the extension's operations.
pub fn applies_to(context: &RequestContext) -> bool {
    context.from_extension
        || context
            .claims
            .as_ref()
            .is_some_and(|c| c.client() == SessionClient::Extension)
}

#[cfg(test)]
mod tests {
    use async_graphql::parser::parse_query;

    use super::*;

    fn refused(query: &str) -> Option<String> {
        refused_field(&parse_query(query).unwrap())
    }

    #[test]
    fn only_the_extensions_root_fields_pass() {
        assert_eq!(refused("{ me { id } __typename }"), None);
        assert_eq!(refused("mutation { savePrompt(input: {}) { id } }"), None);
        assert_eq!(
            refused("subscription { streamGeneration(input: {}) { __typename } }"),
            None
        );
        assert_eq!(
            refused("{ me { id } providerKeys { id } }").as_deref(),
            Some("providerKeys")
        );
        assert_eq!(
            refused("mutation { deleteUserData { success } }").as_deref(),
            Some("deleteUserData")
        );
        // A query-only name is not allowed as a mutation, nor the other way round.
        assert_eq!(refused("mutation { me { id } }").as_deref(), Some("me"));
    }

    #[test]
    fn fragments_are_followed() {
        assert_eq!(refused("{ ...F } fragment F on Query { me { id } }"), None);
        assert_eq!(
            refused("{ ...F } fragment F on Query { weeklyKPIs { id } }").as_deref(),
            Some("weeklyKPIs")
        );
        assert_eq!(
            refused("{ ... on Query { getChurnAnalytics } }").as_deref(),
            Some("getChurnAnalytics")
        );
        assert_eq!(
            refused("{ ...A } fragment A on Query { ...A }").as_deref(),
            Some("(fragments nested too deep)")
        );
    }

    #[test]
    fn extension_origins_are_recognised() {
        assert!(is_extension_origin("chrome-extension://abcdefghijklmnop"));
        assert!(is_extension_origin("moz-extension://0b2f-4c"));
        assert!(!is_extension_origin("https://chatgpt.com"));
        assert!(!is_extension_origin("null"));
    }
}
