//! Share links and their view counts. A view is counted once per visitor per hour: the
//! (share, visitor, hour) row is inserted with `ON CONFLICT DO NOTHING`, and only a new row
//! adds to the count, in the same transaction.

use chrono::{DateTime, Utc};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, Set, TransactionTrait, TryInsertResult,
    sea_query::{Expr, ExprTrait, Func, LikeExpr},
};

use crate::repo::progress::Progression;
use crate::{
    Result, Store,
    entity::{share, share_view, stored::StoredAccessLevel},
};
use domain::achievements::Milestone;

pub type Share = share::Model;

/// A share link to create. `id` is the caller's unguessable token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewShare {
    pub id: String,
    pub user_id: String,
    pub share_type: domain::library::ShareType,
    pub item_id: Option<String>,
    pub name: String,
    pub description: Option<String>,
    pub access_level: domain::library::AccessLevel,
    pub slug: String,
    pub share_data: String,
}

impl Store {
    /// Creates a share link, and counts it towards the owner's achievements.
    pub async fn create_share(&self, new: NewShare, now: DateTime<Utc>) -> Result<Share> {
        let txn = self.db.begin().await?;
        let owner = new.user_id.clone();
        let share = share::ActiveModel {
            id: Set(new.id),
            user_id: Set(new.user_id),
            share_type: Set(new.share_type.into()),
            item_id: Set(new.item_id),
            name: Set(new.name),
            description: Set(new.description),
            access_level: Set(new.access_level.into()),
            slug: Set(new.slug),
            share_data: Set(new.share_data),
            view_count: Set(0),
            created_at: Set(now),
            revoked_at: Set(None),
        }
        .insert(&txn)
        .await?;
        Progression::new()
            .milestone(&owner, Milestone::Shared)
            .write(&txn, now)
            .await?;
        txn.commit().await?;
        Ok(share)
    }

    /// A share link by id, revoked or not (the caller decides what a revoked one shows).
    pub async fn share(&self, id: &str) -> Result<Option<Share>> {
        Ok(share::Entity::find_by_id(id.to_owned())
            .one(&self.db)
            .await?)
    }

    /// The user's share links, newest first, revoked ones included.
    pub async fn shares_of(&self, user_id: &str) -> Result<Vec<Share>> {
        Ok(share::Entity::find()
            .filter(share::Column::UserId.eq(user_id))
            .order_by_desc(share::Column::CreatedAt)
            .order_by_desc(share::Column::Id)
            .all(&self.db)
            .await?)
    }

    /// Revokes one of the user's links; false if it is not theirs or already revoked.
    pub async fn revoke_share(&self, user_id: &str, id: &str, now: DateTime<Utc>) -> Result<bool> {
        let revoked = share::Entity::update_many()
            .col_expr(share::Column::RevokedAt, Expr::value(now))
            .filter(share::Column::Id.eq(id))
            .filter(share::Column::UserId.eq(user_id))
            .filter(share::Column::RevokedAt.is_null())
            .exec(&self.db)
            .await?;
        Ok(revoked.rows_affected > 0)
    }

    /// Counts a view unless this visitor was already counted in this hour. Returns whether it
    /// counted.
    pub async fn count_share_view(
        &self,
        share_id: &str,
        visitor: &str,
        bucket: i64,
    ) -> Result<bool> {
        let txn = self.db.begin().await?;
        let inserted = share_view::Entity::insert(share_view::ActiveModel {
            share_id: Set(share_id.to_owned()),
            visitor: Set(visitor.to_owned()),
            bucket: Set(bucket),
        })
        .on_conflict_do_nothing()
        .exec_without_returning(&txn)
        .await?;
        let counted = matches!(inserted, TryInsertResult::Inserted(n) if n > 0);
        if counted {
            share::Entity::update_many()
                .col_expr(
                    share::Column::ViewCount,
                    Expr::col(share::Column::ViewCount).add(1),
                )
                .filter(share::Column::Id.eq(share_id))
                .exec(&txn)
                .await?;
        }
        txn.commit().await?;
        Ok(counted)
    }

    /// Live PUBLIC shares, newest first, optionally matching words in the name or description
    /// (case-insensitive).
    pub async fn public_shares(
        &self,
        query: Option<&str>,
        limit: u64,
        offset: u64,
    ) -> Result<(Vec<Share>, u64)> {
        let mut select = share::Entity::find()
            .filter(share::Column::AccessLevel.eq(StoredAccessLevel::Public))
            .filter(share::Column::RevokedAt.is_null());
        for word in query.unwrap_or_default().split_whitespace().take(8) {
            let pattern = format!("%{}%", escape_like(&word.to_lowercase()));
            select = select.filter(
                Condition::any()
                    .add(
                        Func::lower(Expr::col(share::Column::Name))
                            .like(LikeExpr::new(pattern.clone()).escape('\\')),
                    )
                    .add(
                        Func::lower(Expr::col(share::Column::Description))
                            .like(LikeExpr::new(pattern).escape('\\')),
                    ),
            );
        }
        let total = select.clone().count(&self.db).await?;
        let items = select
            .order_by_desc(share::Column::CreatedAt)
            .order_by_desc(share::Column::Id)
            .limit(limit)
            .offset(offset)
            .all(&self.db)
            .await?;
        Ok((items, total))
    }
}

fn escape_like(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_")
}
