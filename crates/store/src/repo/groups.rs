use chrono::{DateTime, Utc};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};

use crate::{Result, Store, entity::user_group};

impl Store {
    /// Adds the user to a group; adding twice is harmless.
    pub async fn add_user_to_group(
        &self,
        user_id: &str,
        group: &str,
        now: DateTime<Utc>,
    ) -> Result<()> {
        let row = user_group::ActiveModel {
            user_id: Set(user_id.to_owned()),
            group_name: Set(group.to_owned()),
            created_at: Set(now),
        };
        user_group::Entity::insert(row)
            .on_conflict_do_nothing_on([user_group::Column::UserId, user_group::Column::GroupName])
            .exec_without_returning(&self.db)
            .await?;
        Ok(())
    }

    /// The user's groups, sorted by name.
    pub async fn groups_of(&self, user_id: &str) -> Result<Vec<String>> {
        Ok(user_group::Entity::find()
            .select_only()
            .column(user_group::Column::GroupName)
            .filter(user_group::Column::UserId.eq(user_id))
            .order_by_asc(user_group::Column::GroupName)
            .into_tuple()
            .all(&self.db)
            .await?)
    }
}
