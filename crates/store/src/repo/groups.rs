//! Staff groups, and the signed-in read: a user with their groups, batched.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use sea_orm::{
    ColumnTrait, DatabaseConnection, EntityTrait, JoinType, QueryFilter, QueryOrder, QuerySelect,
    RelationDef, Set,
};

use crate::{
    Result, Store,
    entity::{user, user_group},
    repo::batch::{self, Batcher},
};

/// A user and the names of their groups, sorted.
pub type UserAndGroups = (user::Model, Vec<String>);

/// The task behind [`Store::user_with_groups`].
pub(crate) fn spawn_user_reader(db: DatabaseConnection) -> Batcher<String, Option<UserAndGroups>> {
    batch::spawn_reader(db, batch::MAX_READ_BATCH, |db, ids| async move {
        users_with_groups(&db, ids).await
    })
}

/// One query: the users with these ids, each with their groups (one row per group).
async fn users_with_groups(
    db: &DatabaseConnection,
    ids: Vec<String>,
) -> Result<HashMap<String, UserAndGroups>> {
    let groups: RelationDef = user::Entity::belongs_to(user_group::Entity)
        .from(user::Column::Id)
        .to(user_group::Column::UserId)
        .into();
    let rows = user::Entity::find()
        .filter(user::Column::Id.is_in(ids))
        .join(JoinType::LeftJoin, groups)
        .select_also(user_group::Entity)
        .order_by_asc(user_group::Column::GroupName)
        .all(db)
        .await?;
    let mut found: HashMap<String, UserAndGroups> = HashMap::new();
    for (user, group) in rows {
        let entry = found
            .entry(user.id.clone())
            .or_insert_with(|| (user, Vec::new()));
        entry.1.extend(group.map(|g| g.group_name));
    }
    Ok(found)
}

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

    /// The user and their groups in one round trip (batched with other requests' reads).
    pub async fn user_with_groups(&self, user_id: &str) -> Result<Option<UserAndGroups>> {
        self.users_with_groups.submit(user_id.to_owned()).await
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
