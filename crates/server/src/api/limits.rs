//! Request limits async-graphql lacks (a cap on aliases, which otherwise let one request run a
//! field hundreds of times), and stable codes on parse and validation errors.

use std::sync::Arc;

use async_graphql::{
    ServerError, ServerResult, ValidationResult, Variables,
    extensions::{Extension, ExtensionContext, ExtensionFactory, NextParseQuery, NextValidation},
    parser::types::{ExecutableDocument, Selection, SelectionSet},
};

use super::error::code;

pub struct Limits {
    pub max_aliases: usize,
}

impl ExtensionFactory for Limits {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(LimitsExtension {
            max_aliases: self.max_aliases,
        })
    }
}

struct LimitsExtension {
    max_aliases: usize,
}

pub fn with_code(mut error: ServerError, code: &'static str) -> ServerError {
    let extensions = error.extensions.get_or_insert_with(Default::default);
    if extensions.get("code").is_none() {
        extensions.set("code", code);
    }
    error
}

fn count_aliases(set: &SelectionSet) -> usize {
    set.items
        .iter()
        .map(|item| match &item.node {
            Selection::Field(field) => {
                usize::from(field.node.alias.is_some())
                    + count_aliases(&field.node.selection_set.node)
            }
            Selection::InlineFragment(fragment) => count_aliases(&fragment.node.selection_set.node),
            Selection::FragmentSpread(_) => 0,
        })
        .sum()
}

#[async_trait::async_trait]
impl Extension for LimitsExtension {
    async fn parse_query(
        &self,
        ctx: &ExtensionContext<'_>,
        query: &str,
        variables: &Variables,
        next: NextParseQuery<'_>,
    ) -> ServerResult<ExecutableDocument> {
        let document = next
            .run(ctx, query, variables)
            .await
            .map_err(|e| with_code(e, code::GRAPHQL_PARSE_FAILED))?;
        let aliases: usize = document
            .operations
            .iter()
            .map(|(_, op)| count_aliases(&op.node.selection_set.node))
            .chain(
                document
                    .fragments
                    .values()
                    .map(|f| count_aliases(&f.node.selection_set.node)),
            )
            .sum();
        if aliases > self.max_aliases {
            return Err(with_code(
                ServerError::new(
                    format!(
                        "The query uses {aliases} aliases; at most {} are allowed.",
                        self.max_aliases
                    ),
                    None,
                ),
                code::GRAPHQL_VALIDATION_FAILED,
            ));
        }
        Ok(document)
    }

    async fn validation(
        &self,
        ctx: &ExtensionContext<'_>,
        next: NextValidation<'_>,
    ) -> Result<ValidationResult, Vec<ServerError>> {
        next.run(ctx).await.map_err(|errors| {
            errors
                .into_iter()
                .map(|e| with_code(e, code::GRAPHQL_VALIDATION_FAILED))
                .collect()
        })
    }
}
