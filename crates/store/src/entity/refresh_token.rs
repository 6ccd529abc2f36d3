use sea_orm::entity::prelude::*;

/// A refresh token (hash only). Tokens rotate on every use; all tokens descended from one
/// sign-in share a `family_id`, so reuse of a spent token can revoke the whole family.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "refresh_tokens")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    pub family_id: String,
    #[sea_orm(unique)]
    pub token_hash: String,
    pub expires_at: DateTimeUtc,
    pub revoked_at: Option<DateTimeUtc>,
    pub replaced_by: Option<String>,
    pub created_at: DateTimeUtc,
    /// Which client holds the family (copied to each successor).
    pub client: super::stored::StoredSessionClient,
    /// What "Signed-in devices" calls it (copied to each successor).
    pub label: String,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
