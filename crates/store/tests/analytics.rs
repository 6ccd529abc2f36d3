//! Conformance suite for the analytics reads and writes, on SQLite and (with TEST_DATABASE_URL)
//! PostgreSQL: the same hand-worked figures on both.

// Tests stand outside the app: they read wall time, not App::clock().
#![allow(clippy::disallowed_methods)]

use chrono::{DateTime, Duration, Utc};
use domain::{
    activity::ActivityType,
    analytics::{
        Period,
        churn::ChurnSource,
        day_number,
        kpi::{IsoWeek, weekly_kpis},
        referral::{CodeCounts, summary, trend, trend_start_day},
    },
    billing::{LifecycleKind, SubscriptionStatus},
    generation::GeneratorKind,
    plan::PlanName,
    referral::TrackingFields,
};
use superprompt_store::{
    BillingUpdate, NewPlanEvent, Store, TrackingRecord, User,
    repo::{analytics::ReferralFilter, generations::UsageCounter},
    testing::{TestDatabase, new_generation as generation, new_user},
};

async fn store() -> (TestDatabase, Store) {
    let db = TestDatabase::new().await;
    let store = db.store().await;
    (db, store)
}

async fn user(store: &Store, email: &str, registered: DateTime<Utc>) -> User {
    store
        .insert_user(new_user(email), registered)
        .await
        .unwrap()
}

async fn track(
    store: &Store,
    user: &User,
    email: &str,
    code: &str,
    signup: DateTime<Utc>,
    fields: TrackingFields,
) -> String {
    store
        .create_tracking(
            TrackingRecord {
                user_id: user.id.clone(),
                email: email.into(),
                referral_code: code.into(),
                signup_date: signup,
                fields,
                processed_events: vec![],
            },
            signup,
        )
        .await
        .unwrap()
        .id
}

fn paid(at: DateTime<Utc>, plan: PlanName) -> TrackingFields {
    TrackingFields {
        moved_to_paid_date: Some(at),
        moved_to_paid_plan: Some(plan),
        ..Default::default()
    }
}

/// The referral world of the tests, with `now`:
/// - code ONE: Ann (registered 10 days ago; a pass 9 days ago in one record, Pro 8 days ago in
///   another: one person, 2 days to convert) and Bob (registered 40 days ago, never paid);
/// - code TWO: Cat (registered 5 days ago, Annual Pro an hour later: 1 day; cancelled 2 days ago)
///   and Dan's old address, which no user has (a placeholder registered on its signup_date 3
///   days ago and paying at that moment: 0 days).
async fn referral_world(store: &Store, now: DateTime<Utc>) -> Vec<String> {
    let ann = user(store, "ann@example.com", now - Duration::days(10)).await;
    let bob = user(store, "bob@example.com", now - Duration::days(40)).await;
    let cat = user(store, "cat@example.com", now - Duration::days(5)).await;
    let dan = user(store, "dan@example.com", now - Duration::days(30)).await;
    let d = |days: i64| now - Duration::days(days);
    let mut ids = vec![];
    let pass = TrackingFields {
        three_day_pass_purchased_date: Some(d(9)),
        three_day_pass_expiration_date: Some(d(6)),
        ..Default::default()
    };
    ids.push(track(store, &ann, "ann@example.com", "ONE", d(9), pass).await);
    ids.push(
        track(
            store,
            &ann,
            "Ann@Example.com",
            "ONE",
            d(8),
            paid(d(8), PlanName::Pro),
        )
        .await,
    );
    ids.push(
        track(
            store,
            &bob,
            "bob@example.com",
            "ONE",
            d(40),
            TrackingFields::default(),
        )
        .await,
    );
    let mut annual = paid(d(5) + Duration::hours(1), PlanName::AnnualPro);
    annual.cancel_date = Some(d(2));
    ids.push(track(store, &cat, "cat@example.com", "TWO", d(5), annual).await);
    ids.push(
        track(
            store,
            &dan,
            "dan.old@example.com",
            "TWO",
            d(3),
            paid(d(3), PlanName::Pro),
        )
        .await,
    );
    ids
}

/// The kept sums give what a scan of every person gives, for every period and code filter
/// (the first registration day aside when `exact_first_day` is false: it keeps the earliest
/// ever seen).
async fn kept_sums_match_a_scan(store: &Store, now: DateTime<Utc>, exact_first_day: bool) {
    for period in Period::ALL {
        for code in [None, Some("ONE"), Some("TWO")] {
            let filter = ReferralFilter {
                registered_since: period.cutoff(now),
                code: code.map(str::to_owned),
            };
            let mut kept = store.referral_code_counts(&filter, now).await.unwrap();
            let mut scanned = store
                .referral_code_counts_by_scan(&filter, now)
                .await
                .unwrap();
            if !exact_first_day || period != Period::AllTime {
                for (_, c) in kept.iter_mut().chain(scanned.iter_mut()) {
                    c.first_registered_day = None;
                }
            }
            assert_eq!(kept, scanned, "{period:?} {code:?}");
        }
    }
}

fn by_code(rows: &[(String, CodeCounts)], code: &str) -> CodeCounts {
    rows.iter()
        .find(|(c, _)| c == code)
        .map(|(_, c)| *c)
        .unwrap_or_else(|| panic!("no row for {code}"))
}

#[tokio::test]
async fn referral_sums_per_code_follow_the_merge() {
    let (_db, store) = store().await;
    let now = Utc::now();
    referral_world(&store, now).await;
    let rows = store
        .referral_code_counts(&ReferralFilter::default(), now)
        .await
        .unwrap();
    assert_eq!(rows.len(), 2);
    let one = by_code(&rows, "ONE");
    assert_eq!(
        one,
        CodeCounts {
            signups: 2,
            paid_conversions: 1,
            three_day_passes: 1,
            cancellations: 0,
            reactivations: 0,
            active_users: 0,
            revenue_cents: 999,
            conversion_days: 2,
            recent_signups: 1,
            quick_conversions: 1,
            first_registered_day: Some(day_number(now - Duration::days(40))),
        }
    );
    let two = by_code(&rows, "TWO");
    assert_eq!(
        two,
        CodeCounts {
            signups: 2,
            paid_conversions: 2,
            three_day_passes: 0,
            cancellations: 1,
            reactivations: 0,
            // Cat is a user with no active subscription; the placeholder paid and never
            // cancelled.
            active_users: 1,
            revenue_cents: 9999 + 999,
            conversion_days: 1,
            recent_signups: 2,
            quick_conversions: 2,
            first_registered_day: Some(day_number(now - Duration::days(5))),
        }
    );
    let all = summary(&one.plus(two));
    assert_eq!(all.total_signups, 4);
    assert_eq!(all.paid_conversions, 3);
    assert_eq!(all.conversion_rate, 75.0);
    assert_eq!(all.total_revenue, 119.97);
    assert_eq!(all.average_time_to_conversion, 1.0);

    let placeholder = store
        .referral_person("dan.old@example.com")
        .await
        .unwrap()
        .expect("a placeholder person");
    assert!(placeholder.placeholder);
    assert_eq!(placeholder.name, "dan.old@example.com");
    let ann = store
        .referral_person("ann@example.com")
        .await
        .unwrap()
        .unwrap();
    assert!(!ann.placeholder);
    assert_eq!(ann.conversion_days, Some(2));
    assert!(ann.all_events.contains("three_day_pass_purchased"));
    assert_eq!(store.row_count("referral_people").await, 4);
    kept_sums_match_a_scan(&store, now, true).await;
}

#[tokio::test]
async fn the_period_and_code_filters_run_in_sql() {
    let (_db, store) = store().await;
    let now = Utc::now();
    referral_world(&store, now).await;
    let week = ReferralFilter {
        registered_since: Period::Last7Days.cutoff(now),
        code: None,
    };
    let rows = store.referral_code_counts(&week, now).await.unwrap();
    assert_eq!(rows.len(), 1, "nobody of ONE registered in the last 7 days");
    assert_eq!(by_code(&rows, "TWO").signups, 2);
    let month = ReferralFilter {
        registered_since: Period::Last30Days.cutoff(now),
        code: Some("ONE".into()),
    };
    let rows = store.referral_code_counts(&month, now).await.unwrap();
    assert_eq!(rows.len(), 1);
    assert_eq!(by_code(&rows, "ONE").signups, 1, "Ann, not Bob (40 days)");
    let none = ReferralFilter {
        registered_since: None,
        code: Some("NOPE".into()),
    };
    assert!(
        store
            .referral_code_counts(&none, now)
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(store.referral_codes().await.unwrap(), ["ONE", "TWO"]);
}

#[tokio::test]
async fn the_trend_counts_signups_and_conversions_per_day() {
    let (_db, store) = store().await;
    let now = Utc::now();
    referral_world(&store, now).await;
    let (signups, conversions) = store
        .referral_trend_counts(None, trend_start_day(now))
        .await
        .unwrap();
    let days = trend(now, &signups, &conversions);
    assert_eq!(days.len(), 31);
    assert_eq!(
        days.iter().map(|d| d.signups).sum::<u64>(),
        3,
        "Bob is 40 days back"
    );
    assert_eq!(days.iter().map(|d| d.conversions).sum::<u64>(), 3);
    let (two, _) = store
        .referral_trend_counts(Some("TWO"), trend_start_day(now))
        .await
        .unwrap();
    assert_eq!(two.iter().map(|(_, n)| n).sum::<u64>(), 2);
}

#[tokio::test]
async fn every_tracking_write_remakes_the_person() {
    let (_db, store) = store().await;
    let now = Utc::now();
    let ids = referral_world(&store, now).await;
    // Ann's Pro record goes: she keeps the pass (revenue 4.99, no conversion).
    assert!(store.delete_tracking(&ids[1]).await.unwrap());
    let ann = store
        .referral_person("ann@example.com")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(ann.converted_at, None);
    assert_eq!(ann.revenue_cents, 499);
    // Bob's only record goes: so does Bob.
    assert!(store.delete_tracking(&ids[2]).await.unwrap());
    assert_eq!(
        store.referral_person("bob@example.com").await.unwrap(),
        None
    );
    // Dan's old address is corrected: the placeholder becomes Dan.
    let record = store.tracking_record(&ids[4]).await.unwrap().unwrap();
    store
        .update_tracking(
            &ids[4],
            TrackingRecord {
                user_id: record.user_id,
                email: "dan@example.com".into(),
                referral_code: record.referral_code,
                signup_date: record.signup_date,
                fields: paid(record.signup_date, PlanName::Pro),
                processed_events: vec![],
            },
            now,
        )
        .await
        .unwrap();
    assert_eq!(
        store.referral_person("dan.old@example.com").await.unwrap(),
        None
    );
    let dan = store
        .referral_person("dan@example.com")
        .await
        .unwrap()
        .unwrap();
    assert!(!dan.placeholder);
    // Dan registered 30 days ago and paid 3 days ago: 27 days.
    assert_eq!(dan.conversion_days, Some(27));
    // Rebuilding from scratch gives the same rows.
    let before = store.referral_person("ann@example.com").await.unwrap();
    store.rebuild_referral_people().await.unwrap();
    assert_eq!(
        store.referral_person("ann@example.com").await.unwrap(),
        before
    );
    assert_eq!(store.row_count("referral_people").await, 3);
    kept_sums_match_a_scan(&store, now, true).await;
    assert_eq!(store.referral_codes().await.unwrap(), ["ONE", "TWO"]);
}

#[tokio::test]
async fn billing_keeps_the_person_active_and_records_cancellations() {
    let (_db, store) = store().await;
    let now = Utc::now();
    let referrer = user(&store, "ref@example.com", now - Duration::days(20)).await;
    let code = referrer.referral_code.clone().unwrap();
    let friend = store
        .insert_user(
            superprompt_store::NewUser {
                referred_by: domain::referral::ReferralCode::parse(&code),
                ..new_user("friend@example.com")
            },
            now - Duration::days(6),
        )
        .await
        .unwrap();
    let upgrade = BillingUpdate {
        plan_name: PlanName::Pro,
        subscription_status: Some(SubscriptionStatus::Active),
        price_cents: Some(999),
        events: vec![NewPlanEvent {
            kind: LifecycleKind::PaidConversion,
            plan_name: Some(PlanName::Pro),
            expires_at: None,
        }],
        ..BillingUpdate::default()
    };
    store
        .apply_billing(&friend.id, None, now - Duration::days(4), |_| Some(upgrade))
        .await
        .unwrap();
    let person = store
        .referral_person("friend@example.com")
        .await
        .unwrap()
        .unwrap();
    assert!(person.active);
    assert_eq!(person.conversion_days, Some(2));
    assert_eq!(store.active_paid_subscriptions().await.unwrap(), 1);
    let cancel = BillingUpdate {
        plan_name: PlanName::Free,
        events: vec![NewPlanEvent {
            kind: LifecycleKind::Cancellation,
            plan_name: Some(PlanName::Pro),
            expires_at: None,
        }],
        ..BillingUpdate::default()
    };
    store
        .apply_billing(&friend.id, None, now, |_| Some(cancel))
        .await
        .unwrap();
    let person = store
        .referral_person("friend@example.com")
        .await
        .unwrap()
        .unwrap();
    assert!(!person.active);
    assert!(person.cancelled_at.is_some());
    let churn = store.churn_window(100, None, None).await.unwrap();
    assert_eq!(churn.len(), 1);
    assert_eq!(churn[0].customer_email, "friend@example.com");
    assert_eq!(churn[0].plan_type, Some(PlanName::Pro));
    // The subscription began at the conversion, 4 days before.
    assert_eq!(
        domain::analytics::churn::days_active(churn[0].created_at, churn[0].canceled_at),
        4
    );
    // Deleting the account leaves nothing of them in the analytics.
    store.delete_user(&friend.id, &friend.email).await.unwrap();
    assert_eq!(
        store
            .rows_mentioning("referral_people", "friend@example.com")
            .await,
        0
    );
    assert_eq!(
        store
            .rows_mentioning("churn_records", "friend@example.com")
            .await,
        0
    );
}

fn cancellation(n: u32, canceled: DateTime<Utc>) -> ChurnSource {
    ChurnSource {
        id: format!("sub_{n}"),
        customer_id: format!("cus_{n}"),
        customer_email: format!("c{n}@example.com"),
        created_at: canceled - Duration::days(i64::from(n)),
        canceled_at: canceled,
        plan_type: Some(PlanName::Pro),
        cancel_reason: None,
    }
}

#[tokio::test]
async fn cancellations_are_read_newest_first_within_the_window() {
    let (_db, store) = store().await;
    let now = Utc::now();
    let items: Vec<ChurnSource> = (1..=5)
        .map(|n| cancellation(n, now - Duration::days(i64::from(n))))
        .collect();
    store.insert_churn_records(&items, now).await.unwrap();
    // Written twice: ids already present are kept, not doubled.
    store.insert_churn_records(&items, now).await.unwrap();
    assert_eq!(store.row_count("churn_records").await, 5);
    let newest = store.churn_window(2, None, None).await.unwrap();
    let ids: Vec<&str> = newest.iter().map(|c| c.id.as_str()).collect();
    assert_eq!(ids, ["sub_1", "sub_2"]);
    let window = store
        .churn_window(
            100,
            Some(now - Duration::days(4) - Duration::hours(1)),
            Some(now - Duration::days(2) + Duration::hours(1)),
        )
        .await
        .unwrap();
    let ids: Vec<&str> = window.iter().map(|c| c.id.as_str()).collect();
    assert_eq!(ids, ["sub_2", "sub_3", "sub_4"]);
    let found = store
        .user_ids_by_email(&["C1@example.com".into()])
        .await
        .unwrap();
    assert!(found.is_empty(), "no user has that address");
}

#[tokio::test]
async fn a_week_of_kpis_from_activity_plans_and_cancellations() {
    let (_db, store) = store().await;
    let week = IsoWeek::parse("2026-W47").unwrap();
    let monday = week.start();
    // Old: registered long before, Pro, 6 Primer generations (a power user), a save.
    let old = user(&store, "old@example.com", monday - Duration::days(100)).await;
    store
        .apply_billing(&old.id, None, monday - Duration::days(50), |_| {
            Some(BillingUpdate {
                plan_name: PlanName::Pro,
                subscription_status: Some(SubscriptionStatus::Active),
                ..BillingUpdate::default()
            })
        })
        .await
        .unwrap();
    for _ in 0..6 {
        store
            .record_generation(
                generation(&old.id, GeneratorKind::Primer),
                UsageCounter::Primer,
                monday + Duration::hours(2),
            )
            .await
            .unwrap();
    }
    store
        .record_activity(
            &old.id,
            ActivityType::LibrarySave,
            1,
            None,
            monday + Duration::hours(3),
        )
        .await
        .unwrap();
    // New: registered Tuesday, a Mastermind generation Wednesday (activated), hit the limit,
    // used the extension.
    let new = user(&store, "new@example.com", monday + Duration::days(1)).await;
    store
        .record_generation(
            generation(&new.id, GeneratorKind::Mastermind),
            UsageCounter::Mastermind,
            monday + Duration::days(2),
        )
        .await
        .unwrap();
    for activity in [ActivityType::FreeLimitHit, ActivityType::ExtensionUse] {
        store
            .record_activity(&new.id, activity, 1, None, monday + Duration::days(2))
            .await
            .unwrap();
    }
    // Late: registered Sunday, never generated (not activated).
    user(&store, "late@example.com", monday + Duration::days(6)).await;
    // Two cancellations in the 30 days before the week ends, one long before.
    store
        .insert_churn_records(
            &[
                cancellation(1, monday),
                cancellation(2, monday - Duration::days(20)),
                cancellation(3, monday - Duration::days(60)),
            ],
            monday,
        )
        .await
        .unwrap();
    // Uninstall surveys: two in the week (its first and last second), one on each side.
    for at in [
        monday - Duration::seconds(1),
        monday,
        monday + Duration::days(7) - Duration::seconds(1),
        monday + Duration::days(7),
    ] {
        store
            .add_extension_uninstall(&["TOO_SLOW"], None, None, None, at)
            .await
            .unwrap();
    }
    let counts = store.week_counts(week).await.unwrap();
    assert_eq!(counts.total_extension_uninstalls, 2);
    assert_eq!(counts.total_active_users, 2);
    assert_eq!(counts.weekly_active_power_users, 1);
    assert_eq!(counts.total_algorithm_users, 2);
    assert_eq!(counts.primer_users, 1);
    assert_eq!(counts.mastermind_users, 1);
    assert_eq!(counts.ai_amplifier_users, 0);
    assert_eq!(counts.total_prompt_generators, 2);
    assert_eq!(counts.total_prompt_savers, 1);
    assert_eq!(counts.total_free_limit_hitters, 1);
    assert_eq!(counts.total_extension_users, 1);
    assert_eq!(counts.total_new_signups, 2);
    assert_eq!(counts.total_activated_new_users, 1);
    assert_eq!(counts.total_paid_users, 1);
    assert_eq!(counts.total_churned_users, 2);
    assert_eq!((counts.free_users, counts.pro_users), (1, 1));

    let kpis = weekly_kpis(week, counts);
    assert_eq!(kpis.seven_day_new_user_activation_rate, 50.0);
    assert_eq!(kpis.free_to_paid_conversion_indicator, 100.0);
    let first = store
        .save_weekly_kpis(&kpis, monday + Duration::days(7))
        .await
        .unwrap();
    assert_eq!(first.week_key, "2026-W47");
    assert_eq!(first.total_active_users, 2);
    // Computed again (a rerun, or another instance): still one record, the newer one.
    let again = store
        .save_weekly_kpis(&kpis, monday + Duration::days(8))
        .await
        .unwrap();
    assert_eq!(again.id, first.id);
    assert_eq!(store.row_count("weekly_kpis").await, 1);
    let latest = store.latest_weekly_kpis().await.unwrap().unwrap();
    assert_eq!(latest.created_at, monday + Duration::days(8));
    assert_eq!(latest.seven_day_new_user_activation_rate, 50.0);
    // An earlier week computed later is the one shown (the latest createdAt).
    let before = weekly_kpis(IsoWeek::parse("2026-W46").unwrap(), Default::default());
    store
        .save_weekly_kpis(&before, monday + Duration::days(9))
        .await
        .unwrap();
    let latest = store.latest_weekly_kpis().await.unwrap().unwrap();
    assert_eq!(latest.week_key, "2026-W46");
    assert_eq!(store.weekly_kpi_history(10).await.unwrap().len(), 2);
}

#[tokio::test]
async fn concurrent_computations_of_a_week_land_once() {
    let (_db, store) = store().await;
    let week = IsoWeek::parse("2026-W47").unwrap();
    let kpis = weekly_kpis(week, Default::default());
    let now = Utc::now();
    let runs = (0..4).map(|n| {
        let store = store.clone();
        let kpis = kpis.clone();
        tokio::spawn(async move {
            store
                .save_weekly_kpis(&kpis, now + Duration::seconds(n))
                .await
        })
    });
    for run in runs {
        run.await.unwrap().unwrap();
    }
    assert_eq!(store.row_count("weekly_kpis").await, 1);
}

#[tokio::test]
async fn concurrent_tracking_writes_keep_the_sums_exact() {
    let (_db, store) = store().await;
    let now = Utc::now();
    let mut people = vec![];
    for n in 0..12 {
        people.push(
            user(
                &store,
                &format!("p{n}@example.com"),
                now - Duration::days(n),
            )
            .await,
        );
    }
    // Twelve sign-ups at once over two codes and three days, each record also moving between
    // codes (an update touches both), so the kept rows are changed from many transactions.
    let writes = people.into_iter().enumerate().map(|(n, person)| {
        let store = store.clone();
        tokio::spawn(async move {
            let code = if n % 2 == 0 { "ONE" } else { "TWO" };
            let other = if n % 2 == 0 { "TWO" } else { "ONE" };
            let email = person.email.clone();
            let id = track(
                &store,
                &person,
                &email,
                code,
                person.created_at,
                paid(person.created_at, PlanName::Pro),
            )
            .await;
            store
                .update_tracking(
                    &id,
                    TrackingRecord {
                        user_id: person.id.clone(),
                        email,
                        referral_code: other.into(),
                        signup_date: person.created_at,
                        fields: TrackingFields::default(),
                        processed_events: vec![],
                    },
                    Utc::now(),
                )
                .await
                .unwrap();
        })
    });
    for write in writes.collect::<Vec<_>>() {
        write.await.unwrap();
    }
    let all = store
        .referral_code_counts(&ReferralFilter::default(), now)
        .await
        .unwrap();
    assert_eq!(
        by_code(&all, "ONE").signups + by_code(&all, "TWO").signups,
        12
    );
    assert_eq!(by_code(&all, "ONE").paid_conversions, 0);
    kept_sums_match_a_scan(&store, now, false).await;
}

/// An import larger than one merge step (2,000 addresses) keeps the sums a scan gives, with
/// people of one code and day spread over several steps, and a second import of the same
/// records changes nothing.
#[tokio::test]
async fn a_large_import_keeps_the_sums_a_scan_gives() {
    use domain::{
        analytics::import::{ImportedTracking, ImportedUser},
        referral::ReferralCode,
    };
    use superprompt_store::repo::analytics::ImportBatch;

    let (_db, store) = store().await;
    let now = Utc::now();
    let codes: Vec<ReferralCode> = ["ALPHA123", "BRAVO456", "CHARLIE7"]
        .iter()
        .map(|c| ReferralCode::parse(c).unwrap())
        .collect();
    let mut batch = ImportBatch {
        users: Vec::new(),
        tracking: Vec::new(),
        churn: Vec::new(),
    };
    for i in 0..4_500 {
        let email = format!("person{i:05}@example.com");
        let registered = now - Duration::days(i % 40) - Duration::hours(1);
        // Every third person's account has moved to another address, so the tracked address
        // is a placeholder's; every fifth pays.
        let user_id = format!("import-user-{i}");
        batch.users.push(ImportedUser {
            id: user_id.clone(),
            email: if i % 3 == 0 {
                format!("moved{i:05}@example.com")
            } else {
                email.clone()
            },
            name: format!("Person {i}"),
            created_at: registered,
            plan: PlanName::Free,
            subscription_status: None,
            referral_code: None,
        });
        let fields = if i % 5 == 0 {
            paid(registered + Duration::days(1), PlanName::Pro)
        } else {
            TrackingFields::default()
        };
        batch.tracking.push(ImportedTracking {
            id: format!("import-tracking-{i}"),
            user_id,
            email,
            referral_code: codes[(i % 3) as usize].clone(),
            signup_date: registered,
            fields,
            processed_events: vec![],
            created_at: registered,
            last_updated: registered,
        });
    }
    store.import_analytics(&batch, now).await.unwrap();
    kept_sums_match_a_scan(&store, now, true).await;
    let all = ReferralFilter {
        registered_since: None,
        code: None,
    };
    let before = store.referral_code_counts(&all, now).await.unwrap();
    let signups: u64 = before.iter().map(|(_, c)| c.signups).sum();
    assert_eq!(signups, 4_500);
    store.import_analytics(&batch, now).await.unwrap();
    assert_eq!(store.referral_code_counts(&all, now).await.unwrap(), before);
}

/// An import larger than the tables it fills sets their indexes aside on SQLite while it
/// writes and makes them again before it commits, inside its transaction: afterwards every
/// index is as the migrations declared it. An import that breaks a unique index (two users
/// with one referral code, which the app's checks refuse before they reach the store) fails,
/// writes nothing and leaves every index in place. The same holds on PostgreSQL, where
/// nothing is set aside.
#[tokio::test]
async fn an_import_leaves_every_index_as_declared_even_when_it_fails() {
    use domain::{
        analytics::import::{ImportedTracking, ImportedUser},
        referral::ReferralCode,
    };
    use superprompt_store::repo::analytics::ImportBatch;

    let (_db, store) = store().await;
    let now = Utc::now();
    let declared = store.index_definitions().await;
    assert!(
        declared
            .iter()
            .any(|d| d.starts_with("users_referral_code_key")),
        "the unique index this test breaks: {declared:?}"
    );
    let code = ReferralCode::parse("ALPHA123").unwrap();
    let batch = |from: usize, to: usize, user_code: &dyn Fn(usize) -> Option<ReferralCode>| {
        let mut batch = ImportBatch::default();
        for i in from..to {
            let at = now - Duration::days((i % 30) as i64) - Duration::hours(1);
            batch.users.push(ImportedUser {
                id: format!("import-user-{i}"),
                email: format!("person{i}@example.com"),
                name: format!("Person {i}"),
                created_at: at,
                plan: PlanName::Free,
                subscription_status: None,
                referral_code: user_code(i),
            });
            batch.tracking.push(ImportedTracking {
                id: format!("import-tracking-{i}"),
                user_id: format!("import-user-{i}"),
                email: format!("person{i}@example.com"),
                referral_code: code.clone(),
                signup_date: at,
                fields: TrackingFields::default(),
                processed_events: vec![],
                created_at: at,
                last_updated: at,
            });
        }
        batch
    };
    store
        .import_analytics(&batch(0, 50, &|_| None), now)
        .await
        .unwrap();
    assert_eq!(store.index_definitions().await, declared);
    assert_eq!(store.row_count("users").await, 50);
    assert_eq!(store.row_count("referral_people").await, 50);

    let twice = ReferralCode::parse("TWICE777").unwrap();
    let broken = batch(50, 150, &|i| (i < 52).then(|| twice.clone()));
    assert!(store.import_analytics(&broken, now).await.is_err());
    assert_eq!(store.index_definitions().await, declared);
    assert_eq!(store.row_count("users").await, 50);
    assert_eq!(store.row_count("referral_tracking").await, 50);
    assert_eq!(store.row_count("referral_people").await, 50);
}

/// An import merges the addresses the database has never seen from the batch alone, and
/// remakes the others from what is stored: either way the people (and the sums) are the ones
/// a rebuild from the stored records gives. The batch mixes new addresses (with and without an
/// account in the file), a record for an address already tracked, a record for an account
/// that has no record yet, a record and a user whose ids exist already (left out), and
/// a paying user with an active subscription.
#[tokio::test]
async fn an_import_merges_new_and_known_addresses_as_a_rebuild_does() {
    use domain::{
        analytics::import::{ImportedTracking, ImportedUser},
        referral::ReferralCode,
    };
    use superprompt_store::repo::analytics::ImportBatch;

    let (_db, store) = store().await;
    let now = Utc::now();
    let ids = referral_world(&store, now).await;
    let eve = user(&store, "eve@example.com", now - Duration::days(12)).await;
    let d = |days: i64| now - Duration::days(days);
    // Codes of the file (the world's own are shorter than a code read from outside may be).
    let one = ReferralCode::parse("FOUR").unwrap();
    let two = ReferralCode::parse("FIVE").unwrap();
    let record =
        |id: &str, user_id: &str, email: &str, code: &ReferralCode, at, fields| ImportedTracking {
            id: id.into(),
            user_id: user_id.into(),
            email: email.into(),
            referral_code: code.clone(),
            signup_date: at,
            fields,
            processed_events: vec![],
            created_at: at,
            last_updated: at,
        };
    let new_user = |id: &str, email: &str, at, plan, status| ImportedUser {
        id: id.into(),
        email: email.into(),
        name: format!("Imported {id}"),
        created_at: at,
        plan,
        subscription_status: status,
        referral_code: None,
    };
    let batch = ImportBatch {
        users: vec![
            new_user("imp-fay", "fay@example.com", d(20), PlanName::Free, None),
            new_user(
                "imp-gus",
                "gus@example.com",
                d(15),
                PlanName::Pro,
                Some(SubscriptionStatus::Active),
            ),
            // An id the database has already (Eve's): left out, with its address.
            new_user(&eve.id, "not.eve@example.com", d(1), PlanName::Free, None),
        ],
        tracking: vec![
            // New addresses: one with an account in the file, one paying, one with none.
            record(
                "imp-1",
                "imp-fay",
                "fay@example.com",
                &one,
                d(20),
                TrackingFields::default(),
            ),
            record(
                "imp-2",
                "imp-gus",
                "gus@example.com",
                &two,
                d(15),
                paid(d(14), PlanName::Pro),
            ),
            record(
                "imp-3",
                "imp-fay",
                "fay.old@example.com",
                &two,
                d(25),
                paid(d(25), PlanName::Pro),
            ),
            // Ann's address, tracked already: her person is remade with three records.
            record(
                "imp-4",
                &eve.id,
                "ann@example.com",
                &two,
                d(1),
                paid(d(1), PlanName::AnnualPro),
            ),
            // Eve has an account and no record yet.
            record(
                "imp-5",
                &eve.id,
                "eve@example.com",
                &one,
                d(12),
                paid(d(11), PlanName::Pro),
            ),
            // An id stored already, under another address: left out.
            record(
                &ids[2],
                &eve.id,
                "hal@example.com",
                &one,
                d(2),
                TrackingFields::default(),
            ),
            // The left-out user's address.
            record(
                "imp-6",
                &eve.id,
                "not.eve@example.com",
                &one,
                d(1),
                TrackingFields::default(),
            ),
        ],
        churn: vec![],
    };
    store.import_analytics(&batch, now).await.unwrap();

    let keys = [
        "ann@example.com",
        "bob@example.com",
        "cat@example.com",
        "dan.old@example.com",
        "eve@example.com",
        "fay@example.com",
        "fay.old@example.com",
        "gus@example.com",
        "hal@example.com",
        "not.eve@example.com",
    ];
    let mut imported = Vec::new();
    for key in keys {
        imported.push(store.referral_person(key).await.unwrap());
    }
    let all = ReferralFilter::default();
    let counts = store.referral_code_counts(&all, now).await.unwrap();
    assert!(
        imported[8].is_none(),
        "the left-out record's address has no person"
    );
    let gus = imported[7]
        .as_ref()
        .expect("a new address with its account");
    assert_eq!(gus.user_id, "imp-gus");
    assert!(gus.active, "a paid plan with an active subscription");
    assert!(
        imported[6].as_ref().unwrap().placeholder,
        "no account has that address"
    );
    let eve_person = imported[4]
        .as_ref()
        .expect("a known account's first record");
    assert_eq!(eve_person.user_id, eve.id);
    assert!(!eve_person.placeholder);
    let not_eve = imported[9].as_ref().expect("the address has a record");
    assert!(
        not_eve.placeholder,
        "the user with that address was left out"
    );
    assert_eq!(counts.iter().map(|(_, c)| c.signups).sum::<u64>(), 9);

    store.rebuild_referral_people().await.unwrap();
    for (key, before) in keys.iter().zip(&imported) {
        assert_eq!(&store.referral_person(key).await.unwrap(), before, "{key}");
    }
    assert_eq!(store.referral_code_counts(&all, now).await.unwrap(), counts);
    kept_sums_match_a_scan(&store, now, true).await;
}

/// A tracking record's delete starts by writing, so on SQLite it waits for another writer
/// instead of failing "database is locked" (a transaction that read first cannot wait).
#[tokio::test]
async fn deleting_a_tracking_record_waits_for_another_writer() {
    let (db, store) = store().await;
    let now = Utc::now();
    let ids = referral_world(&store, now).await;
    let writer = db.hold_write_lock(150);
    let deleted = store.delete_tracking(&ids[1]).await;
    if let Some(writer) = writer {
        writer.join().unwrap();
    }
    assert!(deleted.expect("the delete waited"));
    assert!(!store.delete_tracking(&ids[1]).await.unwrap(), "gone");
}
