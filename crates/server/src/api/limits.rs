//! Request limits async-graphql lacks (a cap on aliases, which otherwise let one request run a
//! field hundreds of times), a check it lacks (every required variable is given before anything
//! runs), and stable codes on parse and validation errors.

use std::sync::{Arc, Mutex, PoisonError};

use async_graphql::{
    Positioned, Request, ServerError, ServerResult, ValidationResult, Variables,
    extensions::{
        Extension, ExtensionContext, ExtensionFactory, NextParseQuery, NextPrepareRequest,
        NextValidation,
    },
    parser::types::{
        DocumentOperations, ExecutableDocument, Selection, SelectionSet, VariableDefinition,
    },
};

use super::error::code;

pub struct Limits {
    pub max_aliases: usize,
}

impl ExtensionFactory for Limits {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(LimitsExtension {
            max_aliases: self.max_aliases,
            operation_name: Mutex::new(None),
        })
    }
}

/// Made for each request.
struct LimitsExtension {
    max_aliases: usize,
    /// The operation the request names, noted when it is prepared (before it is parsed) so the
    /// parsed document's operation can be found.
    operation_name: Mutex<Option<String>>,
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

/// The first variable that the operation to run declares as required (non-null, no default)
/// and the request does not give. async-graphql finds such a variable missing only when a
/// resolver reads it, after the fields before it have run, and then as an error with no code;
/// the GraphQL spec (CoerceVariableValues) refuses the request before anything runs. `None` also
/// when there is no such operation: async-graphql refuses that itself.
fn missing_variable<'a>(
    document: &'a ExecutableDocument,
    operation_name: Option<&str>,
    variables: &Variables,
) -> Option<&'a Positioned<VariableDefinition>> {
    let operation = match (&document.operations, operation_name) {
        (DocumentOperations::Single(operation), None) => operation,
        (DocumentOperations::Multiple(operations), Some(name)) => operations.get(name)?,
        (DocumentOperations::Multiple(operations), None) if operations.len() == 1 => {
            operations.values().next()?
        }
        _ => return None,
    };
    operation.node.variable_definitions.iter().find(|def| {
        !def.node.var_type.node.nullable
            && def.node.default_value.is_none()
            && !variables.contains_key(&def.node.name.node)
    })
}

#[async_trait::async_trait]
impl Extension for LimitsExtension {
    async fn prepare_request(
        &self,
        ctx: &ExtensionContext<'_>,
        request: Request,
        next: NextPrepareRequest<'_>,
    ) -> ServerResult<Request> {
        let request = next.run(ctx, request).await?;
        self.operation_name
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone_from(&request.operation_name);
        Ok(request)
    }

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
        let operation_name = self
            .operation_name
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone();
        if let Some(def) = missing_variable(&document, operation_name.as_deref(), variables) {
            return Err(with_code(
                ServerError::new(
                    format!(
                        "Variable \"${}\" of required type \"{}\" was not provided.",
                        def.node.name.node, def.node.var_type.node
                    ),
                    Some(def.pos),
                ),
                code::BAD_USER_INPUT,
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
