use chrono::{DateTime, Utc};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, Set};

use crate::{Result, Store, entity::oidc_flow};

pub type OidcFlow = oidc_flow::Model;

impl Store {
    /// Saves a flow in progress, and forgets flows started before `stale_before`.
    pub async fn save_oidc_flow(&self, flow: OidcFlow, stale_before: DateTime<Utc>) -> Result<()> {
        oidc_flow::Entity::delete_many()
            .filter(oidc_flow::Column::CreatedAt.lt(stale_before))
            .exec(&self.db)
            .await?;
        let row = oidc_flow::ActiveModel {
            state: Set(flow.state),
            nonce: Set(flow.nonce),
            pkce_verifier: Set(flow.pkce_verifier),
            redirect_to: Set(flow.redirect_to),
            created_at: Set(flow.created_at),
        };
        oidc_flow::Entity::insert(row)
            .exec_without_returning(&self.db)
            .await?;
        Ok(())
    }

    /// Takes the flow for `state` out of the store: the first caller gets it, any replay of the
    /// same callback gets `None`.
    pub async fn take_oidc_flow(&self, state: &str) -> Result<Option<OidcFlow>> {
        let Some(flow) = oidc_flow::Entity::find_by_id(state.to_owned())
            .one(&self.db)
            .await?
        else {
            return Ok(None);
        };
        let deleted = oidc_flow::Entity::delete_many()
            .filter(oidc_flow::Column::State.eq(state))
            .exec(&self.db)
            .await?;
        Ok((deleted.rows_affected == 1).then_some(flow))
    }

    /// Forgets flows started before `before` (housekeeping).
    pub async fn prune_oidc_flows(&self, before: DateTime<Utc>) -> Result<u64> {
        let result = oidc_flow::Entity::delete_many()
            .filter(oidc_flow::Column::CreatedAt.lt(before))
            .exec(&self.db)
            .await?;
        Ok(result.rows_affected)
    }
}
