use chrono::{DateTime, Utc};
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect, Set, TransactionTrait,
    sea_query::{Expr, ExprTrait},
};

use domain::session::SessionClient;
use sea_orm::{QueryOrder, sea_query::Query};

use crate::{
    Result, Store,
    entity::{refresh_token, user},
    repo::new_id,
};

pub type RefreshToken = refresh_token::Model;

#[derive(Debug, Clone)]
pub struct NewRefreshToken {
    pub user_id: String,
    pub family_id: String,
    pub token_hash: String,
    pub expires_at: DateTime<Utc>,
    pub client: SessionClient,
    pub label: String,
}

/// A live session family, for "Signed-in devices".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeviceSession {
    pub family_id: String,
    pub client: SessionClient,
    pub label: String,
    /// When it signed in (its family's oldest token still kept).
    pub signed_in_at: DateTime<Utc>,
    /// When it last refreshed (its live token was issued).
    pub last_active_at: DateTime<Utc>,
}

/// What a signed-in request's access token is checked against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SessionState {
    pub token_version: i32,
    /// Its family still has an unrevoked token (it was not signed out or ended from
    /// "Signed-in devices").
    pub live: bool,
}

/// What happened when a refresh token was presented for rotation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rotation {
    /// The old token was live; it is now revoked and the new one stored.
    Rotated,
    /// The old token had already been spent or revoked: a replay.
    AlreadySpent,
}

impl NewRefreshToken {
    fn into_row(self, id: String, now: DateTime<Utc>) -> refresh_token::ActiveModel {
        refresh_token::ActiveModel {
            id: Set(id),
            user_id: Set(self.user_id),
            family_id: Set(self.family_id),
            token_hash: Set(self.token_hash),
            expires_at: Set(self.expires_at),
            revoked_at: Set(None),
            replaced_by: Set(None),
            created_at: Set(now),
            client: Set(self.client.into()),
            label: Set(self.label),
        }
    }
}

impl Store {
    pub async fn insert_refresh_token(
        &self,
        new: NewRefreshToken,
        now: DateTime<Utc>,
    ) -> Result<RefreshToken> {
        Ok(refresh_token::Entity::insert(new.into_row(new_id(), now))
            .exec_with_returning(&self.db)
            .await?)
    }

    pub async fn find_refresh_token(&self, token_hash: &str) -> Result<Option<RefreshToken>> {
        Ok(refresh_token::Entity::find()
            .filter(refresh_token::Column::TokenHash.eq(token_hash))
            .one(&self.db)
            .await?)
    }

    pub async fn find_refresh_token_by_id(&self, id: &str) -> Result<Option<RefreshToken>> {
        Ok(refresh_token::Entity::find_by_id(id.to_owned())
            .one(&self.db)
            .await?)
    }

    /// Spends `old_id` and stores its successor in one transaction. The conditional update makes
    /// two concurrent refreshes with the same token produce exactly one successor.
    pub async fn rotate_refresh_token(
        &self,
        old_id: &str,
        new: NewRefreshToken,
        now: DateTime<Utc>,
    ) -> Result<Rotation> {
        let txn = self.db.begin().await?;
        let new_id = new_id();
        let spent = refresh_token::Entity::update_many()
            .col_expr(refresh_token::Column::RevokedAt, Expr::value(now))
            .col_expr(
                refresh_token::Column::ReplacedBy,
                Expr::value(new_id.clone()),
            )
            .filter(refresh_token::Column::Id.eq(old_id))
            .filter(refresh_token::Column::RevokedAt.is_null())
            .exec(&txn)
            .await?;
        if spent.rows_affected != 1 {
            txn.rollback().await?;
            return Ok(Rotation::AlreadySpent);
        }
        refresh_token::Entity::insert(new.into_row(new_id, now))
            .exec_without_returning(&txn)
            .await?;
        txn.commit().await?;
        Ok(Rotation::Rotated)
    }

    /// Revokes every live token of a family (on replay, or on sign-out).
    pub async fn revoke_refresh_family(&self, family_id: &str, now: DateTime<Utc>) -> Result<u64> {
        let result = refresh_token::Entity::update_many()
            .col_expr(refresh_token::Column::RevokedAt, Expr::value(now))
            .filter(refresh_token::Column::FamilyId.eq(family_id))
            .filter(refresh_token::Column::RevokedAt.is_null())
            .exec(&self.db)
            .await?;
        Ok(result.rows_affected)
    }

    /// Ends every session of a user: revokes their live refresh tokens and raises their token
    /// version, so access tokens already issued stop working too. Returns the tokens revoked.
    pub async fn end_user_sessions(&self, user_id: &str, now: DateTime<Utc>) -> Result<u64> {
        let txn = self.db.begin().await?;
        let revoked = end_sessions_in(&txn, user_id, now).await?;
        txn.commit().await?;
        Ok(revoked)
    }

    /// The user's token version (None: no such user any more).
    pub async fn token_version(&self, user_id: &str) -> Result<Option<i32>> {
        Ok(user::Entity::find_by_id(user_id.to_owned())
            .select_only()
            .column(user::Column::TokenVersion)
            .into_tuple::<i32>()
            .one(&self.db)
            .await?)
    }

    /// The account's token version and whether the session family is live, in one read (None:
    /// no such account).
    pub async fn session_state(
        &self,
        user_id: &str,
        family_id: &str,
    ) -> Result<Option<SessionState>> {
        let live = Query::select()
            .expr(Expr::value(1))
            .from(refresh_token::Entity)
            .and_where(refresh_token::Column::FamilyId.eq(family_id))
            .and_where(refresh_token::Column::UserId.eq(user_id))
            .and_where(refresh_token::Column::RevokedAt.is_null())
            .to_owned();
        Ok(user::Entity::find_by_id(user_id.to_owned())
            .select_only()
            .column(user::Column::TokenVersion)
            .expr_as(Expr::exists(live), "live")
            .into_tuple::<(i32, bool)>()
            .one(&self.db)
            .await?
            .map(|(token_version, live)| SessionState {
                token_version,
                live,
            }))
    }

    /// The user's live sessions (one per family), the most recently active first.
    pub async fn device_sessions(
        &self,
        user_id: &str,
        now: DateTime<Utc>,
    ) -> Result<Vec<DeviceSession>> {
        let live = refresh_token::Entity::find()
            .filter(refresh_token::Column::UserId.eq(user_id))
            .filter(refresh_token::Column::RevokedAt.is_null())
            .filter(refresh_token::Column::ExpiresAt.gt(now))
            .order_by_desc(refresh_token::Column::CreatedAt)
            .all(&self.db)
            .await?;
        if live.is_empty() {
            return Ok(Vec::new());
        }
        let started: Vec<(String, DateTime<Utc>)> = refresh_token::Entity::find()
            .select_only()
            .column(refresh_token::Column::FamilyId)
            .column_as(refresh_token::Column::CreatedAt.min(), "signed_in_at")
            .filter(refresh_token::Column::UserId.eq(user_id))
            .filter(refresh_token::Column::FamilyId.is_in(live.iter().map(|t| t.family_id.clone())))
            .group_by(refresh_token::Column::FamilyId)
            .into_tuple()
            .all(&self.db)
            .await?;
        let mut seen = std::collections::HashSet::new();
        Ok(live
            .into_iter()
            // A concurrent refresh can leave two live tokens in a family for a moment.
            .filter(|t| seen.insert(t.family_id.clone()))
            .map(|t| DeviceSession {
                signed_in_at: started
                    .iter()
                    .find(|(family, _)| *family == t.family_id)
                    .map_or(t.created_at, |(_, at)| *at),
                family_id: t.family_id,
                client: t.client.into(),
                label: t.label,
                last_active_at: t.created_at,
            })
            .collect())
    }

    /// Ends one of the user's session families; 0 when it is not theirs or already ended.
    pub async fn revoke_user_family(
        &self,
        user_id: &str,
        family_id: &str,
        now: DateTime<Utc>,
    ) -> Result<u64> {
        let result = refresh_token::Entity::update_many()
            .col_expr(refresh_token::Column::RevokedAt, Expr::value(now))
            .filter(refresh_token::Column::UserId.eq(user_id))
            .filter(refresh_token::Column::FamilyId.eq(family_id))
            .filter(refresh_token::Column::RevokedAt.is_null())
            .exec(&self.db)
            .await?;
        Ok(result.rows_affected)
    }

    /// Forgets refresh tokens that expired before `before` (housekeeping).
    pub async fn prune_refresh_tokens(&self, before: DateTime<Utc>) -> Result<u64> {
        let result = refresh_token::Entity::delete_many()
            .filter(refresh_token::Column::ExpiresAt.lt(before))
            .exec(&self.db)
            .await?;
        Ok(result.rows_affected)
    }
}

/// [`Store::end_user_sessions`] inside a caller's transaction.
pub(crate) async fn end_sessions_in(
    db: &impl ConnectionTrait,
    user_id: &str,
    now: DateTime<Utc>,
) -> Result<u64> {
    user::Entity::update_many()
        .col_expr(
            user::Column::TokenVersion,
            Expr::col(user::Column::TokenVersion).add(1),
        )
        .filter(user::Column::Id.eq(user_id))
        .exec(db)
        .await?;
    let result = refresh_token::Entity::update_many()
        .col_expr(refresh_token::Column::RevokedAt, Expr::value(now))
        .filter(refresh_token::Column::UserId.eq(user_id))
        .filter(refresh_token::Column::RevokedAt.is_null())
        .exec(db)
        .await?;
    Ok(result.rows_affected)
}

/// Revokes the user's live refresh tokens except those of the family `keep` (None: all of
/// them), inside a caller's transaction. The token version is left alone, so the kept
/// session's access tokens go on working.
pub(crate) async fn end_other_sessions_in(
    db: &impl ConnectionTrait,
    user_id: &str,
    keep: Option<&str>,
    now: DateTime<Utc>,
) -> Result<u64> {
    let mut revoke = refresh_token::Entity::update_many()
        .col_expr(refresh_token::Column::RevokedAt, Expr::value(now))
        .filter(refresh_token::Column::UserId.eq(user_id))
        .filter(refresh_token::Column::RevokedAt.is_null());
    if let Some(keep) = keep {
        revoke = revoke.filter(refresh_token::Column::FamilyId.ne(keep));
    }
    Ok(revoke.exec(db).await?.rows_affected)
}
