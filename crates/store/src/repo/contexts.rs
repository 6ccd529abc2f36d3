use std::collections::HashMap;

use chrono::{DateTime, Utc};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseConnection, EntityTrait, FromQueryResult, IdenStatic,
    Iterable, JoinType, PaginatorTrait, QueryFilter, QueryOrder, QueryResult, QuerySelect,
    QueryTrait, RelationDef, Set, TransactionTrait,
    sea_query::{Expr, IntoCondition, SelectStatement},
};

use crate::repo::progress::Progression;
use crate::{
    Error, Result, Store,
    entity::{user, user_context},
    repo::{
        batch::{self, Reader},
        new_id,
    },
};
use domain::achievements::Milestone;

pub type UserContext = user_context::Model;

/// A user and their active Context Genie, if any.
pub type UserAndGenie = (user::Model, Option<UserContext>);

/// The reader behind [`Store::user_with_active_context`].
pub(crate) fn spawn_active_context_reader(db: DatabaseConnection) -> Reader<UserAndGenie> {
    batch::spawn_select_reader(
        db,
        select_users_with_active_context,
        users_with_active_context,
    )
}

/// What the active genie's columns are named in the read (the user's keep their own names).
const GENIE: &str = "genie_";

/// The users with these ids, each with their active Context Genie's columns (or NULLs) beside
/// theirs. Only the ids are bound, so the text is made once per count of ids.
pub(super) fn select_users_with_active_context(ids: Vec<String>) -> SelectStatement {
    let active: RelationDef = user::Entity::belongs_to(user_context::Entity)
        .from(user::Column::Id)
        .to(user_context::Column::UserId)
        .on_condition(|_, genie| {
            Expr::col((genie, user_context::Column::IsActive)).into_condition()
        })
        .into();
    let mut select = user::Entity::find()
        .filter(user::Column::Id.is_in(ids))
        .join(JoinType::LeftJoin, active);
    for column in user_context::Column::iter() {
        select = select.column_as(column, format!("{GENIE}{}", column.as_str()));
    }
    select.into_query()
}

/// Each user with their active Context Genie if any, from the read's rows (one per user).
fn users_with_active_context(rows: Vec<QueryResult>) -> Result<HashMap<String, UserAndGenie>> {
    rows.iter()
        .map(|row| {
            let user = user::Model::from_query_result(row, "")?;
            let genie = user_context::Model::from_query_result_optional(row, GENIE)?;
            Ok((user.id.clone(), (user, genie)))
        })
        .collect()
}

/// A change to a Context Genie; `None` leaves a field as it is.
#[derive(Debug, Clone, Default)]
pub struct ContextChange {
    pub name: Option<String>,
    pub content: Option<String>,
    pub is_active: Option<bool>,
}

impl Store {
    /// Creates a Context Genie unless the user already has `limit` of them. The user's row is
    /// locked first (a no-op update), so concurrent creations are serialised on both databases
    /// and the limit holds. Returns None when the limit is reached.
    pub async fn create_context_within(
        &self,
        user_id: &str,
        name: String,
        content: String,
        is_active: bool,
        limit: Option<u64>,
        now: DateTime<Utc>,
    ) -> Result<Option<UserContext>> {
        let txn = self.db.begin().await?;
        super::users::lock_user(&txn, user_id).await?;
        if let Some(limit) = limit {
            let count = user_context::Entity::find()
                .filter(user_context::Column::UserId.eq(user_id))
                .count(&txn)
                .await?;
            if count >= limit {
                txn.rollback().await?;
                return Ok(None);
            }
        }
        if is_active {
            deactivate_all(&txn, user_id).await?;
        }
        let row = user_context::ActiveModel {
            id: Set(new_id()),
            user_id: Set(user_id.to_owned()),
            name: Set(name),
            content: Set(content),
            is_active: Set(is_active),
            created_at: Set(now),
            updated_at: Set(now),
        };
        let inserted = user_context::Entity::insert(row)
            .exec_with_returning(&txn)
            .await?;
        Progression::new()
            .milestone(user_id, Milestone::GenieCreated)
            .write(&txn, now)
            .await?;
        txn.commit().await?;
        Ok(Some(inserted))
    }

    /// The user's Context Genies, active first, then newest first.
    pub async fn list_contexts(&self, user_id: &str) -> Result<Vec<UserContext>> {
        Ok(user_context::Entity::find()
            .filter(user_context::Column::UserId.eq(user_id))
            .order_by_desc(user_context::Column::IsActive)
            .order_by_desc(user_context::Column::CreatedAt)
            .all(&self.db)
            .await?)
    }

    /// One Context Genie, only if `user_id` owns it.
    pub async fn find_context(&self, user_id: &str, id: &str) -> Result<Option<UserContext>> {
        Ok(user_context::Entity::find_by_id(id.to_owned())
            .filter(user_context::Column::UserId.eq(user_id))
            .one(&self.db)
            .await?)
    }

    /// The user and their active Context Genie (if any). Generation reads both for every
    /// request, so concurrent reads are batched: one query serves every request waiting.
    pub async fn user_with_active_context(&self, user_id: &str) -> Result<Option<UserAndGenie>> {
        self.active_contexts.read(user_id.to_owned()).await
    }
    /// Changes a Context Genie the user owns. Activating one deactivates the others, in the
    /// same transaction. [`Error::NotFound`] if it is not theirs.
    pub async fn update_context(
        &self,
        user_id: &str,
        id: &str,
        change: ContextChange,
        now: DateTime<Utc>,
    ) -> Result<UserContext> {
        let txn = self.db.begin().await?;
        // The user's lock first, as every write that reads first does: on SQLite a transaction
        // that has read cannot wait for the write lock (it fails at once, "database is locked").
        super::users::lock_user(&txn, user_id).await?;
        let existing = user_context::Entity::find_by_id(id.to_owned())
            .filter(user_context::Column::UserId.eq(user_id))
            .one(&txn)
            .await?
            .ok_or(Error::NotFound)?;
        if change.is_active == Some(true) {
            deactivate_all(&txn, user_id).await?;
        }
        let mut row: user_context::ActiveModel = existing.into();
        if let Some(name) = change.name {
            row.name = Set(name);
        }
        if let Some(content) = change.content {
            row.content = Set(content);
        }
        if let Some(active) = change.is_active {
            row.is_active = Set(active);
        }
        row.updated_at = Set(now);
        let updated = row.update(&txn).await?;
        txn.commit().await?;
        Ok(updated)
    }

    /// Deletes a Context Genie the user owns. Returns false if there was none.
    pub async fn delete_context(&self, user_id: &str, id: &str) -> Result<bool> {
        let result = user_context::Entity::delete_many()
            .filter(user_context::Column::Id.eq(id))
            .filter(user_context::Column::UserId.eq(user_id))
            .exec(&self.db)
            .await?;
        Ok(result.rows_affected == 1)
    }
}

async fn deactivate_all(txn: &sea_orm::DatabaseTransaction, user_id: &str) -> Result<()> {
    user_context::Entity::update_many()
        .col_expr(user_context::Column::IsActive, Expr::value(false))
        .filter(user_context::Column::UserId.eq(user_id))
        .exec(txn)
        .await?;
    Ok(())
}
