//! Staff groups, and the signed-in read: a user with their groups, batched.

use std::{
    collections::{HashMap, hash_map::Entry},
    sync::{Arc, OnceLock},
};

use chrono::{DateTime, Utc};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, DbBackend, EntityTrait, FromQueryResult,
    IdenStatic, JoinType, QueryFilter, QueryOrder, QuerySelect, QueryTrait, RelationDef, Set,
    Statement, Value, sea_query::SelectStatement,
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
    let texts = Arc::new(StatementTexts::default());
    batch::spawn_reader(db, batch::MAX_READ_BATCH, move |db, ids| {
        let texts = Arc::clone(&texts);
        async move { users_with_groups(&db, &texts, ids).await }
    })
}

/// The SQL text of the read for each number of ids (1 to [`batch::MAX_READ_BATCH`]), made once:
/// SeaORM builds a statement's text from its parts on every call, about a fifth of the read's
/// cost (perf on `{ me { … } }`; docs/performance.md). Only the ids are bound, so a text made
/// for `n` ids serves any `n` ids.
struct StatementTexts(Box<[OnceLock<String>]>);

impl Default for StatementTexts {
    fn default() -> Self {
        Self(
            (0..batch::MAX_READ_BATCH)
                .map(|_| OnceLock::new())
                .collect(),
        )
    }
}

impl StatementTexts {
    fn for_ids(&self, backend: DbBackend, ids: Vec<String>) -> Statement {
        let sql = self.0[ids.len() - 1].get_or_init(|| {
            let placeholders = vec![String::new(); ids.len()];
            backend.build(&select_users(placeholders)).sql
        });
        Statement::from_sql_and_values(backend, sql.as_str(), ids.into_iter().map(Value::from))
    }
}

/// The name the joined group's column takes in the read.
const GROUP_NAME: &str = "group_name_of_user";

/// The users with these ids, each on one row per group (or one row with no group): the user's
/// columns under their own names (no prefix, so each is found without building its name) and
/// the group's name beside them.
fn select_users(ids: Vec<String>) -> SelectStatement {
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

/// One query: the users with these ids, each with their groups (one row per group).
async fn users_with_groups(
    db: &DatabaseConnection,
    texts: &StatementTexts,
    ids: Vec<String>,
) -> Result<HashMap<String, UserAndGroups>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let rows = db
        .query_all_raw(texts.for_ids(db.get_database_backend(), ids))
        .await?;
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
