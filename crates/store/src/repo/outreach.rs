//! The public site: its guest forms and the landing page's live counts. Sign-ups are keyed by email
//! and inserted with `ON CONFLICT DO NOTHING`, so a repeat (or two at once) leaves one row and the
//! first date.

use chrono::{DateTime, Utc};
use sea_orm::{
    ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, Set, TryInsertResult,
};

use crate::{
    Result, Store,
    entity::{
        contact_message, extension_uninstall, generation, newsletter_subscriber, saved_prompt,
        teams_interest, user,
    },
    repo::new_id,
};

pub type TeamsInterest = teams_interest::Model;
pub type NewsletterSubscriber = newsletter_subscriber::Model;
pub type ContactMessage = contact_message::Model;
pub type ExtensionUninstall = extension_uninstall::Model;

impl Store {
    /// Records a Teams early-access sign-up; returns the stored one (the first, on a repeat).
    pub async fn add_teams_interest(
        &self,
        email: &str,
        now: DateTime<Utc>,
    ) -> Result<TeamsInterest> {
        let row = teams_interest::ActiveModel {
            email: Set(email.to_owned()),
            submission_date: Set(now),
        };
        teams_interest::Entity::insert(row)
            .on_conflict_do_nothing()
            .exec_without_returning(&self.db)
            .await?;
        Ok(teams_interest::Entity::find_by_id(email.to_owned())
            .one(&self.db)
            .await?
            .expect("the sign-up was just stored"))
    }

    /// Subscribes an email to the newsletter; returns false if it already was.
    pub async fn subscribe_to_newsletter(&self, email: &str, now: DateTime<Utc>) -> Result<bool> {
        let row = newsletter_subscriber::ActiveModel {
            email: Set(email.to_owned()),
            subscribed_at: Set(now),
        };
        let inserted = newsletter_subscriber::Entity::insert(row)
            .on_conflict_do_nothing()
            .exec_without_returning(&self.db)
            .await?;
        Ok(matches!(inserted, TryInsertResult::Inserted(n) if n > 0))
    }

    pub async fn add_contact_message(
        &self,
        name: &str,
        email: &str,
        message: &str,
        client_ip: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<ContactMessage> {
        let row = contact_message::ActiveModel {
            id: Set(new_id()),
            name: Set(name.to_owned()),
            email: Set(email.to_owned()),
            message: Set(message.to_owned()),
            client_ip: Set(client_ip.map(str::to_owned)),
            received_at: Set(now),
        };
        Ok(contact_message::Entity::insert(row)
            .exec_with_returning(&self.db)
            .await?)
    }

    /// Stores an answer to the extension's uninstall survey (`reasons`: their codes).
    pub async fn add_extension_uninstall(
        &self,
        reasons: &[&str],
        details: Option<&str>,
        extension_version: Option<&str>,
        user_id: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<ExtensionUninstall> {
        let row = extension_uninstall::ActiveModel {
            id: Set(new_id()),
            reasons: Set(serde_json::to_string(reasons).expect("strings serialize")),
            details: Set(details.map(str::to_owned)),
            extension_version: Set(extension_version.map(str::to_owned)),
            user_id: Set(user_id.map(str::to_owned)),
            created_at: Set(now),
        };
        Ok(extension_uninstall::Entity::insert(row)
            .exec_with_returning(&self.db)
            .await?)
    }

    /// Uninstall answers received in `[from, to)`.
    pub async fn count_extension_uninstalls(
        &self,
        from: DateTime<Utc>,
        to: DateTime<Utc>,
    ) -> Result<u64> {
        Ok(extension_uninstall::Entity::find()
            .filter(extension_uninstall::Column::CreatedAt.gte(from))
            .filter(extension_uninstall::Column::CreatedAt.lt(to))
            .count(&self.db)
            .await?)
    }

    /// This instance's own figures for the landing page: people with a proven address, prompts
    /// written, prompts saved. Three `COUNT(*)`s, no rows loaded; the caller caches the answer.
    pub async fn live_counts(&self) -> Result<domain::showcase::LiveCounts> {
        Ok(domain::showcase::LiveCounts {
            people: user::Entity::find()
                .filter(user::Column::EmailVerified.eq(true))
                .count(&self.db)
                .await?,
            prompts_written: generation::Entity::find().count(&self.db).await?,
            saved_prompts: saved_prompt::Entity::find().count(&self.db).await?,
        })
    }

    /// Every Teams sign-up, oldest first (for the operator's export).
    pub async fn teams_interest(&self) -> Result<Vec<TeamsInterest>> {
        Ok(teams_interest::Entity::find()
            .order_by_asc(teams_interest::Column::SubmissionDate)
            .all(&self.db)
            .await?)
    }

    pub async fn newsletter_subscribers(&self) -> Result<Vec<NewsletterSubscriber>> {
        Ok(newsletter_subscriber::Entity::find()
            .order_by_asc(newsletter_subscriber::Column::SubscribedAt)
            .all(&self.db)
            .await?)
    }

    /// Contact messages, newest first.
    pub async fn contact_messages(&self) -> Result<Vec<ContactMessage>> {
        Ok(contact_message::Entity::find()
            .order_by_desc(contact_message::Column::ReceivedAt)
            .all(&self.db)
            .await?)
    }
}
