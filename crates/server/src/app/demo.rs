//! The demo seed's referral data (`superprompt seed --demo`): people the demo user referred,
//! over the last two months, with their plan changes and some activity, so a fresh `make run`
//! has referrals, tracking, achievements and weekly activity to show. Written through the same
//! store operations the product uses (sign-up with a code, billing changes, generations), with
//! their dates in the past.

use chrono::{DateTime, Duration, Utc};
use domain::{
    account::LoginType,
    analytics::{churn::ChurnSource, kpi::IsoWeek},
    billing::{LifecycleKind, SubscriptionStatus},
    generation::GeneratorKind,
    plan::{PlanName, Start},
    referral::ReferralCode,
};
use store::{BillingUpdate, NewGeneration, NewPlanEvent, NewUser};

use super::{App, Result, generation::usage_counter};

/// A referred person: days since sign-up, their plan changes (days ago, what happened), and
/// the days (ago) they generated on.
struct Friend {
    name: &'static str,
    signed_up: i64,
    changes: &'static [(i64, LifecycleKind, PlanName)],
    active: &'static [i64],
}

const FRIENDS: &[Friend] = &[
    Friend {
        name: "Avery Stone",
        signed_up: 40,
        changes: &[(35, LifecycleKind::PaidConversion, PlanName::Pro)],
        active: &[39, 38, 37, 30, 12, 3, 2, 1],
    },
    Friend {
        name: "Blake Rivers",
        signed_up: 20,
        changes: &[
            (
                18,
                LifecycleKind::ThreeDayPassPurchased,
                PlanName::ThreeDayPass,
            ),
            (
                15,
                LifecycleKind::ThreeDayPassExpired,
                PlanName::ThreeDayPass,
            ),
        ],
        active: &[18, 17, 16],
    },
    Friend {
        name: "Casey Moore",
        signed_up: 25,
        changes: &[
            (20, LifecycleKind::PaidConversion, PlanName::Pro),
            (5, LifecycleKind::Cancellation, PlanName::Pro),
        ],
        active: &[24, 20, 9],
    },
    Friend {
        name: "Devon Park",
        signed_up: 10,
        changes: &[],
        active: &[10, 4],
    },
    Friend {
        name: "Emery Lane",
        signed_up: 5,
        changes: &[(3, LifecycleKind::PaidConversion, PlanName::AnnualPro)],
        active: &[5, 4, 3, 2, 1, 0],
    },
    Friend {
        name: "Finley Shaw",
        signed_up: 2,
        changes: &[],
        active: &[2],
    },
    Friend {
        name: "Gray Ellis",
        signed_up: 60,
        changes: &[
            (50, LifecycleKind::PaidConversion, PlanName::Pro),
            (30, LifecycleKind::Cancellation, PlanName::Pro),
            (10, LifecycleKind::Reactivation, PlanName::Pro),
        ],
        active: &[58, 50, 11, 10, 6],
    },
    Friend {
        name: "Harper Quinn",
        signed_up: 1,
        changes: &[],
        active: &[],
    },
];

const GENERATORS: [GeneratorKind; 4] = [
    GeneratorKind::Amplifier,
    GeneratorKind::Primer,
    GeneratorKind::Mastermind,
    GeneratorKind::Image,
];

/// The plan a lifecycle event leaves the user on.
fn update_for(kind: LifecycleKind, plan: PlanName, at: DateTime<Utc>) -> BillingUpdate {
    let (plan_name, status, expires) = match kind {
        LifecycleKind::PaidConversion | LifecycleKind::Reactivation => {
            (plan, Some(SubscriptionStatus::Active), None)
        }
        LifecycleKind::ThreeDayPassPurchased => {
            (PlanName::ThreeDayPass, None, Some(at + Duration::days(3)))
        }
        LifecycleKind::Cancellation => (PlanName::Free, Some(SubscriptionStatus::Canceled), None),
        LifecycleKind::ThreeDayPassExpired => (PlanName::Free, None, None),
    };
    BillingUpdate {
        plan_name,
        subscription_status: status,
        current_period_end: expires,
        events: vec![NewPlanEvent {
            kind,
            plan_name: Some(plan),
            expires_at: expires,
        }],
        ..BillingUpdate::default()
    }
}

impl App {
    /// Seeds the people `referrer_code` referred (once: nothing if the first one exists).
    pub(crate) async fn seed_referrals(&self, referrer_code: &str) -> Result<()> {
        let Some(code) = ReferralCode::parse(referrer_code) else {
            return Ok(());
        };
        let now = self.clock.now();
        for (n, friend) in FRIENDS.iter().enumerate() {
            let email = format!("friend{}@superprompt.local", n + 1);
            if self.store.find_user_by_email(&email).await?.is_some() {
                continue;
            }
            let (given, family) = friend.name.split_once(' ').unwrap_or((friend.name, ""));
            let user = self
                .store
                .insert_user(
                    NewUser {
                        email,
                        given_name: given.into(),
                        family_name: family.into(),
                        name: friend.name.into(),
                        password_hash: None,
                        email_verified: true,
                        login_type: LoginType::GoogleSso,
                        profile_photo: None,
                        start: Start::free(),
                        referred_by: Some(code.clone()),
                    },
                    now - Duration::days(friend.signed_up),
                )
                .await?;
            for (days_ago, kind, plan) in friend.changes {
                let at = now - Duration::days(*days_ago);
                self.store
                    .apply_billing(&user.id, None, at, |_| Some(update_for(*kind, *plan, at)))
                    .await?;
            }
            for (i, days_ago) in friend.active.iter().enumerate() {
                let generator = GENERATORS[(n + i) % GENERATORS.len()];
                self.store
                    .record_generation(
                        NewGeneration {
                            user_id: user.id.clone(),
                            generator,
                            description: "Write a launch announcement for our new API".into(),
                            context_id: None,
                            prompt: "You are a product marketer. Write a launch announcement…"
                                .into(),
                            improvements: vec!["Added a role and an audience".into()],
                            task_kind: "writing".into(),
                            parameters: None,
                            engine: "offline".into(),
                            notice: None,
                            comparison: None,
                        },
                        usage_counter(generator),
                        now - Duration::days(*days_ago),
                    )
                    .await?;
            }
        }
        Ok(())
    }

    /// Cancellation records of people who left before Superprompt's own billing (one of each
    /// churn category, over the last two months), and the last whole week's KPIs. Once: the
    /// records keep their ids, and the week is one record.
    pub(crate) async fn seed_analytics(&self) -> Result<()> {
        let now = self.clock.now();
        // (days ago cancelled, days active, plan, reason)
        let past: [(i64, i64, PlanName, Option<&str>); 6] = [
            (1, 2, PlanName::Pro, Some("price")),
            (4, 6, PlanName::Pro, Some("missingFeature")),
            (8, 45, PlanName::AnnualPro, Some("differentTool")),
            (12, 120, PlanName::Pro, None),
            (21, 3, PlanName::ThreeDayPass, Some("results")),
            (40, 400, PlanName::AnnualPro, Some("workflow")),
        ];
        let items: Vec<ChurnSource> = past
            .iter()
            .enumerate()
            .map(|(n, (ago, active, plan, reason))| {
                let canceled_at = now - Duration::days(*ago);
                ChurnSource {
                    id: format!("sub_demo_{}", n + 1),
                    customer_id: format!("cus_demo_{}", n + 1),
                    customer_email: format!("former{}@superprompt.local", n + 1),
                    created_at: canceled_at - Duration::days(*active),
                    canceled_at,
                    plan_type: Some(*plan),
                    cancel_reason: reason.map(str::to_owned),
                }
            })
            .collect();
        self.store.insert_churn_records(&items, now).await?;
        let week = IsoWeek::previous(now);
        if self.store.weekly_kpis_of(&week.key()).await?.is_none() {
            self.compute_weekly_kpis(week).await?;
        }
        Ok(())
    }
}
