//! Conformance suite for billing changes, on SQLite and (with TEST_DATABASE_URL) PostgreSQL.

// Tests stand outside the app: they read wall time, not App::clock().
#![allow(clippy::disallowed_methods)]

use chrono::{Duration, Utc};
use domain::{
    billing::{
        BillingCycle, CancellationOutcome, CheckoutStatus, LifecycleKind, OfferStatus,
        SubscriptionStatus,
    },
    plan::PlanName,
};
use superprompt_store::{
    Applied, BillingUpdate, Error, NewCancellationSurvey, NewPlanEvent, ProviderEvent,
    RecoveryAttempt,
    testing::{new_user, with_user},
};

fn to_pro(checkout: Option<String>) -> BillingUpdate {
    BillingUpdate {
        plan_name: PlanName::Pro,
        subscription_status: Some(SubscriptionStatus::Active),
        current_period_end: Some(Utc::now() + Duration::days(30)),
        cancel_at_period_end: false,
        price_cents: Some(999),
        stripe_customer_id: Some("cus_1".into()),
        subscription_id: Some(Some("sub_1".into())),
        events: vec![NewPlanEvent {
            kind: LifecycleKind::PaidConversion,
            plan_name: Some(PlanName::Pro),
            expires_at: None,
        }],
        completes_checkout: checkout,
        ..BillingUpdate::default()
    }
}

fn event(id: &str) -> Option<ProviderEvent> {
    Some(ProviderEvent {
        provider: "stripe".into(),
        id: id.into(),
        kind: "customer.subscription.updated".into(),
    })
}

#[tokio::test]
async fn a_change_writes_fields_and_events_and_a_redelivery_changes_nothing() {
    let (_db, store, id) = with_user("bill@example.com").await;
    let now = Utc::now();
    let Applied::Done(user) = store
        .apply_billing(&id, event("evt_1"), now, |before| {
            assert_eq!(PlanName::from(before.plan_name), PlanName::Free);
            Some(to_pro(None))
        })
        .await
        .unwrap()
    else {
        panic!("first delivery applies")
    };
    assert_eq!(PlanName::from(user.plan_name), PlanName::Pro);
    assert_eq!(user.price_cents, Some(999));
    assert_eq!(user.stripe_customer_id.as_deref(), Some("cus_1"));
    assert_eq!(user.subscription_id.as_deref(), Some("sub_1"));

    let again = store
        .apply_billing(&id, event("evt_1"), now, |_| {
            Some(BillingUpdate {
                plan_name: PlanName::Free,
                ..Default::default()
            })
        })
        .await
        .unwrap();
    assert!(matches!(again, Applied::Duplicate));
    let user = store.find_user(&id).await.unwrap().unwrap();
    assert_eq!(
        PlanName::from(user.plan_name),
        PlanName::Pro,
        "the duplicate changed nothing"
    );
    let events = store.plan_events(&id).await.unwrap();
    assert_eq!(events.len(), 1);
    assert_eq!(
        LifecycleKind::from(events[0].kind),
        LifecycleKind::PaidConversion
    );

    // No change asked: nothing written, not even an event.
    let Applied::Done(same) = store
        .apply_billing(&id, event("evt_2"), now, |_| None)
        .await
        .unwrap()
    else {
        panic!("a new event applies")
    };
    assert_eq!(PlanName::from(same.plan_name), PlanName::Pro);
    assert_eq!(store.plan_events(&id).await.unwrap().len(), 1);

    assert!(matches!(
        store.apply_billing("nobody", None, now, |_| None).await,
        Err(Error::NotFound)
    ));
}

#[tokio::test]
async fn concurrent_redeliveries_apply_once() {
    let (_db, store, id) = with_user("bill@example.com").await;
    let tasks: Vec<_> = (0..8)
        .map(|_| {
            let (store, id) = (store.clone(), id.clone());
            tokio::spawn(async move {
                store
                    .apply_billing(&id, event("evt_same"), Utc::now(), |_| Some(to_pro(None)))
                    .await
                    .unwrap()
            })
        })
        .collect();
    let mut applied = 0;
    for task in tasks {
        if matches!(task.await.unwrap(), Applied::Done(_)) {
            applied += 1;
        }
    }
    assert_eq!(applied, 1);
    assert_eq!(store.plan_events(&id).await.unwrap().len(), 1);
}

#[tokio::test]
async fn a_checkout_completes_once_and_only_for_its_owner() {
    let (_db, store, id) = with_user("bill@example.com").await;
    let now = Utc::now();
    let checkout = store
        .create_checkout(&id, "local", None, PlanName::Pro, now)
        .await
        .unwrap();
    assert_eq!(CheckoutStatus::from(checkout.status), CheckoutStatus::Open);
    assert!(
        store
            .find_checkout("other", &checkout.id)
            .await
            .unwrap()
            .is_none()
    );

    store
        .apply_billing(&id, None, now, |_| Some(to_pro(Some(checkout.id.clone()))))
        .await
        .unwrap();
    let done = store
        .find_checkout(&id, &checkout.id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(CheckoutStatus::from(done.status), CheckoutStatus::Completed);
    assert!(done.completed_at.is_some());

    // Completing it again fails and rolls the whole change back.
    let before = store.plan_events(&id).await.unwrap().len();
    assert!(matches!(
        store
            .apply_billing(&id, None, now, |_| Some(to_pro(Some(checkout.id.clone()))))
            .await,
        Err(Error::NotFound)
    ));
    assert_eq!(store.plan_events(&id).await.unwrap().len(), before);
}

#[tokio::test]
async fn ended_periods_and_surveys() {
    let (_db, store, id) = with_user("bill@example.com").await;
    let now = Utc::now();
    assert!(store.users_with_period_ended(now).await.unwrap().is_empty());
    store
        .apply_billing(&id, None, now, |_| {
            Some(BillingUpdate {
                plan_name: PlanName::ThreeDayPass,
                current_period_end: Some(now + Duration::days(3)),
                ..Default::default()
            })
        })
        .await
        .unwrap();
    assert!(store.users_with_period_ended(now).await.unwrap().is_empty());
    assert_eq!(
        store
            .users_with_period_ended(now + Duration::days(3))
            .await
            .unwrap(),
        vec![id.clone()]
    );

    let survey = store
        .record_cancellation_survey(
            &id,
            NewCancellationSurvey {
                plan_name: PlanName::Pro,
                reason: "price".into(),
                reason_details: None,
                feedback: Some("too dear".into()),
                outcome: CancellationOutcome::Cancelled,
            },
            now,
        )
        .await
        .unwrap();
    let stored = store.cancellation_surveys(&id).await.unwrap();
    assert_eq!(stored, vec![survey]);
    assert!(
        store
            .cancellation_surveys("other")
            .await
            .unwrap()
            .is_empty()
    );
}

#[tokio::test]
async fn the_recovery_offer_is_one_time_and_only_its_owner_redeems_it() {
    let (_db, store, id) = with_user("bill@example.com").await;
    let now = Utc::now();
    let attempt = RecoveryAttempt {
        plan: Some(PlanName::Pro),
        cycle: Some(BillingCycle::Monthly),
        cancel_time: Some(now),
    };
    let offer = store
        .open_recovery_offer(&id, PlanName::Pro, 30, 3, attempt, now)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(OfferStatus::from(offer.status), OfferStatus::Offered);
    // What the subscriber was cancelling is kept with the offer.
    let kept = store
        .find_recovery_offer(&id, &offer.id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(kept.attempted_plan.map(PlanName::from), Some(PlanName::Pro));
    assert_eq!(kept.attempted_cycle.as_deref(), Some("MONTHLY"));
    assert_eq!(
        kept.cancel_time.map(|t| t.timestamp()),
        Some(now.timestamp())
    );
    let same = store
        .open_recovery_offer(&id, PlanName::Pro, 30, 3, RecoveryAttempt::default(), now)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(same.id, offer.id, "an open offer is reused");
    assert!(
        store
            .find_recovery_offer("other", &offer.id)
            .await
            .unwrap()
            .is_none()
    );

    let redeem = |offer_id: String| BillingUpdate {
        redeems_offer: Some(offer_id),
        discount: Some((30, now + Duration::days(90))),
        ..to_pro(None)
    };
    // Another user cannot redeem it (their change is refused and rolled back).
    let other = store
        .insert_user(new_user("other@example.com"), now)
        .await
        .unwrap();
    let offer_id = offer.id.clone();
    assert!(matches!(
        store
            .apply_billing(&other.id, None, now, move |_| Some(redeem(offer_id)))
            .await,
        Err(Error::NotFound)
    ));
    let untouched = store.find_user(&other.id).await.unwrap().unwrap();
    assert_eq!(PlanName::from(untouched.plan_name), PlanName::Free);
    assert_eq!(untouched.discount_percent_off, None);

    let offer_id = offer.id.clone();
    let Applied::Done(user) = store
        .apply_billing(&id, None, now, move |_| Some(redeem(offer_id)))
        .await
        .unwrap()
    else {
        panic!("the owner redeems it")
    };
    assert_eq!(user.discount_percent_off, Some(30));
    let offer_id = offer.id.clone();
    assert!(
        matches!(
            store
                .apply_billing(&id, None, now, move |_| Some(redeem(offer_id)))
                .await,
            Err(Error::NotFound)
        ),
        "redeemed once"
    );
    assert!(
        store
            .open_recovery_offer(&id, PlanName::Pro, 30, 3, RecoveryAttempt::default(), now)
            .await
            .unwrap()
            .is_none(),
        "one-time: no new offer after one was accepted"
    );
}
