use async_graphql::{Context, ID, Object};

use crate::{
    api::{
        error::{ResultExt, client_error, code},
        guard::{SelfOnly, SignedIn, claims},
        object::{
            achievement::{
                AchievementNotificationOperation, AchievementNotificationsResult,
                WeeklyActivityResult,
            },
            user::User,
        },
    },
    app::App,
};

#[derive(Default)]
pub struct AchievementMutation;

#[Object]
impl AchievementMutation {
    /// Marks one unlock notice read (MARK_READ with `achievementId`) or all of them
    /// (MARK_ALL_READ); answers how many changed. Guard: signed in; `userId`, if given, must be
    /// the caller.
    #[graphql(guard = "SelfOnly::new(&user_id, &None)")]
    async fn manage_achievement_notifications(
        &self,
        ctx: &Context<'_>,
        operation: AchievementNotificationOperation,
        user_id: Option<ID>,
        achievement_id: Option<String>,
    ) -> async_graphql::Result<AchievementNotificationsResult> {
        let _ = user_id;
        let caller = claims(ctx)?;
        let one = match operation {
            AchievementNotificationOperation::MarkRead => {
                Some(achievement_id.ok_or_else(|| {
                    client_error(
                        code::BAD_USER_INPUT,
                        "MARK_READ needs the achievementId of the notice to mark.",
                    )
                })?)
            }
            AchievementNotificationOperation::MarkAllRead => None,
        };
        let marked_count = ctx
            .data_unchecked::<App>()
            .mark_unlocks_read(&caller.sub, one.as_deref())
            .await
            .gql()?;
        Ok(AchievementNotificationsResult {
            success: true,
            marked_count,
        })
    }

    /// Reports an activity the server cannot see (today: EXTENSION_USE, from the browser
    /// extension), `incrementBy` from 1 to 50. What the server sees (generations, saves, the
    /// Free limit) it records itself. Guard: signed in; rate limited per user.
    #[graphql(guard = "SignedIn")]
    async fn track_weekly_activity(
        &self,
        ctx: &Context<'_>,
        activity_type: String,
        #[graphql(default = 1)] increment_by: i32,
    ) -> async_graphql::Result<WeeklyActivityResult> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .track_activity(&caller.sub, &activity_type, increment_by)
            .await
            .gql()
            .map(Into::into)
    }

    /// Wears the title of an unlocked achievement beside the user's name; null takes it off.
    /// Guard: signed in.
    #[graphql(guard = "SignedIn")]
    async fn equip_title(
        &self,
        ctx: &Context<'_>,
        title: Option<String>,
    ) -> async_graphql::Result<User> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .equip_title(&caller.sub, title.as_deref())
            .await
            .gql()
            .map(User)
    }
}
