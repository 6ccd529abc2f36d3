use sea_orm::entity::prelude::*;

/// An answer to the extension's uninstall survey (guests may send it).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "extension_uninstalls")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    /// A JSON array of reason codes (`domain::outreach::UninstallReason::as_str`).
    pub reasons: String,
    pub details: Option<String>,
    pub extension_version: Option<String>,
    /// Who sent it, when they were signed in.
    pub user_id: Option<String>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
