//! DataLoaders: a field that every item of a list resolves on its own (a page of generations,
//! each with `rating`) is collected into one use-case call per request tick, not one query
//! per item. Keys carry the caller, so a loader never answers for another user.

use std::collections::HashMap;

use async_graphql::dataloader::{DataLoader, Loader};
use domain::generation::Rating;

use crate::{api::error::ResultExt, app::App};

/// The caller's rating of one generation.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RatingKey {
    pub user_id: String,
    pub generation_id: String,
}

pub struct Ratings(App);

impl Loader<RatingKey> for Ratings {
    type Value = Rating;
    type Error = async_graphql::Error;

    async fn load(&self, keys: &[RatingKey]) -> Result<HashMap<RatingKey, Rating>, Self::Error> {
        let mut by_user: HashMap<&str, Vec<String>> = HashMap::new();
        for key in keys {
            by_user
                .entry(&key.user_id)
                .or_default()
                .push(key.generation_id.clone());
        }
        let mut found = HashMap::new();
        for (user_id, ids) in by_user {
            let ratings = self.0.ratings(user_id, ids).await.gql()?;
            found.extend(ratings.into_iter().map(|(generation_id, rating)| {
                let key = RatingKey {
                    user_id: user_id.to_owned(),
                    generation_id,
                };
                (key, rating)
            }));
        }
        Ok(found)
    }
}

/// The loaders the schema carries (no cache: a loaded value lives only as long as one batch).
pub fn ratings(app: App) -> DataLoader<Ratings> {
    DataLoader::new(Ratings(app), tokio::spawn)
}
