//! Conformance suite for referrals, achievements and weekly activity, on SQLite and (with
//! TEST_DATABASE_URL) PostgreSQL.

// Tests stand outside the app: they read wall time, not App::clock().
#![allow(clippy::disallowed_methods)]

use chrono::{Duration, Utc};
use domain::{
    achievements::Milestone,
    activity::{ActivityType, week_start},
    billing::{LifecycleKind, SubscriptionStatus},
    generation::GeneratorKind,
    plan::PlanName,
    referral::ReferralCode,
};
use superprompt_store::{
    Applied, BillingUpdate, NewGeneration, NewPlanEvent, NewUser, ProviderEvent, Store,
    repo::{generations::UsageCounter, referrals::processed_events},
    testing::{TestDatabase, new_generation as generation, new_user},
};

fn referred(email: &str, code: &str) -> NewUser {
    NewUser {
        referred_by: ReferralCode::parse(code),
        ..new_user(email)
    }
}

async fn store() -> (TestDatabase, Store) {
    let db = TestDatabase::new().await;
    let store = db.store().await;
    (db, store)
}

fn code_of(user: &superprompt_store::User) -> ReferralCode {
    ReferralCode::parse(
        user.referral_code
            .as_deref()
            .expect("every user has a code"),
    )
    .expect("a stored code reads back")
}

#[tokio::test]
async fn every_user_gets_a_code_of_their_own() {
    let (_db, store) = store().await;
    let now = Utc::now();
    let mut codes = std::collections::HashSet::new();
    for n in 0..20 {
        let user = store
            .insert_user(new_user(&format!("u{n}@example.com")), now)
            .await
            .unwrap();
        assert!(codes.insert(code_of(&user)), "codes are unique");
        assert_eq!(user.referred_by_code, None);
    }
}

#[tokio::test]
async fn a_sign_up_with_a_code_records_the_referrer_and_opens_tracking() {
    let (_db, store) = store().await;
    let now = Utc::now();
    let referrer = store
        .insert_user(new_user("referrer@example.com"), now)
        .await
        .unwrap();
    let code = code_of(&referrer);
    // The code as typed in a link: any case.
    let friend = store
        .insert_user(
            referred("Friend@Example.com", &code.as_str().to_lowercase()),
            now,
        )
        .await
        .unwrap();
    assert_eq!(friend.referred_by_code.as_deref(), Some(code.as_str()));
    assert_eq!(
        friend.referrer_name.as_deref(),
        Some(referrer.name.as_str())
    );
    assert!(friend.referral_date.is_some());
    let tracking = store.tracking_of(&friend.id).await.unwrap();
    assert_eq!(tracking.len(), 1);
    assert_eq!(tracking[0].referral_code, code.as_str());
    assert_eq!(tracking[0].user_email_key, "friend@example.com");
    assert_eq!(tracking[0].email, "Friend@Example.com");
    assert!(processed_events(&tracking[0]).is_empty());

    let figures = store.referral_figures(code.as_str()).await.unwrap();
    assert_eq!((figures.signups, figures.paid), (1, 0));
}

#[tokio::test]
async fn an_unknown_code_records_nothing() {
    let (_db, store) = store().await;
    let user = store
        .insert_user(referred("a@example.com", "NOSUCHCODE"), Utc::now())
        .await
        .unwrap();
    assert_eq!(user.referred_by_code, None);
    assert_eq!(user.referrer_name, None);
    assert_eq!(store.row_count("referral_tracking").await, 0);
}

#[tokio::test]
async fn a_late_code_is_recorded_once_and_never_for_oneself() {
    let (_db, store) = store().await;
    let now = Utc::now();
    let referrer = store
        .insert_user(new_user("r@example.com"), now)
        .await
        .unwrap();
    let user = store
        .insert_user(new_user("u@example.com"), now)
        .await
        .unwrap();
    assert!(
        !store
            .record_late_referral(&user.id, &code_of(&user), now)
            .await
            .unwrap(),
        "nobody refers themself"
    );
    assert!(
        store
            .record_late_referral(&user.id, &code_of(&referrer), now)
            .await
            .unwrap()
    );
    let other = store
        .insert_user(new_user("o@example.com"), now)
        .await
        .unwrap();
    assert!(
        !store
            .record_late_referral(&user.id, &code_of(&other), now)
            .await
            .unwrap(),
        "a user keeps their first referrer"
    );
    assert_eq!(store.row_count("referral_tracking").await, 1);
}

fn to_pro() -> BillingUpdate {
    BillingUpdate {
        plan_name: PlanName::Pro,
        subscription_status: Some(SubscriptionStatus::Active),
        current_period_end: Some(Utc::now() + Duration::days(30)),
        price_cents: Some(999),
        events: vec![NewPlanEvent {
            kind: LifecycleKind::PaidConversion,
            plan_name: Some(PlanName::Pro),
            expires_at: None,
        }],
        ..BillingUpdate::default()
    }
}

fn cancel() -> BillingUpdate {
    BillingUpdate {
        plan_name: PlanName::Free,
        events: vec![NewPlanEvent {
            kind: LifecycleKind::Cancellation,
            plan_name: Some(PlanName::Pro),
            expires_at: None,
        }],
        ..BillingUpdate::default()
    }
}

fn webhook(id: &str) -> Option<ProviderEvent> {
    Some(ProviderEvent {
        provider: "stripe".into(),
        id: id.into(),
        kind: "invoice.paid".into(),
    })
}

#[tokio::test]
async fn lifecycle_events_reach_the_tracking_once_even_when_replayed_concurrently() {
    let (_db, store) = store().await;
    let now = Utc::now();
    let referrer = store
        .insert_user(new_user("r@example.com"), now)
        .await
        .unwrap();
    let friend = store
        .insert_user(referred("f@example.com", code_of(&referrer).as_str()), now)
        .await
        .unwrap();
    // The same webhook five times at once, then a cancellation with no provider event.
    let mut tasks = Vec::new();
    for _ in 0..5 {
        let (store, id) = (store.clone(), friend.id.clone());
        tasks.push(tokio::spawn(async move {
            store
                .apply_billing(&id, webhook("evt_1"), Utc::now(), |_| Some(to_pro()))
                .await
                .unwrap()
        }));
    }
    let mut applied = 0;
    for task in tasks {
        if matches!(task.await.unwrap(), Applied::Done(_)) {
            applied += 1;
        }
    }
    assert_eq!(applied, 1, "one delivery applies");
    store
        .apply_billing(&friend.id, None, Utc::now(), |_| Some(cancel()))
        .await
        .unwrap();
    let tracking = store.tracking_of(&friend.id).await.unwrap();
    assert_eq!(tracking.len(), 1);
    let record = &tracking[0];
    let keys = processed_events(record);
    assert_eq!(keys.len(), 2, "{keys:?}");
    assert_eq!(keys[0], "stripe:evt_1:paid_conversion");
    assert!(record.moved_to_paid_date.is_some());
    assert_eq!(
        record.moved_to_paid_plan.map(PlanName::from),
        Some(PlanName::Pro)
    );
    assert!(record.cancel_date.is_some());
    let figures = store
        .referral_figures(code_of(&referrer).as_str())
        .await
        .unwrap();
    assert_eq!((figures.signups, figures.paid), (1, 1));

    // A user nobody referred has no tracking, and billing works as before.
    let loner = store
        .insert_user(new_user("l@example.com"), now)
        .await
        .unwrap();
    store
        .apply_billing(&loner.id, webhook("evt_2"), now, |_| Some(to_pro()))
        .await
        .unwrap();
    assert!(store.tracking_of(&loner.id).await.unwrap().is_empty());
}

async fn generate(
    store: &Store,
    user_id: &str,
    generator: GeneratorKind,
    at: chrono::DateTime<Utc>,
) {
    store
        .record_generation(generation(user_id, generator), UsageCounter::Primer, at)
        .await
        .unwrap();
}

#[tokio::test]
async fn generations_move_achievements_and_unlock_each_once() {
    let (_db, store) = store().await;
    let now = Utc::now();
    let user = store
        .insert_user(new_user("g@example.com"), now)
        .await
        .unwrap();
    // Ten generations at once, from concurrent requests (one or more group-commit batches).
    let mut tasks = Vec::new();
    for n in 0..10 {
        let (store, id) = (store.clone(), user.id.clone());
        let generator = [
            GeneratorKind::Primer,
            GeneratorKind::Amplifier,
            GeneratorKind::Json,
        ][n % 3];
        tasks.push(tokio::spawn(async move {
            generate(&store, &id, generator, now).await
        }));
    }
    for task in tasks {
        task.await.unwrap();
    }
    let achievements = store.achievements_of(&user.id, None).await.unwrap();
    let get = |id: &str| {
        achievements
            .iter()
            .find(|a| a.achievement_id == id)
            .unwrap_or_else(|| panic!("{id} has a row"))
    };
    assert!(get("first_prompt").unlocked);
    assert!(
        get("prompts_10").unlocked,
        "ten generations unlock prompts_10"
    );
    assert_eq!(get("prompts_10").progress, 10);
    assert_eq!(get("prompts_100").progress, 10);
    assert!(!get("prompts_100").unlocked);
    assert_eq!(get("prompts_100").category, "gold");
    assert_eq!(get("generators_3").progress, 3);
    assert!(get("generators_3").unlocked);
    assert_eq!(get("generators_5").progress, 3);
    assert_eq!(get("streak_3").progress, 1);

    let unlocks = store.unlocks_of(&user.id, true).await.unwrap();
    let mut ids: Vec<&str> = unlocks.iter().map(|u| u.achievement_id.as_str()).collect();
    ids.sort_unstable();
    assert_eq!(ids, ["first_prompt", "generators_3", "prompts_10"]);
    assert_eq!(
        store.row_count("achievement_unlocks").await,
        3,
        "each unlock once"
    );

    // Another generation changes progress but unlocks nothing twice.
    generate(&store, &user.id, GeneratorKind::Primer, now).await;
    assert_eq!(store.row_count("achievement_unlocks").await, 3);

    // Reading marks one, then all.
    assert_eq!(
        store
            .mark_unlocks_read(&user.id, Some("first_prompt"))
            .await
            .unwrap(),
        1
    );
    assert_eq!(store.unlocks_of(&user.id, true).await.unwrap().len(), 2);
    assert_eq!(store.mark_unlocks_read(&user.id, None).await.unwrap(), 2);
    assert_eq!(store.mark_unlocks_read(&user.id, None).await.unwrap(), 0);

    // The week's activity counted each generator.
    let week = store
        .weekly_activity_of(&user.id, week_start(now))
        .await
        .unwrap();
    let count = |activity: ActivityType| {
        week.iter()
            .find(|w| w.activity == activity.as_str())
            .map_or(0, |w| w.count)
    };
    assert_eq!(count(ActivityType::Generated(GeneratorKind::Primer)), 5);
    assert_eq!(count(ActivityType::Generated(GeneratorKind::Amplifier)), 3);
    assert_eq!(count(ActivityType::Generated(GeneratorKind::Json)), 3);
}

/// A comparison's generations share its id: it counts once however many of them finish, in
/// one batch or several, and a second comparison counts again.
#[tokio::test]
async fn a_comparison_counts_once_by_its_id() {
    let (_db, store) = store().await;
    let now = Utc::now();
    let user = store
        .insert_user(new_user("cmp@example.com"), now)
        .await
        .unwrap();
    let compared = |generator, id: &str| NewGeneration {
        comparison: Some(id.to_owned()),
        ..generation(&user.id, generator)
    };
    // A plain generation is no comparison.
    generate(&store, &user.id, GeneratorKind::Primer, now).await;
    let comparisons = |metrics: Vec<superprompt_store::UserMetric>| {
        metrics
            .iter()
            .find(|m| m.metric == "comparisons")
            .map(|m| m.value)
    };
    assert_eq!(comparisons(store.metrics_of(&user.id).await.unwrap()), None);
    // Both halves of one comparison, concurrently.
    let (a, b) = tokio::join!(
        store.record_generation(
            compared(GeneratorKind::Primer, "cmp-0001-aaaa"),
            UsageCounter::Primer,
            now
        ),
        store.record_generation(
            compared(GeneratorKind::Amplifier, "cmp-0001-aaaa"),
            UsageCounter::AiAmplifier,
            now
        ),
    );
    a.unwrap();
    b.unwrap();
    assert_eq!(
        comparisons(store.metrics_of(&user.id).await.unwrap()),
        Some(1)
    );
    let achievements = store.achievements_of(&user.id, None).await.unwrap();
    let first = achievements
        .iter()
        .find(|a| a.achievement_id == "first_comparison")
        .expect("first_comparison has a row");
    assert!(first.unlocked);
    // Another comparison counts again; its unlock notice is still written once.
    store
        .record_generation(
            compared(GeneratorKind::Mastermind, "cmp-0002-bbbb"),
            UsageCounter::Mastermind,
            now,
        )
        .await
        .unwrap();
    assert_eq!(
        comparisons(store.metrics_of(&user.id).await.unwrap()),
        Some(2)
    );
    let notices = store.unlocks_of(&user.id, false).await.unwrap();
    assert_eq!(
        notices
            .iter()
            .filter(|u| u.achievement_id == "first_comparison")
            .count(),
        1
    );
}

#[tokio::test]
async fn a_streak_counts_consecutive_days_and_keeps_the_best() {
    let (_db, store) = store().await;
    let day0 = Utc::now() - Duration::days(10);
    let user = store
        .insert_user(new_user("s@example.com"), day0)
        .await
        .unwrap();
    // Days 0, 0, 1, 2 (a run of 3), then 5 (a new run of 1).
    for offset in [0, 0, 1, 2, 5] {
        generate(
            &store,
            &user.id,
            GeneratorKind::Primer,
            day0 + Duration::days(offset),
        )
        .await;
    }
    let metrics = store.metrics_of(&user.id).await.unwrap();
    let streak = metrics.iter().find(|m| m.metric == "streak_days").unwrap();
    assert_eq!((streak.value, streak.best), (1, 3));
    let achievements = store.achievements_of(&user.id, None).await.unwrap();
    let streak_3 = achievements
        .iter()
        .find(|a| a.achievement_id == "streak_3")
        .unwrap();
    assert!(streak_3.unlocked);
    assert_eq!(streak_3.progress, 3);
}

#[tokio::test]
async fn changes_since_a_time_are_the_achievements_that_moved() {
    let (_db, store) = store().await;
    let t0 = Utc::now() - Duration::hours(1);
    let user = store
        .insert_user(new_user("c@example.com"), t0)
        .await
        .unwrap();
    generate(&store, &user.id, GeneratorKind::Primer, t0).await;
    let t1 = t0 + Duration::minutes(10);
    store
        .record_activity(
            &user.id,
            ActivityType::ExtensionUse,
            2,
            Some(Milestone::ExtensionUsed(2)),
            t1,
        )
        .await
        .unwrap();
    let all = store.achievements_of(&user.id, None).await.unwrap();
    assert!(all.iter().any(|a| a.achievement_id == "first_prompt"));
    let since = store
        .achievements_of(&user.id, Some(t0 + Duration::minutes(5)))
        .await
        .unwrap();
    let ids: Vec<&str> = since.iter().map(|a| a.achievement_id.as_str()).collect();
    assert_eq!(ids, ["extension_used"]);
    let week = store
        .weekly_activity_of(&user.id, week_start(t1))
        .await
        .unwrap();
    assert!(
        week.iter()
            .any(|w| w.activity == "EXTENSION_USE" && w.count == 2)
    );
}

#[tokio::test]
async fn a_refused_free_generation_counts_as_a_limit_hit() {
    let (_db, store) = store().await;
    let now = Utc::now();
    let user = store
        .insert_user(new_user("f@example.com"), now)
        .await
        .unwrap();
    let mut spent = 0;
    while store
        .spend_generation(&user.id, now)
        .await
        .unwrap()
        .is_some()
    {
        spent += 1;
        assert!(spent < 100, "the Free allowance ends");
    }
    store.spend_generation(&user.id, now).await.unwrap();
    let week = store
        .weekly_activity_of(&user.id, week_start(now))
        .await
        .unwrap();
    let hits = week
        .iter()
        .find(|w| w.activity == "FREE_LIMIT_HIT")
        .map(|w| w.count);
    assert_eq!(hits, Some(2));
}
