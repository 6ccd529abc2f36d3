//! How the domain's enums are spelled in the database. SeaORM's `DeriveActiveEnum` maps each
//! stored enum to its text column, so an entity's field is typed, not a `String`; the domain's
//! types stay free of database code (the derive cannot be implemented for them here, by Rust's
//! orphan rule, and does not belong there). Each stored enum converts to and from its domain
//! type with exhaustive matches, so a new variant cannot be forgotten on either side. A value
//! the database holds that is none of these fails the read, loudly, instead of being guessed.

use domain::{
    account::LoginType,
    billing::{
        CancellationOutcome, CheckoutStatus, LifecycleKind, OfferStatus, SubscriptionStatus,
    },
    chat::{MessageStatus, Role},
    generation::{GeneratorKind, Rating},
    library::{AccessLevel, ShareType},
    plan::PlanName,
    playground::{ColumnState, Family, Variant},
    provider_keys::Vendor,
    session::SessionClient,
};
use sea_orm::entity::prelude::*;

/// A stored enum named `$stored`, spelled as given, mirroring `$domain` variant by variant.
macro_rules! stored {
    ($(#[$doc:meta])* $stored:ident <=> $domain:ident { $($variant:ident = $text:literal),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum)]
        #[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
        pub enum $stored {
            $(#[sea_orm(string_value = $text)] $variant,)+
        }

        impl From<$domain> for $stored {
            fn from(value: $domain) -> Self {
                match value {
                    $($domain::$variant => Self::$variant,)+
                }
            }
        }

        impl From<$stored> for $domain {
            fn from(value: $stored) -> Self {
                match value {
                    $($stored::$variant => Self::$variant,)+
                }
            }
        }
    };
}

stored!(
    /// `users.plan_name` and every row that records a plan.
    StoredPlan <=> PlanName {
        Free = "FREE",
        Pro = "PRO",
        AnnualPro = "ANNUAL_PRO",
        ThreeDayPass = "THREE_DAY_PASS",
    }
);

stored!(
    /// `generations.generator` (also the spec's algorithm names, where it has them).
    StoredGenerator <=> GeneratorKind {
        Primer = "PRIMER",
        Amplifier = "AI_AMPLIFIER",
        Mastermind = "MASTERMIND",
        Image = "IMAGE_PROMPT",
        O4Image = "O4_IMAGE_PROMPT",
        Veo3 = "VEO3",
        Sora2 = "SORA2",
        Json = "JSON_PROMPTING",
    }
);

stored!(
    /// `users.login_type`.
    StoredLoginType <=> LoginType {
        GoogleSso = "GOOGLE_SSO",
        FacebookSso = "FACEBOOK_SSO",
        AppleSso = "APPLE_SSO",
        EmailPassword = "EMAIL_PASSWORD",
    }
);

stored!(
    /// `prompt_feedback.kind`.
    StoredRating <=> Rating {
        Like = "LIKE",
        Dislike = "DISLIKE",
    }
);

stored!(
    /// `shares.share_type`.
    StoredShareType <=> ShareType {
        Prompt = "PROMPT",
        Folder = "FOLDER",
        Folders = "FOLDERS",
    }
);

stored!(
    /// `shares.access_level`.
    StoredAccessLevel <=> AccessLevel {
        Public = "PUBLIC",
        LinkOnly = "LINK_ONLY",
    }
);

stored!(
    /// `checkouts.status`.
    StoredCheckoutStatus <=> CheckoutStatus {
        Open = "open",
        Completed = "completed",
    }
);

stored!(
    /// `recovery_offers.status`.
    StoredOfferStatus <=> OfferStatus {
        Offered = "offered",
        Accepted = "accepted",
        Declined = "declined",
    }
);

stored!(
    /// `cancellation_surveys.outcome`.
    StoredCancellationOutcome <=> CancellationOutcome {
        Cancelled = "cancelled",
        OfferAccepted = "offer_accepted",
    }
);

stored!(
    /// `plan_events.kind`.
    StoredLifecycleKind <=> LifecycleKind {
        PaidConversion = "paid_conversion",
        ThreeDayPassPurchased = "three_day_pass_purchased",
        Cancellation = "cancellation",
        Reactivation = "reactivation",
        ThreeDayPassExpired = "three_day_pass_expired",
    }
);

stored!(
    /// `users.subscription_status`.
    StoredSubscriptionStatus <=> SubscriptionStatus {
        Active = "active",
        Trialing = "trialing",
        PastDue = "past_due",
        Canceled = "canceled",
        Unpaid = "unpaid",
        Incomplete = "incomplete",
        IncompleteExpired = "incomplete_expired",
        Paused = "paused",
    }
);

#[cfg(test)]
mod tests {
    use sea_orm::ActiveEnum;

    use super::*;

    /// The stored spellings are the ones the rows already hold (written by the domain's
    /// `as_str` before this module existed): a mismatch would make old rows unreadable.
    #[test]
    fn stored_spellings_match_the_domain_spellings() {
        for plan in PlanName::ALL {
            assert_eq!(StoredPlan::from(plan).to_value(), plan.as_str());
            assert_eq!(PlanName::from(StoredPlan::from(plan)), plan);
        }
        for generator in GeneratorKind::ALL {
            assert_eq!(
                StoredGenerator::from(generator).to_value(),
                generator.as_str()
            );
            assert_eq!(
                GeneratorKind::from(StoredGenerator::from(generator)),
                generator
            );
        }
        for login in [
            LoginType::GoogleSso,
            LoginType::FacebookSso,
            LoginType::AppleSso,
            LoginType::EmailPassword,
        ] {
            assert_eq!(StoredLoginType::from(login).to_value(), login.as_str());
        }
        for share in [ShareType::Prompt, ShareType::Folder, ShareType::Folders] {
            assert_eq!(StoredShareType::from(share).to_value(), share.as_str());
        }
        for level in [AccessLevel::Public, AccessLevel::LinkOnly] {
            assert_eq!(StoredAccessLevel::from(level).to_value(), level.as_str());
        }
        for status in SubscriptionStatus::ALL {
            assert_eq!(
                StoredSubscriptionStatus::from(status).to_value(),
                status.as_str()
            );
        }
        for status in [CheckoutStatus::Open, CheckoutStatus::Completed] {
            assert_eq!(
                StoredCheckoutStatus::from(status).to_value(),
                status.as_str()
            );
        }
        for kind in [
            LifecycleKind::PaidConversion,
            LifecycleKind::ThreeDayPassPurchased,
            LifecycleKind::Cancellation,
            LifecycleKind::Reactivation,
            LifecycleKind::ThreeDayPassExpired,
        ] {
            assert_eq!(StoredLifecycleKind::from(kind).to_value(), kind.as_str());
        }
        assert_eq!(StoredRating::from(Rating::Like).to_value(), "LIKE");
        assert_eq!(StoredRating::from(Rating::Dislike).to_value(), "DISLIKE");
    }
}

stored!(
    /// `playground_answers.state`: how a column of a testing run ended.
    StoredColumnState <=> ColumnState {
        Done = "done",
        Capped = "capped",
        Failed = "failed",
        Cancelled = "cancelled",
    }
);

stored!(
    /// `playground_answers.family`: who made the model (TestingAnalytics counts by it).
    StoredFamily <=> Family {
        Anthropic = "anthropic",
        Openai = "openai",
        Gemini = "gemini",
        Mistral = "mistral",
        Amazon = "amazon",
        Meta = "meta",
        Other = "other",
    }
);

stored!(
    /// `user_provider_keys.vendor`: the wire protocol a user's key speaks.
    StoredVendor <=> Vendor {
        Openai = "openai",
        Anthropic = "anthropic",
        Gemini = "gemini",
    }
);

stored!(
    /// `playground_answers.variant`: which of a run's prompts a column ran.
    StoredVariant <=> Variant {
        Original = "original",
        Enhanced = "enhanced",
    }
);

stored!(
    /// `chat_messages.role`.
    StoredRole <=> Role {
        User = "user",
        Assistant = "assistant",
    }
);

stored!(
    /// `chat_messages.status`.
    StoredMessageStatus <=> MessageStatus {
        Answering = "answering",
        Complete = "complete",
        Stopped = "stopped",
        Failed = "failed",
    }
);

stored!(
    /// `refresh_tokens.client`.
    StoredSessionClient <=> SessionClient {
        Web = "WEB",
        Extension = "EXTENSION",
    }
);
