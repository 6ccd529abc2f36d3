use sea_orm::entity::prelude::*;

use super::stored::StoredVendor;

/// A user's own LLM provider key, for their testing playground runs only. The key itself is
/// stored encrypted (AES-256-GCM, by the server); only its last four characters are kept in the
/// clear, to show.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "user_provider_keys")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    /// The provider's name in the user's model ids ("<name>/<model>").
    pub name: String,
    pub vendor: StoredVendor,
    pub base_url: Option<String>,
    /// The model names it offers, as a JSON array.
    pub models: String,
    /// Base64 of the encrypted key.
    pub key_ciphertext: String,
    /// Base64 of the encryption's nonce.
    pub key_nonce: String,
    pub key_last4: String,
    pub created_at: DateTimeUtc,
    /// When the key last answered the check call.
    pub checked_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
