use async_graphql::{Context, ID, Object};
use chrono::{DateTime, Utc};

use crate::{
    api::{
        error::ResultExt,
        guard::{SelfOnly, claims},
        input::non_negative,
        object::achievement::UserAchievementsResult,
    },
    app::App,
};

#[derive(Default)]
pub struct AchievementQuery;

#[Object]
impl AchievementQuery {
    /// The caller's achievements against the catalogue (`limit` a page, at most 100; `tokens`
    /// is the page token of the answer before), and their unread unlocks. With `lastUpdated`,
    /// only the achievements whose progress moved after it. Guard: signed in; `userId`, if
    /// given, must be the caller.
    #[graphql(guard = "SelfOnly::new(&user_id, &None)")]
    async fn load_user_achievements(
        &self,
        ctx: &Context<'_>,
        user_id: Option<ID>,
        limit: Option<i32>,
        tokens: Option<String>,
        last_updated: Option<DateTime<Utc>>,
    ) -> async_graphql::Result<UserAchievementsResult> {
        let _ = user_id;
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .load_achievements(
                &caller.sub,
                limit.map(non_negative),
                tokens.as_deref(),
                last_updated,
            )
            .await
            .gql()
            .map(Into::into)
    }
}
