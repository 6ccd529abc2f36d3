//! Conformance suite for the account repositories. It runs on SQLite by default and on
//! PostgreSQL when TEST_DATABASE_URL is set (`make test` runs it both ways).

// Tests stand outside the app: they read wall time, not App::clock().
#![allow(clippy::disallowed_methods)]

use chrono::{Duration, Utc};
use domain::session::SessionClient;
use superprompt_store::{
    ClaimedAccount, CodeUsage, Error, NewEmailCode, NewRefreshToken, NewUser, OidcFlow, Onboarding,
    Rotation, SessionState, Store, Unique, testing::TestDatabase,
};

fn new_user(email: &str) -> NewUser {
    NewUser {
        email: email.to_owned(),
        given_name: "Ada".into(),
        family_name: "Lovelace".into(),
        name: "Ada Lovelace".into(),
        password_hash: Some("hash".into()),
        email_verified: false,
        login_type: domain::account::LoginType::EmailPassword,
        profile_photo: None,
        start: domain::plan::Start::free(),
        referred_by: None,
    }
}

fn token(user_id: &str, family: &str, hash: &str) -> NewRefreshToken {
    NewRefreshToken {
        user_id: user_id.into(),
        family_id: family.into(),
        token_hash: hash.into(),
        expires_at: Utc::now() + Duration::days(30),
        client: SessionClient::Web,
        label: "Firefox on Linux".into(),
    }
}

async fn store() -> (TestDatabase, Store) {
    let db = TestDatabase::new().await;
    let store = db.store().await;
    (db, store)
}

#[tokio::test]
async fn users_insert_find_update_and_unique_email() {
    let (_db, store) = store().await;
    let now = Utc::now();
    let user = store
        .insert_user(new_user("ada@example.com"), now)
        .await
        .unwrap();
    assert_eq!(
        domain::plan::PlanName::from(user.plan_name),
        domain::plan::PlanName::Free
    );
    assert_eq!(user.bonus_prompts, 7);
    assert!(!user.email_verified);

    let found = store
        .find_user_by_email("ada@example.com")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(found.id, user.id);
    assert!(
        store
            .find_user_by_email("nobody@example.com")
            .await
            .unwrap()
            .is_none()
    );

    let err = store
        .insert_user(new_user("ada@example.com"), now)
        .await
        .unwrap_err();
    assert!(err.is_conflict_on(Unique::UserEmail), "{err:?}");
    assert!(!err.is_conflict_on(Unique::BillingEvent), "{err:?}");

    store.mark_email_verified(&user.id, now).await.unwrap();
    store
        .reset_password_hash(&user.id, "new-hash".into(), now)
        .await
        .unwrap();
    assert_eq!(store.token_version(&user.id).await.unwrap(), Some(1));
    let updated = store
        .record_onboarding(
            &user.id,
            Onboarding {
                profession: "Engineer".into(),
                source: "Friend".into(),
                onboarding_date: "2026-11-22".into(),
                subscribe_to_prompting_course: Some(true),
                name: None,
            },
            now,
        )
        .await
        .unwrap();
    assert!(updated.email_verified);
    assert_eq!(updated.password_hash.as_deref(), Some("new-hash"));
    assert_eq!(updated.profession.as_deref(), Some("Engineer"));
    assert_eq!(updated.name, "Ada Lovelace");
    assert!(updated.onboarded_at.is_some());

    assert!(matches!(
        store.mark_email_verified("missing", now).await,
        Err(Error::NotFound)
    ));
}

#[tokio::test]
async fn groups_are_idempotent_and_sorted() {
    let (_db, store) = store().await;
    let now = Utc::now();
    let user = store
        .insert_user(new_user("g@example.com"), now)
        .await
        .unwrap();
    store
        .add_user_to_group(&user.id, "zeta", now)
        .await
        .unwrap();
    store
        .add_user_to_group(&user.id, "analytics-viewers", now)
        .await
        .unwrap();
    store
        .add_user_to_group(&user.id, "analytics-viewers", now)
        .await
        .unwrap();
    assert_eq!(
        store.groups_of(&user.id).await.unwrap(),
        vec!["analytics-viewers", "zeta"]
    );
}

#[tokio::test]
async fn a_user_comes_with_their_groups_in_one_read_even_when_reads_are_batched() {
    let (_db, store) = store().await;
    let now = Utc::now();
    let mut users = Vec::new();
    for n in 0..12 {
        let user = store
            .insert_user(new_user(&format!("batch{n}@example.com")), now)
            .await
            .unwrap();
        // User n is in n % 3 groups, added in reverse order: the read sorts them.
        for group in ["staff", "analytics-viewers"].iter().take(n % 3) {
            store.add_user_to_group(&user.id, group, now).await.unwrap();
        }
        users.push(user.id);
    }
    // One user has optional columns set too, so they are read back under their own names.
    store
        .record_onboarding(
            &users[5],
            Onboarding {
                profession: "Engineer".into(),
                source: "Friend".into(),
                onboarding_date: "2026-11-22".into(),
                subscribe_to_prompting_course: Some(true),
                name: Some("Ada".into()),
            },
            now,
        )
        .await
        .unwrap();
    // Many reads at once share batches of varying sizes, and then the same sizes come again
    // with other ids (a batch's statement text is made once per size); each caller still gets
    // their own user, as a plain read finds it, and their groups.
    for round in 0..3 {
        let ids: Vec<String> = users[round..]
            .iter()
            .cloned()
            .chain(std::iter::once("no-such-user".to_owned()))
            .collect();
        let reads: Vec<_> = ids
            .into_iter()
            .map(|id| {
                let store = store.clone();
                tokio::spawn(
                    async move { (id.clone(), store.user_with_groups(&id).await.unwrap()) },
                )
            })
            .collect();
        for read in reads {
            let (id, found) = read.await.unwrap();
            check_user_and_groups(&store, &users, &id, found).await;
        }
        // One at a time: batches of one.
        let id = users[round].clone();
        let found = store.user_with_groups(&id).await.unwrap();
        check_user_and_groups(&store, &users, &id, found).await;
    }
}

async fn check_user_and_groups(
    store: &Store,
    users: &[String],
    id: &str,
    found: Option<(superprompt_store::User, Vec<String>)>,
) {
    if id == "no-such-user" {
        assert!(found.is_none());
        return;
    }
    {
        let (user, groups) = found.expect("the user");
        assert_eq!(Some(&user), store.find_user(id).await.unwrap().as_ref());
        let n = users.iter().position(|u| u == id).unwrap();
        let expected: Vec<&str> = match n % 3 {
            0 => vec![],
            1 => vec!["staff"],
            _ => vec!["analytics-viewers", "staff"],
        };
        assert_eq!(groups, expected, "groups of user {n}");
        assert_eq!(groups, store.groups_of(id).await.unwrap());
    }
}

#[tokio::test]
async fn only_the_newest_code_works_and_attempts_are_capped() {
    let (_db, store) = store().await;
    let now = Utc::now();
    let user = store
        .insert_user(new_user("c@example.com"), now)
        .await
        .unwrap();
    let code = |hash: &str| NewEmailCode {
        user_id: user.id.clone(),
        purpose: "verify_email",
        code_hash: hash.into(),
        expires_at: now + Duration::minutes(15),
    };
    let first = store.replace_email_code(code("one"), now).await.unwrap();
    let second = store
        .replace_email_code(code("two"), now + Duration::seconds(1))
        .await
        .unwrap();
    let current = store
        .current_email_code(&user.id, "verify_email")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(current.id, second.id);
    assert_ne!(current.id, first.id);
    assert!(
        store
            .current_email_code(&user.id, "reset_password")
            .await
            .unwrap()
            .is_none()
    );

    for _ in 0..3 {
        assert!(store.count_email_code_attempt(&second.id, 3).await.unwrap());
    }
    assert!(
        !store.count_email_code_attempt(&second.id, 3).await.unwrap(),
        "4th guess refused"
    );

    assert!(store.consume_email_code(&second.id, now).await.unwrap());
    assert!(
        !store.consume_email_code(&second.id, now).await.unwrap(),
        "a code is used once"
    );
    assert!(
        store
            .current_email_code(&user.id, "verify_email")
            .await
            .unwrap()
            .is_none()
    );
    let last = store
        .last_email_code_sent_at(&user.id, "verify_email")
        .await
        .unwrap()
        .unwrap();
    assert!(last >= now);
}

#[tokio::test]
async fn refresh_tokens_rotate_once_and_families_revoke() {
    let (_db, store) = store().await;
    let now = Utc::now();
    let user = store
        .insert_user(new_user("r@example.com"), now)
        .await
        .unwrap();
    let first = store
        .insert_refresh_token(token(&user.id, "fam", "h1"), now)
        .await
        .unwrap();

    assert_eq!(
        store
            .rotate_refresh_token(&first.id, token(&user.id, "fam", "h2"), now)
            .await
            .unwrap(),
        Rotation::Rotated
    );
    // A replay of the spent token stores nothing.
    assert_eq!(
        store
            .rotate_refresh_token(&first.id, token(&user.id, "fam", "h3"), now)
            .await
            .unwrap(),
        Rotation::AlreadySpent
    );
    assert!(store.find_refresh_token("h3").await.unwrap().is_none());
    let second = store.find_refresh_token("h2").await.unwrap().unwrap();
    assert!(second.revoked_at.is_none());
    assert_eq!(
        store
            .find_refresh_token("h1")
            .await
            .unwrap()
            .unwrap()
            .replaced_by,
        Some(second.id.clone())
    );

    assert_eq!(store.revoke_refresh_family("fam", now).await.unwrap(), 1);
    assert!(
        store
            .find_refresh_token("h2")
            .await
            .unwrap()
            .unwrap()
            .revoked_at
            .is_some()
    );

    store
        .insert_refresh_token(token(&user.id, "other", "h4"), now)
        .await
        .unwrap();
    let version = store.token_version(&user.id).await.unwrap().unwrap();
    assert_eq!(store.end_user_sessions(&user.id, now).await.unwrap(), 1);
    assert_eq!(
        store.token_version(&user.id).await.unwrap(),
        Some(version + 1),
        "ending sessions ends access tokens too"
    );
    assert_eq!(store.token_version("no-such-user").await.unwrap(), None);
}

#[tokio::test]
async fn devices_list_live_families_and_end_one_at_a_time() {
    let (_db, store) = store().await;
    let start = Utc::now() - Duration::hours(2);
    let user = store
        .insert_user(new_user("d@example.com"), start)
        .await
        .unwrap();
    let other = store
        .insert_user(new_user("o@example.com"), start)
        .await
        .unwrap();
    let web = store
        .insert_refresh_token(token(&user.id, "web", "w1"), start)
        .await
        .unwrap();
    let later = start + Duration::hours(1);
    store
        .rotate_refresh_token(&web.id, token(&user.id, "web", "w2"), later)
        .await
        .unwrap();
    let extension = NewRefreshToken {
        client: SessionClient::Extension,
        label: "Browser extension · Chrome on Linux".into(),
        ..token(&user.id, "ext", "e1")
    };
    store
        .insert_refresh_token(extension, start + Duration::minutes(90))
        .await
        .unwrap();
    store
        .insert_refresh_token(token(&other.id, "theirs", "t1"), start)
        .await
        .unwrap();
    // A signed-out family is not listed.
    store
        .insert_refresh_token(token(&user.id, "gone", "g1"), start)
        .await
        .unwrap();
    store.revoke_refresh_family("gone", start).await.unwrap();

    let devices = store.device_sessions(&user.id, Utc::now()).await.unwrap();
    let families: Vec<_> = devices.iter().map(|d| d.family_id.as_str()).collect();
    assert_eq!(families, ["ext", "web"], "most recently active first");
    let web_device = &devices[1];
    assert_eq!(web_device.client, SessionClient::Web);
    assert_eq!(web_device.label, "Firefox on Linux");
    assert_eq!(
        web_device.signed_in_at.timestamp(),
        start.timestamp(),
        "signed in with its first token"
    );
    assert_eq!(web_device.last_active_at.timestamp(), later.timestamp());
    assert_eq!(devices[0].client, SessionClient::Extension);

    assert_eq!(
        store.session_state(&user.id, "ext").await.unwrap(),
        Some(SessionState {
            token_version: 0,
            live: true
        })
    );
    assert_eq!(
        store
            .revoke_user_family(&other.id, "ext", Utc::now())
            .await
            .unwrap(),
        0,
        "another user's session is not theirs to end"
    );
    assert_eq!(
        store
            .revoke_user_family(&user.id, "ext", Utc::now())
            .await
            .unwrap(),
        1
    );
    assert!(
        !store
            .session_state(&user.id, "ext")
            .await
            .unwrap()
            .unwrap()
            .live
    );
    assert!(
        !store
            .session_state(&other.id, "web")
            .await
            .unwrap()
            .unwrap()
            .live,
        "a family is live only for its own user"
    );
    assert_eq!(store.session_state("nobody", "web").await.unwrap(), None);
    assert_eq!(
        store
            .device_sessions(&user.id, Utc::now())
            .await
            .unwrap()
            .len(),
        1
    );
}

#[tokio::test]
async fn concurrent_rotations_of_one_token_yield_one_successor() {
    let (_db, store) = store().await;
    let now = Utc::now();
    let user = store
        .insert_user(new_user("race@example.com"), now)
        .await
        .unwrap();
    let first = store
        .insert_refresh_token(token(&user.id, "fam", "root"), now)
        .await
        .unwrap();
    let tasks: Vec<_> = (0..8)
        .map(|i| {
            let (store, id, uid) = (store.clone(), first.id.clone(), user.id.clone());
            tokio::spawn(async move {
                store
                    .rotate_refresh_token(&id, token(&uid, "fam", &format!("child{i}")), Utc::now())
                    .await
            })
        })
        .collect();
    let mut rotated = 0;
    for task in tasks {
        // Under contention SQLite may report "database is locked" for a loser; that is also a
        // refusal, never a second successor.
        if let Ok(Rotation::Rotated) = task.await.unwrap() {
            rotated += 1;
        }
    }
    assert_eq!(rotated, 1);
}

#[tokio::test]
async fn login_attempts_count_failures_per_account_and_ip() {
    let (_db, store) = store().await;
    let now = Utc::now();
    let since = now - Duration::minutes(15);
    let (a, account, ip) = store
        .record_login_attempt("x@example.com", "1.1.1.1", now, since)
        .await
        .unwrap();
    assert_eq!((account, ip), (0, 0));
    let (_, account, ip) = store
        .record_login_attempt("x@example.com", "2.2.2.2", now, since)
        .await
        .unwrap();
    assert_eq!((account, ip), (1, 0));
    let (_, account, ip) = store
        .record_login_attempt("y@example.com", "1.1.1.1", now, since)
        .await
        .unwrap();
    assert_eq!((account, ip), (0, 1));
    store.mark_login_attempt_succeeded(&a).await.unwrap();
    let (_, account, ip) = store
        .record_login_attempt("x@example.com", "1.1.1.1", now, since)
        .await
        .unwrap();
    assert_eq!((account, ip), (1, 1), "a success is not a failure");
    // Outside the window nothing counts.
    let (_, account, _) = store
        .record_login_attempt("x@example.com", "3.3.3.3", now, now + Duration::seconds(1))
        .await
        .unwrap();
    assert_eq!(account, 0);
    assert_eq!(
        store
            .prune_login_attempts(now + Duration::seconds(1))
            .await
            .unwrap(),
        5
    );
}

#[tokio::test]
async fn oidc_flows_are_taken_once() {
    let (_db, store) = store().await;
    let now = Utc::now();
    let flow = OidcFlow {
        state: "s1".into(),
        nonce: "n".into(),
        pkce_verifier: "v".into(),
        redirect_to: "/dashboard".into(),
        created_at: now,
    };
    store
        .save_oidc_flow(flow.clone(), now - Duration::minutes(10))
        .await
        .unwrap();
    assert_eq!(
        store.take_oidc_flow("s1").await.unwrap().unwrap().nonce,
        "n"
    );
    assert!(store.take_oidc_flow("s1").await.unwrap().is_none());
    // Stale flows are swept when a new one starts.
    store
        .save_oidc_flow(
            OidcFlow {
                state: "old".into(),
                created_at: now - Duration::hours(1),
                ..flow.clone()
            },
            now - Duration::minutes(10),
        )
        .await
        .unwrap();
    store
        .save_oidc_flow(
            OidcFlow {
                state: "new".into(),
                ..flow
            },
            now - Duration::minutes(10),
        )
        .await
        .unwrap();
    assert!(store.take_oidc_flow("old").await.unwrap().is_none());
}

#[tokio::test]
async fn deleting_a_user_leaves_nothing_behind() {
    let (_db, store) = store().await;
    let now = Utc::now();
    let user = store
        .insert_user(new_user("del@example.com"), now)
        .await
        .unwrap();
    let keep = store
        .insert_user(new_user("keep@example.com"), now)
        .await
        .unwrap();
    for u in [&user, &keep] {
        store
            .add_user_to_group(&u.id, "analytics-viewers", now)
            .await
            .unwrap();
        store
            .insert_refresh_token(
                token(&u.id, &format!("f-{}", u.id), &format!("h-{}", u.id)),
                now,
            )
            .await
            .unwrap();
        store
            .replace_email_code(
                NewEmailCode {
                    user_id: u.id.clone(),
                    purpose: "verify_email",
                    code_hash: "x".into(),
                    expires_at: now,
                },
                now,
            )
            .await
            .unwrap();
        store
            .link_identity(&u.id, "google", &format!("sub-{}", u.id), &u.email, now)
            .await
            .unwrap();
        store
            .record_login_attempt(&u.email, "9.9.9.9", now, now)
            .await
            .unwrap();
    }

    store.delete_user(&user.id, &user.email).await.unwrap();

    let tables = store.table_names().await;
    assert!(tables.len() >= 7, "{tables:?}");
    for table in &tables {
        assert_eq!(
            store.rows_mentioning(table, &user.id).await,
            0,
            "{table} still holds the user id"
        );
        assert_eq!(
            store.rows_mentioning(table, &user.email).await,
            0,
            "{table} still holds the email"
        );
    }
    // The other user is untouched.
    assert_eq!(store.rows_mentioning("refresh_tokens", &keep.id).await, 1);
    assert_eq!(
        store.rows_mentioning("login_attempts", &keep.email).await,
        1
    );
    assert!(matches!(
        store.delete_user(&user.id, &user.email).await,
        Err(Error::NotFound)
    ));
}

#[tokio::test]
async fn housekeeping_prunes_only_what_is_past() {
    let (_db, store) = store().await;
    let now = Utc::now();
    let user = store
        .insert_user(new_user("hk@example.com"), now)
        .await
        .unwrap();
    let mut old = token(&user.id, "f1", "old");
    old.expires_at = now - Duration::days(8);
    store.insert_refresh_token(old, now).await.unwrap();
    store
        .insert_refresh_token(token(&user.id, "f2", "live"), now)
        .await
        .unwrap();
    store
        .replace_email_code(
            NewEmailCode {
                user_id: user.id.clone(),
                purpose: "reset_password",
                code_hash: "x".into(),
                expires_at: now - Duration::days(8),
            },
            now,
        )
        .await
        .unwrap();
    store
        .replace_email_code(
            NewEmailCode {
                user_id: user.id.clone(),
                purpose: "verify_email",
                code_hash: "y".into(),
                expires_at: now + Duration::minutes(5),
            },
            now,
        )
        .await
        .unwrap();
    let week_ago = now - Duration::days(7);
    assert_eq!(store.prune_refresh_tokens(week_ago).await.unwrap(), 1);
    assert!(store.find_refresh_token("live").await.unwrap().is_some());
    assert_eq!(store.prune_email_codes(week_ago).await.unwrap(), 1);
    assert!(
        store
            .current_email_code(&user.id, "verify_email")
            .await
            .unwrap()
            .is_some()
    );
    let flow = OidcFlow {
        state: "s".into(),
        nonce: "n".into(),
        pkce_verifier: "v".into(),
        redirect_to: "/".into(),
        created_at: now - Duration::hours(2),
    };
    store
        .save_oidc_flow(flow, now - Duration::days(1))
        .await
        .unwrap();
    assert_eq!(
        store
            .prune_oidc_flows(now - Duration::hours(1))
            .await
            .unwrap(),
        1
    );
}

#[tokio::test]
async fn claiming_an_unverified_account_drops_what_the_sign_up_set() {
    let (_db, store) = store().await;
    let now = Utc::now();
    let user = store
        .insert_user(new_user("victim@example.com"), now)
        .await
        .unwrap();
    store
        .insert_refresh_token(token(&user.id, "fam", "h1"), now)
        .await
        .unwrap();
    let claim = ClaimedAccount {
        name: "Victoria Owner".into(),
        given_name: "Victoria".into(),
        family_name: "Owner".into(),
        login_type: domain::account::LoginType::GoogleSso,
        profile_photo: None,
    };
    assert!(
        store
            .claim_unverified_account(&user.id, claim.clone(), now)
            .await
            .unwrap()
    );
    let claimed = store.find_user(&user.id).await.unwrap().unwrap();
    assert_eq!(
        claimed.password_hash, None,
        "the sign-up's password is gone"
    );
    assert!(claimed.email_verified);
    assert_eq!(claimed.name, "Victoria Owner");
    assert_eq!(
        domain::account::LoginType::from(claimed.login_type),
        domain::account::LoginType::GoogleSso
    );
    assert_eq!(claimed.token_version, 1);
    assert!(
        store
            .find_refresh_token("h1")
            .await
            .unwrap()
            .unwrap()
            .revoked_at
            .is_some()
    );
    // A verified account is never claimed: nothing changes.
    assert!(
        !store
            .claim_unverified_account(&user.id, claim, now)
            .await
            .unwrap()
    );
    assert_eq!(
        store
            .find_user(&user.id)
            .await
            .unwrap()
            .unwrap()
            .token_version,
        1
    );
}

#[tokio::test]
async fn code_usage_counts_codes_and_guesses_in_the_window() {
    let (_db, store) = store().await;
    let now = Utc::now();
    let user = store
        .insert_user(new_user("codes@example.com"), now)
        .await
        .unwrap();
    let code = |at: chrono::DateTime<Utc>| NewEmailCode {
        user_id: user.id.clone(),
        purpose: "verify_email",
        code_hash: "h".into(),
        expires_at: at + chrono::Duration::minutes(15),
    };
    let old = now - chrono::Duration::hours(30);
    store.replace_email_code(code(old), old).await.unwrap();
    let first = now - chrono::Duration::hours(2);
    store.replace_email_code(code(first), first).await.unwrap();
    let current = store.replace_email_code(code(now), now).await.unwrap();
    for _ in 0..3 {
        assert!(
            store
                .count_email_code_attempt(&current.id, 5)
                .await
                .unwrap()
        );
    }
    let usage = store
        .email_code_usage(&user.id, "verify_email", now - chrono::Duration::hours(24))
        .await
        .unwrap();
    assert_eq!((usage.codes_sent, usage.guesses), (2, 3));
    // PostgreSQL keeps microseconds.
    let oldest = usage.oldest_sent_at.unwrap();
    assert!(
        (oldest - first).num_milliseconds().abs() < 1,
        "{oldest} vs {first}"
    );
    let other = store
        .email_code_usage(
            &user.id,
            "reset_password",
            now - chrono::Duration::hours(24),
        )
        .await
        .unwrap();
    assert_eq!(other, CodeUsage::default());
}
