//! Queries, one struct per domain, merged into the root.

mod accounts;
mod achievements;
mod analytics;
mod billing;
mod chat;
mod devices;
mod generation;
mod library;
mod playground;
mod prompt_checks;
mod referrals;
mod showcase;
mod site;
mod support;

use async_graphql::MergedObject;

#[derive(MergedObject, Default)]
pub struct Query(
    accounts::AccountQuery,
    generation::GenerationQuery,
    billing::BillingQuery,
    library::LibraryQuery,
    site::SiteQuery,
    showcase::ShowcaseQuery,
    referrals::ReferralQuery,
    achievements::AchievementQuery,
    analytics::AnalyticsQuery,
    playground::PlaygroundQuery,
    prompt_checks::PromptCheckQuery,
    chat::ChatQuery,
    devices::DeviceQuery,
    support::SupportQuery,
);
