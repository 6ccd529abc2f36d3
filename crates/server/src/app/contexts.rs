//! Context Genies: reusable context the user saves once and injects into generations.

use chrono::{DateTime, Utc};
use domain::{
    error::text_field,
    generation::{CONTEXT_CONTENT_MAX, CONTEXT_NAME_MAX, context_limit, context_limit_message},
};
use store::{ContextChange, UserContext};

use super::{App, Error, Result};

/// A Context Genie as the API shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContextView {
    pub id: String,
    pub name: String,
    pub content: String,
    /// The active Genie is injected into generations that name none.
    pub is_active: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<UserContext> for ContextView {
    fn from(row: UserContext) -> Self {
        Self {
            id: row.id,
            name: row.name,
            content: row.content,
            is_active: row.is_active,
            created_at: row.created_at,
            updated_at: row.updated_at,
        }
    }
}

/// A Context Genie as the user typed it; fields are checked here, in one place.
#[derive(Debug, Clone, Default)]
pub struct ContextInput {
    pub name: Option<String>,
    pub content: Option<String>,
    pub is_active: Option<bool>,
}

impl ContextInput {
    fn checked(self) -> Result<ContextChange> {
        Ok(ContextChange {
            name: self
                .name
                .map(|n| text_field("name", "Name", &n, CONTEXT_NAME_MAX))
                .transpose()?,
            content: self
                .content
                .map(|c| {
                    let c = c.trim().to_owned();
                    if c.is_empty() {
                        Err(domain::ValidationError::new(
                            "content",
                            "Content is required.",
                        ))
                    } else if c.chars().count() > CONTEXT_CONTENT_MAX {
                        Err(domain::ValidationError::new(
                            "content",
                            format!("Content must be at most {CONTEXT_CONTENT_MAX} characters."),
                        ))
                    } else {
                        Ok(c)
                    }
                })
                .transpose()?,
            is_active: self.is_active,
        })
    }
}

fn not_found() -> Error {
    Error::NotFound("No Context Genie with that id.".into())
}

impl App {
    pub async fn contexts(&self, user_id: &str) -> Result<Vec<ContextView>> {
        let rows = self.store.list_contexts(user_id).await?;
        Ok(rows.into_iter().map(ContextView::from).collect())
    }

    /// Creates a Context Genie within the plan's allowance (atomic on the server).
    pub async fn create_context(&self, user_id: &str, input: ContextInput) -> Result<ContextView> {
        if input.name.is_none() {
            return Err(domain::ValidationError::new("name", "Name is required.").into());
        }
        if input.content.is_none() {
            return Err(domain::ValidationError::new("content", "Content is required.").into());
        }
        let change = input.checked()?;
        let user = self
            .store
            .find_user(user_id)
            .await?
            .ok_or(Error::Unauthenticated)?;
        let now = self.clock.now();
        let limit = context_limit(super::plan::effective_plan(&user, now));
        self.store
            .create_context_within(
                user_id,
                change.name.unwrap_or_default(),
                change.content.unwrap_or_default(),
                change.is_active.unwrap_or(false),
                limit,
                now,
            )
            .await?
            .map(ContextView::from)
            .ok_or_else(|| Error::plan_limit(context_limit_message()))
    }

    pub async fn update_context(
        &self,
        user_id: &str,
        id: &str,
        input: ContextInput,
    ) -> Result<ContextView> {
        let change = input.checked()?;
        self.store
            .update_context(user_id, id, change, self.clock.now())
            .await
            .map(ContextView::from)
            .map_err(|err| match err {
                store::Error::NotFound => not_found(),
                other => other.into(),
            })
    }

    pub async fn delete_context(&self, user_id: &str, id: &str) -> Result<()> {
        if self.store.delete_context(user_id, id).await? {
            Ok(())
        } else {
            Err(not_found())
        }
    }
}
