use std::collections::HashMap;

use async_graphql::{Context, ID, Json, Object};

use crate::{
    api::{
        error::ResultExt,
        guard::{SignedIn, claims},
        object::prompt_checks::{FilledPrompt, PromptAnalysisGql},
    },
    app::{App, Error, prompt_checks::AnalyzeRequest},
};

/// `{"name": "value", "count": 3}`: strings, numbers and booleans, by variable name.
fn values_of(
    values: Option<Json<serde_json::Value>>,
) -> Result<Option<HashMap<String, String>>, Error> {
    let Some(Json(values)) = values else {
        return Ok(None);
    };
    let invalid = || {
        Error::from(domain::ValidationError::new(
            "values",
            "values must be an object of variable names to text or numbers.",
        ))
    };
    let object = values.as_object().ok_or_else(invalid)?;
    object
        .iter()
        .map(|(name, value)| {
            let value = match value {
                serde_json::Value::String(s) => s.clone(),
                serde_json::Value::Number(n) => n.to_string(),
                serde_json::Value::Bool(b) => b.to_string(),
                serde_json::Value::Null => String::new(),
                _ => return Err(invalid()),
            };
            Ok((name.clone(), value))
        })
        .collect::<Result<_, _>>()
        .map(Some)
}

#[derive(Default)]
pub struct PromptCheckQuery;

#[Object]
impl PromptCheckQuery {
    /// What is known about a prompt before it runs or is saved: its variables (the form to
    /// fill, and any errors in their declarations), the linter's advice with fixes, and its
    /// tokens and the cost of one run on each of the operator's models. `values`: what the
    /// user filled in (then unfilled variables are flagged); `contextId`: a Context Genie of
    /// theirs whose `name: value` lines fill matching variables (`contextValues`);
    /// `thirdParty`: whether the prompt goes to a third party's model (default: whether this
    /// server sends prompts to any), for the personal-data check; `plainText`: the text is a
    /// one-off task sent as it is (the dashboard's task, a chat message), not a saved prompt
    /// whose variables are filled before each run, so no fix adds a `{{variable}}`. Guard:
    /// signed in; another user's Genie is NOT_FOUND.
    #[graphql(guard = "SignedIn")]
    async fn analyze_prompt(
        &self,
        ctx: &Context<'_>,
        text: String,
        values: Option<Json<serde_json::Value>>,
        context_id: Option<ID>,
        third_party: Option<bool>,
        #[graphql(default = false)] plain_text: bool,
    ) -> async_graphql::Result<PromptAnalysisGql> {
        let caller = claims(ctx)?;
        let request = AnalyzeRequest {
            values: values_of(values).gql()?,
            context_id: context_id.map(|id| id.0),
            third_party,
            plain_text,
            text,
        };
        let text = request.text.clone();
        let analysis = ctx
            .data_unchecked::<App>()
            .analyze_prompt(&caller.sub, request)
            .await
            .gql()?;
        Ok(PromptAnalysisGql::new(&text, analysis))
    }

    /// The prompt with its variables filled: `values`, then the Context Genie's (`contextId`),
    /// then the defaults; `errors` names each variable that could not be filled (missing, or
    /// not of its type). A prompt whose variables are written wrong is BAD_USER_INPUT.
    /// Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn fill_prompt(
        &self,
        ctx: &Context<'_>,
        text: String,
        values: Option<Json<serde_json::Value>>,
        context_id: Option<ID>,
    ) -> async_graphql::Result<FilledPrompt> {
        let caller = claims(ctx)?;
        let values = values_of(values).gql()?.unwrap_or_default();
        let filled = ctx
            .data_unchecked::<App>()
            .fill_prompt(
                &caller.sub,
                &text,
                values,
                context_id.as_ref().map(|id| id.as_str()),
            )
            .await
            .gql()?;
        Ok(match filled {
            Ok(text) => FilledPrompt {
                text: Some(text),
                errors: Vec::new(),
            },
            Err(errors) => FilledPrompt {
                text: None,
                errors: errors.into_iter().map(Into::into).collect(),
            },
        })
    }
}
