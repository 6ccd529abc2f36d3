use chrono::{DateTime, Utc};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, Set};

use crate::{Result, Store, entity::identity, repo::new_id};

pub type Identity = identity::Model;

impl Store {
    pub async fn find_identity(&self, provider: &str, subject: &str) -> Result<Option<Identity>> {
        Ok(identity::Entity::find()
            .filter(identity::Column::Provider.eq(provider))
            .filter(identity::Column::Subject.eq(subject))
            .one(&self.db)
            .await?)
    }

    /// Links an external account to a user. A second link of the same external account is a
    /// [`crate::Error::Conflict`].
    pub async fn link_identity(
        &self,
        user_id: &str,
        provider: &str,
        subject: &str,
        email: &str,
        now: DateTime<Utc>,
    ) -> Result<()> {
        let row = identity::ActiveModel {
            id: Set(new_id()),
            user_id: Set(user_id.to_owned()),
            provider: Set(provider.to_owned()),
            subject: Set(subject.to_owned()),
            email: Set(email.to_owned()),
            created_at: Set(now),
        };
        identity::Entity::insert(row)
            .exec_without_returning(&self.db)
            .await?;
        Ok(())
    }
}
