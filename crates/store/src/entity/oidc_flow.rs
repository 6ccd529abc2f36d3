use sea_orm::entity::prelude::*;

/// An OpenID Connect sign-in in progress: kept between the redirect to the provider and the
/// callback, in the database so that any instance can finish what another started.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "oidc_flows")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub state: String,
    pub nonce: String,
    pub pkce_verifier: String,
    pub redirect_to: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
