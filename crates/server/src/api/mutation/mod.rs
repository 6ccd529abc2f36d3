//! Mutations, one struct per domain, merged into the root.

mod accounts;
mod achievements;
mod billing;
mod chat;
mod contexts;
mod devices;
mod generation;
mod library;
mod playground;
mod referrals;
mod site;
mod users;

use async_graphql::MergedObject;

#[derive(MergedObject, Default)]
pub struct Mutation(
    accounts::AccountMutation,
    users::UserMutation,
    generation::GenerationMutation,
    contexts::ContextMutation,
    billing::BillingMutation,
    library::LibraryMutation,
    site::SiteMutation,
    referrals::ReferralMutation,
    achievements::AchievementMutation,
    playground::PlaygroundMutation,
    chat::ChatMutation,
    devices::DeviceMutation,
);
