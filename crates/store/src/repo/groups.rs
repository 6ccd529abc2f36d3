//! Staff groups, and the signed-in read: a user with their groups, batched.

use std::collections::{HashMap, hash_map::Entry};

use chrono::{DateTime, Utc};
use sea_orm::{
    ColumnTrait, DatabaseConnection, EntityTrait, FromQueryResult, IdenStatic, JoinType,
    QueryFilter, QueryOrder, QueryResult, QuerySelect, QueryTrait, RelationDef, Set,
    sea_query::SelectStatement,
};

use crate::{
    Result, Store,
    entity::{user, user_group},
    repo::batch::{self, Reader},
};

/// A user and the names of their groups, sorted.
pub type UserAndGroups = (user::Model, Vec<String>);

/// The reader behind [`Store::user_with_groups`].
pub(crate) fn spawn_user_reader(db: DatabaseConnection) -> Reader<UserAndGroups> {
    batch::spawn_select_reader(db, select_users, users_with_groups)
}

/// The name the joined group's column takes in the read.
const GROUP_NAME: &str = "group_name_of_user";

/// The users with these ids, each on one row per group (or one row with no group): the user's
/// columns under their own names (no prefix, so each is found without building its name) and
/// the group's name beside them.
pub(super) fn select_users(ids: Vec<String>) -> SelectStatement {
    let groups: RelationDef = user::Entity::belongs_to(user_group::Entity)
        .from(user::Column::Id)
        .to(user_group::Column::UserId)
        .into();
    user::Entity::find()
        .filter(user::Column::Id.is_in(ids))
        .join(JoinType::LeftJoin, groups)
        .column_as(user_group::Column::GroupName, GROUP_NAME)
        .order_by_asc(user_group::Column::GroupName)
        .into_query()
}

/// Each user's row and groups, from the read's rows (one per group).
fn users_with_groups(rows: Vec<QueryResult>) -> Result<HashMap<String, UserAndGroups>> {
    let mut found: HashMap<String, UserAndGroups> = HashMap::new();
    for row in rows {
        let id: String = row.try_get("", user::Column::Id.as_str())?;
        let group: Option<String> = row.try_get("", GROUP_NAME)?;
        let entry = match found.entry(id) {
            Entry::Occupied(entry) => entry.into_mut(),
            Entry::Vacant(entry) => {
                entry.insert((user::Model::from_query_result(&row, "")?, vec![]))
            }
        };
        entry.1.extend(group);
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
        self.users_with_groups.read(user_id.to_owned()).await
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
