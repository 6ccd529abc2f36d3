use sea_orm::entity::prelude::*;

/// One counted view: a visitor (a keyed hash, never the address itself) in one hour.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "share_views")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub share_id: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub visitor: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub bucket: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
