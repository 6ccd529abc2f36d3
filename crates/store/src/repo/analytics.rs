//! The staff analytics dashboard's reads and writes (issue 19).
//!
//! - Referral people: one row per `user_email_key`, the domain's merge of that key's tracking
//!   records, remade in the same transaction as every write to them ([`refresh_people`]). The
//!   Referral tab's figures are SQL sums over these rows, grouped by code, with the period and
//!   code filters in the WHERE clause on indexed columns; the domain turns the sums into rates.
//! - Cancellation records (the spec's source churn item), read newest first for the Churn tab.
//! - Weekly KPI records, one per ISO week (a unique key), and the counts a week's record is
//!   made from.
//!
//! The SQL is plain and portable (CASE, COUNT, SUM, MIN, GROUP BY) and is tested on SQLite and
//! PostgreSQL with the same figures.

use std::collections::{BTreeMap, HashMap, HashSet};

use chrono::{DateTime, Duration, NaiveDate, SubsecRound, Utc};
use domain::{
    analytics::{
        churn::ChurnSource,
        day_number,
        import::{ImportedTracking, ImportedUser},
        kpi::{self, IsoWeek, WeekCounts, WeeklyKpis},
        referral::{
            self, CodeCounts, MergedReferral, QUICK_CONVERSION_DAYS, RECENT_DAYS, UserRecord,
        },
    },
    generation::GeneratorKind,
    plan::PlanName,
    referral::{TrackingFields, email_key},
};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbBackend, EntityTrait, IntoActiveModel, PaginatorTrait,
    QueryFilter, QueryOrder, QuerySelect, Set, Statement, TransactionTrait, Value,
    sea_query::OnConflict,
};

use crate::{
    Result, Store,
    entity::{
        churn_record, referral_person, referral_tracking,
        stored::{StoredPlan, StoredSubscriptionStatus},
        user, weekly_kpi,
    },
    repo::{
        bulk::{SetAside, insert_rows},
        new_id,
        referrals::{fresh_code, tracking_fields},
    },
};

pub type ReferralPerson = referral_person::Model;
pub type ChurnRecord = churn_record::Model;
pub type WeeklyKpiRecord = weekly_kpi::Model;

/// How many addresses one step of a refresh merges: each step reads their tracking records,
/// users and people with one `IN` list apiece.
const REFRESH_KEYS: usize = 2_000;

/// How many keys one refresh reads and writes at a time (20 columns a row stays well under
/// both databases' limits on bound values).
const CHUNK: usize = 500;

/// The Referral tab's filters.
#[derive(Debug, Clone, Default)]
pub struct ReferralFilter {
    /// Registered at or after this instant (the period's cutoff); None for All Time.
    pub registered_since: Option<DateTime<Utc>>,
    /// One referral code, or every code.
    pub code: Option<String>,
}

/// A statement with `$1`-style marks, rewritten to `?` for SQLite. Each mark is used once, in
/// order.
fn statement(backend: DbBackend, sql: &str, values: Vec<Value>) -> Statement {
    let sql = match backend {
        DbBackend::Postgres => sql.to_owned(),
        _ => {
            let mut out = String::with_capacity(sql.len());
            let mut chars = sql.chars().peekable();
            while let Some(c) = chars.next() {
                if c == '$' {
                    while chars.peek().is_some_and(char::is_ascii_digit) {
                        chars.next();
                    }
                    out.push('?');
                } else {
                    out.push(c);
                }
            }
            out
        }
    };
    Statement::from_sql_and_values(backend, sql, values)
}

fn count(row: &sea_orm::QueryResult, col: &str) -> Result<u64> {
    Ok(row.try_get::<Option<i64>>("", col)?.unwrap_or(0).max(0) as u64)
}

fn to_person(m: MergedReferral) -> ReferralPerson {
    let events: Vec<serde_json::Value> = m
        .all_events
        .iter()
        .map(|e| serde_json::json!({"type": e.kind.as_str(), "at": e.at.to_rfc3339()}))
        .collect();
    ReferralPerson {
        user_email_key: m.user_email_key,
        user_id: m.user_id,
        email: m.email,
        name: m.name,
        placeholder: m.placeholder,
        referral_code: m.referral_code,
        registered_at: m.registered_at,
        registered_day: day_number(m.registered_at),
        signup_date: m.signup_date,
        created_at: m.created_at,
        converted_at: m.converted_at,
        converted_day: m.converted_at.map(day_number),
        paid_plan: m.paid_plan.map(Into::into),
        pass_purchased_at: m.pass_purchased_at,
        cancelled_at: m.cancelled_at,
        reactivated_at: m.reactivated_at,
        active: m.active,
        revenue_cents: m.revenue_cents,
        conversion_days: m.conversion_days,
        all_events: serde_json::Value::Array(events).to_string(),
    }
}

/// A user's id, email, name, creation time, plan and subscription status: what the merge reads.
type MergedUserColumns = (
    String,
    String,
    String,
    DateTime<Utc>,
    StoredPlan,
    Option<StoredSubscriptionStatus>,
);

/// Remakes the merged people of `keys` from their tracking records and the users with those
/// addresses: a key with no records left has no person. The sums per code and per code and day
/// move once, at the end, by what every chunk changed: writing them per chunk rewrote the same
/// rows once for each of a large import's chunks.
pub(crate) async fn refresh_people<C: ConnectionTrait>(conn: &C, keys: &[String]) -> Result<()> {
    let mut deltas = Deltas::default();
    remerge_stored(conn, keys, &mut deltas).await?;
    deltas.write(conn).await
}

/// What one key's merge reads: its tracking records, and the user with its address.
#[derive(Default)]
struct MergeInputs {
    /// Ordered by key, so that people are written in their primary key's order.
    records: BTreeMap<String, Vec<referral::TrackingRecord>>,
    users: HashMap<String, UserRecord>,
}

impl MergeInputs {
    /// The people these inputs make, each counted in `deltas`.
    fn people(&self, deltas: &mut Deltas) -> Vec<referral_person::ActiveModel> {
        self.records
            .iter()
            .filter_map(|(key, records)| referral::merge(key, records, self.users.get(key)))
            .map(|m| deltas.counted(m))
            .collect()
    }
}

/// Remakes the people of `keys` from what the database holds, step by step: reads their
/// records, users and current people, removes the people and writes the new merge.
async fn remerge_stored<C: ConnectionTrait>(
    conn: &C,
    keys: &[String],
    deltas: &mut Deltas,
) -> Result<()> {
    for chunk in keys.chunks(REFRESH_KEYS) {
        let records = referral_tracking::Entity::find()
            .filter(referral_tracking::Column::UserEmailKey.is_in(chunk.iter().cloned()))
            .all(conn)
            .await?;
        // The columns the merge reads, not the whole row.
        let users: Vec<MergedUserColumns> = user::Entity::find()
            .select_only()
            .columns([
                user::Column::Id,
                user::Column::Email,
                user::Column::Name,
                user::Column::CreatedAt,
                user::Column::PlanName,
                user::Column::SubscriptionStatus,
            ])
            .filter(user::Column::Email.is_in(chunk.iter().cloned()))
            .into_tuple()
            .all(conn)
            .await?;
        let mut inputs = MergeInputs::default();
        for (id, email, name, created_at, plan, status) in users {
            let record = UserRecord {
                id,
                email: email.clone(),
                name,
                created_at,
                active_subscription: UserRecord::is_active_subscriber(
                    plan.into(),
                    status.map(Into::into),
                ),
            };
            inputs.users.insert(email_key(&email), record);
        }
        for row in &records {
            inputs
                .records
                .entry(row.user_email_key.clone())
                .or_default()
                .push(referral::TrackingRecord {
                    id: row.id.clone(),
                    user_id: row.user_id.clone(),
                    email: row.email.clone(),
                    referral_code: row.referral_code.clone(),
                    signup_date: row.signup_date,
                    fields: tracking_fields(row),
                    created_at: row.created_at,
                });
        }
        let before = referral_person::Entity::find()
            .filter(referral_person::Column::UserEmailKey.is_in(chunk.iter().cloned()))
            .all(conn)
            .await?;
        for person in &before {
            deltas.add(
                &person.referral_code,
                person.registered_day,
                person_sums(person),
                -1,
            );
        }
        referral_person::Entity::delete_many()
            .filter(referral_person::Column::UserEmailKey.is_in(chunk.iter().cloned()))
            .exec(conn)
            .await?;
        insert_rows(conn, inputs.people(deltas), None).await?;
    }
    Ok(())
}

/// The columns of the sums kept per code and per code and day, in order.
const SUM_COLUMNS: [&str; 9] = [
    "signups",
    "paid",
    "passes",
    "cancellations",
    "reactivations",
    "active",
    "revenue_cents",
    "conversion_days",
    "quick",
];

/// One person's part of the sums, in [`SUM_COLUMNS`] order.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Sums([i64; 9]);

impl Sums {
    fn of(flags: [bool; 5], revenue_cents: i64, conversion_days: Option<i64>) -> Self {
        let one = |b: bool| i64::from(b);
        let [converted, pass, cancelled, reactivated, active] = flags;
        Self([
            1,
            one(converted),
            one(pass),
            one(cancelled),
            one(reactivated),
            one(active),
            revenue_cents,
            conversion_days.unwrap_or(0),
            one(conversion_days.is_some_and(|d| d <= QUICK_CONVERSION_DAYS)),
        ])
    }

    fn add(&mut self, other: Sums, sign: i64) {
        for (mine, theirs) in self.0.iter_mut().zip(other.0) {
            *mine += sign * theirs;
        }
    }

    fn is_zero(&self) -> bool {
        self.0.iter().all(|v| *v == 0)
    }
}

fn person_sums(p: &ReferralPerson) -> Sums {
    Sums::of(
        [
            p.converted_at.is_some(),
            p.pass_purchased_at.is_some(),
            p.cancelled_at.is_some(),
            p.reactivated_at.is_some(),
            p.active,
        ],
        p.revenue_cents,
        p.conversion_days,
    )
}

/// How a refresh changes the kept sums: people removed count -1, people written +1. Ordered,
/// so that concurrent refreshes take the rows' locks in the same order (no deadlock).
#[derive(Debug, Default)]
struct Deltas {
    days: BTreeMap<(String, i64), Sums>,
    /// The change, and the earliest registration day added (a code's first registration is
    /// kept as the earliest ever seen: removing that person leaves it).
    totals: BTreeMap<String, (Sums, i64)>,
}

impl Deltas {
    /// The row of a merged person, counted in the sums.
    fn counted(&mut self, merged: MergedReferral) -> referral_person::ActiveModel {
        let person = to_person(merged);
        self.add(
            &person.referral_code,
            person.registered_day,
            person_sums(&person),
            1,
        );
        person.into_active_model()
    }

    fn add(&mut self, code: &str, day: i64, sums: Sums, sign: i64) {
        self.days
            .entry((code.to_owned(), day))
            .or_default()
            .add(sums, sign);
        let total = self
            .totals
            .entry(code.to_owned())
            .or_insert((Sums::default(), i64::MAX));
        total.0.add(sums, sign);
        if sign > 0 {
            total.1 = total.1.min(day);
        }
    }

    async fn write<C: ConnectionTrait>(self, conn: &C) -> Result<()> {
        let days: Vec<(Vec<Value>, Sums)> = self
            .days
            .into_iter()
            .filter(|(_, sums)| !sums.is_zero())
            .map(|((code, day), sums)| (vec![code.into(), day.into()], sums))
            .collect();
        let totals: Vec<(Vec<Value>, Sums)> = self
            .totals
            .into_iter()
            .filter(|(_, (sums, first))| !sums.is_zero() || *first != i64::MAX)
            .map(|(code, (sums, first))| (vec![code.into(), first.into()], sums))
            .collect();
        upsert_sums(
            conn,
            "referral_code_days",
            &["referral_code", "day"],
            2,
            days,
        )
        .await?;
        upsert_sums(
            conn,
            "referral_code_totals",
            &["referral_code", "first_day"],
            1,
            totals,
        )
        .await
    }
}

/// Adds `rows` to `table`'s sums: `columns` (the first `key` of them the conflict key; any
/// other keeps the smaller value, as first_day does), then the sums.
async fn upsert_sums<C: ConnectionTrait>(
    conn: &C,
    table: &str,
    columns: &[&str],
    key: usize,
    rows: Vec<(Vec<Value>, Sums)>,
) -> Result<()> {
    let width = columns.len() + SUM_COLUMNS.len();
    let mut updates: Vec<String> = SUM_COLUMNS
        .iter()
        .map(|c| format!("{c} = {table}.{c} + excluded.{c}"))
        .collect();
    for column in &columns[key..] {
        updates.push(format!(
            "{column} = CASE WHEN excluded.{column} < {table}.{column} \
             THEN excluded.{column} ELSE {table}.{column} END"
        ));
    }
    for chunk in rows.chunks(CHUNK) {
        let mut values = Vec::with_capacity(chunk.len() * width);
        let mut tuples = Vec::with_capacity(chunk.len());
        for (keys, sums) in chunk {
            let first = values.len() + 1;
            values.extend(keys.iter().cloned());
            values.extend(sums.0.iter().map(|v| Value::from(*v)));
            tuples.push(format!(
                "({})",
                (first..first + width)
                    .map(|i| format!("${i}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        let sql = format!(
            "INSERT INTO {table} ({}, {}) VALUES {} ON CONFLICT ({}) DO UPDATE SET {}",
            columns.join(", "),
            SUM_COLUMNS.join(", "),
            tuples.join(", "),
            columns[..key].join(", "),
            updates.join(", ")
        );
        conn.execute_raw(statement(conn.get_database_backend(), &sql, values))
            .await?;
    }
    Ok(())
}

/// Remakes every person (the migration that adds the table runs it once).
pub(crate) async fn rebuild_all_people<C: ConnectionTrait>(conn: &C) -> Result<()> {
    for table in [
        "referral_people",
        "referral_code_days",
        "referral_code_totals",
    ] {
        conn.execute_unprepared(&format!("DELETE FROM {table}"))
            .await?;
    }
    let mut after = String::new();
    loop {
        let keys: Vec<String> = referral_tracking::Entity::find()
            .select_only()
            .column(referral_tracking::Column::UserEmailKey)
            .distinct()
            .filter(referral_tracking::Column::UserEmailKey.gt(after.as_str()))
            .order_by_asc(referral_tracking::Column::UserEmailKey)
            .limit(CHUNK as u64)
            .into_tuple()
            .all(conn)
            .await?;
        let Some(last) = keys.last().cloned() else {
            return Ok(());
        };
        refresh_people(conn, &keys).await?;
        after = last;
    }
}

/// The tracking keys a user's address names, for refreshing after their billing changed.
pub(crate) async fn refresh_person_of<C: ConnectionTrait>(conn: &C, email: &str) -> Result<()> {
    let key = email_key(email);
    let tracked = referral_tracking::Entity::find()
        .filter(referral_tracking::Column::UserEmailKey.eq(key.as_str()))
        .count(conn)
        .await?;
    if tracked > 0 {
        refresh_people(conn, &[key]).await?;
    }
    Ok(())
}

/// A cancellation record to write.
fn churn_row(item: &ChurnSource, now: DateTime<Utc>) -> churn_record::ActiveModel {
    churn_record::ActiveModel {
        id: Set(item.id.clone()),
        customer_id: Set(item.customer_id.clone()),
        customer_email: Set(item.customer_email.clone()),
        email_key: Set(email_key(&item.customer_email)),
        created_at: Set(item.created_at),
        canceled_at: Set(item.canceled_at),
        plan_type: Set(item.plan_type.map(Into::into)),
        cancel_reason: Set(item.cancel_reason.clone()),
        recorded_at: Set(now),
    }
}

/// Writes cancellation records; a record whose id exists already is left as it is.
pub(crate) async fn insert_churn<C: ConnectionTrait>(
    conn: &C,
    items: &[ChurnSource],
    now: DateTime<Utc>,
) -> Result<()> {
    for chunk in items.chunks(CHUNK) {
        let rows: Vec<_> = chunk.iter().map(|i| churn_row(i, now)).collect();
        churn_record::Entity::insert_many(rows)
            .on_conflict(
                OnConflict::column(churn_record::Column::Id)
                    .do_nothing()
                    .to_owned(),
            )
            .exec_without_returning(conn)
            .await?;
    }
    Ok(())
}

fn churn_source(row: ChurnRecord) -> ChurnSource {
    ChurnSource {
        id: row.id,
        customer_id: row.customer_id,
        customer_email: row.customer_email,
        created_at: row.created_at,
        canceled_at: row.canceled_at,
        plan_type: row.plan_type.map(Into::into),
        cancel_reason: row.cancel_reason,
    }
}

const ALGORITHMS: [GeneratorKind; 3] = [
    GeneratorKind::Amplifier,
    GeneratorKind::Primer,
    GeneratorKind::Mastermind,
];

fn generated(kind: GeneratorKind) -> String {
    domain::activity::ActivityType::Generated(kind)
        .as_str()
        .to_owned()
}

impl Store {
    fn sql(&self, sql: &str, values: Vec<Value>) -> Statement {
        statement(self.db.get_database_backend(), sql, values)
    }

    /// The Referral tab's sums, one row per code, codes in order: from the sums kept per code
    /// (All Time) or per code and day (a period), with the days where a window starts
    /// mid-day (the period's first, the 30 days of recent signups' first) summed exactly from
    /// the people registered on them. The same figures as [`Self::referral_code_counts_by_scan`].
    pub async fn referral_code_counts(
        &self,
        filter: &ReferralFilter,
        now: DateTime<Utc>,
    ) -> Result<Vec<(String, CodeCounts)>> {
        let recent_since = now - Duration::days(RECENT_DAYS);
        let recent_day = day_number(recent_since);
        let mut by_code: BTreeMap<String, CodeCounts> = BTreeMap::new();
        let code_filter = |sql: &mut String, values: &mut Vec<Value>| {
            if let Some(code) = &filter.code {
                values.push(code.as_str().into());
                sql.push_str(&format!(" AND referral_code = ${}", values.len()));
            }
        };
        let read = |row: &sea_orm::QueryResult, recent: u64| -> Result<(String, CodeCounts)> {
            Ok((
                row.try_get::<String>("", "code")?,
                CodeCounts {
                    signups: count(row, "signups")?,
                    paid_conversions: count(row, "paid")?,
                    three_day_passes: count(row, "passes")?,
                    cancellations: count(row, "cancellations")?,
                    reactivations: count(row, "reactivations")?,
                    active_users: count(row, "active")?,
                    revenue_cents: row
                        .try_get::<Option<i64>>("", "revenue_cents")?
                        .unwrap_or(0),
                    conversion_days: row
                        .try_get::<Option<i64>>("", "conversion_days")?
                        .unwrap_or(0),
                    recent_signups: recent,
                    quick_conversions: count(row, "quick")?,
                    first_registered_day: row.try_get::<Option<i64>>("", "first_day")?,
                },
            ))
        };
        let sums = SUM_COLUMNS
            .iter()
            .map(|c| format!("CAST(SUM({c}) AS BIGINT) AS {c}"))
            .collect::<Vec<_>>()
            .join(", ");
        let boundary_days = match filter.registered_since {
            None => {
                let mut values = Vec::new();
                let mut sql = format!(
                    "SELECT referral_code AS code, {}, first_day FROM referral_code_totals \
                     WHERE signups > 0",
                    SUM_COLUMNS.join(", ")
                );
                code_filter(&mut sql, &mut values);
                for row in self.db.query_all_raw(self.sql(&sql, values)).await? {
                    let (code, counts) = read(&row, 0)?;
                    by_code.insert(code, counts);
                }
                // Recent signups: whole days after the window's first day from the day sums.
                let mut values: Vec<Value> = vec![recent_day.into()];
                let mut sql = String::from(
                    "SELECT referral_code AS code, CAST(SUM(signups) AS BIGINT) AS n \
                     FROM referral_code_days WHERE day > $1",
                );
                code_filter(&mut sql, &mut values);
                sql.push_str(" GROUP BY referral_code");
                for row in self.db.query_all_raw(self.sql(&sql, values)).await? {
                    let code: String = row.try_get("", "code")?;
                    if let Some(c) = by_code.get_mut(&code) {
                        c.recent_signups += count(&row, "n")?;
                    }
                }
                // The window's first day, exactly; the totals have its people already.
                let mut values: Vec<Value> = vec![recent_day.into(), recent_since.into()];
                let mut sql = String::from(
                    "SELECT referral_code AS code, COUNT(*) AS n FROM referral_people \
                     WHERE registered_day = $1 AND registered_at >= $2",
                );
                code_filter(&mut sql, &mut values);
                sql.push_str(" GROUP BY referral_code");
                for row in self.db.query_all_raw(self.sql(&sql, values)).await? {
                    let code: String = row.try_get("", "code")?;
                    if let Some(c) = by_code.get_mut(&code) {
                        c.recent_signups += count(&row, "n")?;
                    }
                }
                return Ok(by_code.into_iter().collect());
            }
            Some(since) => {
                let since_day = day_number(since);
                let mut values: Vec<Value> =
                    vec![recent_day.into(), since_day.into(), recent_day.into()];
                let mut sql = format!(
                    "SELECT referral_code AS code, {sums}, \
                     CAST(SUM(CASE WHEN day > $1 THEN signups ELSE 0 END) AS BIGINT) AS recent, \
                     MIN(day) AS first_day FROM referral_code_days WHERE day > $2 AND day <> $3"
                );
                code_filter(&mut sql, &mut values);
                sql.push_str(" GROUP BY referral_code HAVING SUM(signups) > 0");
                for row in self.db.query_all_raw(self.sql(&sql, values)).await? {
                    let recent = count(&row, "recent")?;
                    let (code, counts) = read(&row, recent)?;
                    by_code.insert(code, counts);
                }
                [since_day, recent_day]
            }
        };
        let edges = ReferralFilter {
            registered_since: filter.registered_since,
            code: filter.code.clone(),
        };
        for (code, counts) in self
            .people_counts(&edges, now, Some(&boundary_days))
            .await?
        {
            let entry = by_code.entry(code).or_default();
            *entry = entry.plus(counts);
        }
        Ok(by_code.into_iter().collect())
    }

    /// The Referral tab's sums read from every person in the filter: the reference the kept
    /// sums are tested against, and what a check of them compares with.
    pub async fn referral_code_counts_by_scan(
        &self,
        filter: &ReferralFilter,
        now: DateTime<Utc>,
    ) -> Result<Vec<(String, CodeCounts)>> {
        self.people_counts(filter, now, None).await
    }

    /// Sums over people in the filter (and, with `days`, registered on one of those days).
    async fn people_counts(
        &self,
        filter: &ReferralFilter,
        now: DateTime<Utc>,
        days: Option<&[i64]>,
    ) -> Result<Vec<(String, CodeCounts)>> {
        let mut values: Vec<Value> = vec![
            (now - Duration::days(RECENT_DAYS)).into(),
            QUICK_CONVERSION_DAYS.into(),
        ];
        let mut sql = String::from(
            "SELECT referral_code AS code, COUNT(*) AS signups, \
             SUM(CASE WHEN converted_at IS NOT NULL THEN 1 ELSE 0 END) AS paid, \
             SUM(CASE WHEN pass_purchased_at IS NOT NULL THEN 1 ELSE 0 END) AS passes, \
             SUM(CASE WHEN cancelled_at IS NOT NULL THEN 1 ELSE 0 END) AS cancellations, \
             SUM(CASE WHEN reactivated_at IS NOT NULL THEN 1 ELSE 0 END) AS reactivations, \
             SUM(CASE WHEN active THEN 1 ELSE 0 END) AS active, \
             CAST(SUM(revenue_cents) AS BIGINT) AS revenue, \
             CAST(SUM(COALESCE(conversion_days, 0)) AS BIGINT) AS days, \
             SUM(CASE WHEN registered_at >= $1 THEN 1 ELSE 0 END) AS recent, \
             SUM(CASE WHEN conversion_days <= $2 THEN 1 ELSE 0 END) AS quick, \
             MIN(registered_day) AS first_day \
             FROM referral_people WHERE 1 = 1",
        );
        if let Some(since) = filter.registered_since {
            values.push(since.into());
            sql.push_str(&format!(" AND registered_at >= ${}", values.len()));
        }
        if let Some(code) = &filter.code {
            values.push(code.as_str().into());
            sql.push_str(&format!(" AND referral_code = ${}", values.len()));
        }
        if let Some(days) = days {
            let first = values.len() + 1;
            values.extend(days.iter().map(|d| Value::from(*d)));
            sql.push_str(&format!(
                " AND registered_day IN ({})",
                (first..first + days.len())
                    .map(|i| format!("${i}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        sql.push_str(" GROUP BY referral_code ORDER BY referral_code");
        let rows = self.db.query_all_raw(self.sql(&sql, values)).await?;
        rows.iter()
            .map(|row| {
                Ok((
                    row.try_get::<String>("", "code")?,
                    CodeCounts {
                        signups: count(row, "signups")?,
                        paid_conversions: count(row, "paid")?,
                        three_day_passes: count(row, "passes")?,
                        cancellations: count(row, "cancellations")?,
                        reactivations: count(row, "reactivations")?,
                        active_users: count(row, "active")?,
                        revenue_cents: row.try_get::<Option<i64>>("", "revenue")?.unwrap_or(0),
                        conversion_days: row.try_get::<Option<i64>>("", "days")?.unwrap_or(0),
                        recent_signups: count(row, "recent")?,
                        quick_conversions: count(row, "quick")?,
                        first_registered_day: row.try_get::<Option<i64>>("", "first_day")?,
                    },
                ))
            })
            .collect()
    }

    /// Every referral code with at least one referred person, in order (the code filter's
    /// choices).
    pub async fn referral_codes(&self) -> Result<Vec<String>> {
        let rows = self
            .db
            .query_all_raw(self.sql(
                "SELECT referral_code FROM referral_code_totals WHERE signups > 0 \
                 ORDER BY referral_code",
                vec![],
            ))
            .await?;
        rows.iter()
            .map(|row| Ok(row.try_get::<String>("", "referral_code")?))
            .collect()
    }

    /// Sign-ups and first paid conversions per day from `from_day` on: (day, count) pairs.
    pub async fn referral_trend_counts(
        &self,
        code: Option<&str>,
        from_day: i64,
    ) -> Result<(Vec<(i64, u64)>, Vec<(i64, u64)>)> {
        let mut out = Vec::new();
        for column in ["registered_day", "converted_day"] {
            let mut values: Vec<Value> = vec![from_day.into()];
            let mut sql = format!(
                "SELECT {column} AS day, COUNT(*) AS n FROM referral_people WHERE {column} >= $1"
            );
            if let Some(code) = code {
                values.push(code.into());
                sql.push_str(" AND referral_code = $2");
            }
            sql.push_str(&format!(" GROUP BY {column}"));
            let rows = self.db.query_all_raw(self.sql(&sql, values)).await?;
            out.push(
                rows.iter()
                    .map(|row| Ok((row.try_get::<i64>("", "day")?, count(row, "n")?)))
                    .collect::<Result<Vec<_>>>()?,
            );
        }
        let conversions = out.pop().unwrap_or_default();
        let signups = out.pop().unwrap_or_default();
        Ok((signups, conversions))
    }

    /// The merged people of one key (tests and support).
    pub async fn referral_person(&self, user_email_key: &str) -> Result<Option<ReferralPerson>> {
        Ok(
            referral_person::Entity::find_by_id(user_email_key.to_owned())
                .one(&self.db)
                .await?,
        )
    }

    /// Remakes every referral person from the tracking records.
    pub async fn rebuild_referral_people(&self) -> Result<()> {
        let txn = self.db.begin().await?;
        rebuild_all_people(&txn).await?;
        txn.commit().await?;
        Ok(())
    }

    /// Writes cancellation records (the importer, the demo); ids already present are kept.
    pub async fn insert_churn_records(
        &self,
        items: &[ChurnSource],
        now: DateTime<Utc>,
    ) -> Result<()> {
        let txn = self.db.begin().await?;
        insert_churn(&txn, items, now).await?;
        txn.commit().await?;
        Ok(())
    }

    /// The `limit` newest cancellations with canceledAt in `[from, to]` (either end open).
    pub async fn churn_window(
        &self,
        limit: u64,
        from: Option<DateTime<Utc>>,
        to: Option<DateTime<Utc>>,
    ) -> Result<Vec<ChurnSource>> {
        let mut query = churn_record::Entity::find();
        if let Some(from) = from {
            query = query.filter(churn_record::Column::CanceledAt.gte(from));
        }
        if let Some(to) = to {
            query = query.filter(churn_record::Column::CanceledAt.lte(to));
        }
        Ok(query
            .order_by_desc(churn_record::Column::CanceledAt)
            .order_by_desc(churn_record::Column::Id)
            .limit(limit)
            .all(&self.db)
            .await?
            .into_iter()
            .map(churn_source)
            .collect())
    }

    /// Paid subscriptions active now (subscription_status "active" on a paid plan).
    pub async fn active_paid_subscriptions(&self) -> Result<u64> {
        Ok(user::Entity::find()
            .filter(user::Column::SubscriptionStatus.eq(StoredSubscriptionStatus::Active))
            .filter(user::Column::PlanName.ne(StoredPlan::Free))
            .count(&self.db)
            .await?)
    }

    /// The user ids of the given addresses (compared as email keys).
    pub async fn user_ids_by_email(&self, emails: &[String]) -> Result<HashMap<String, String>> {
        let keys: Vec<String> = emails.iter().map(|e| email_key(e)).collect();
        let mut out = HashMap::new();
        for chunk in keys.chunks(CHUNK) {
            let rows: Vec<(String, String)> = user::Entity::find()
                .select_only()
                .columns([user::Column::Email, user::Column::Id])
                .filter(user::Column::Email.is_in(chunk.iter().cloned()))
                .into_tuple()
                .all(&self.db)
                .await?;
            out.extend(rows.into_iter().map(|(email, id)| (email_key(&email), id)));
        }
        Ok(out)
    }

    /// What one week's KPI record is made from (see `domain::analytics::kpi`).
    pub async fn week_counts(&self, week: IsoWeek) -> Result<WeekCounts> {
        let monday: NaiveDate = week.start_date();
        let generators: Vec<String> = GeneratorKind::ALL.into_iter().map(generated).collect();
        let marks = |first: usize, n: usize| {
            (first..first + n)
                .map(|i| format!("${i}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let one = |row: Option<sea_orm::QueryResult>| -> Result<u64> {
            row.map_or(Ok(0), |row| count(&row, "n"))
        };
        let mut c = WeekCounts::default();

        let per_activity = self
            .db
            .query_all_raw(self.sql(
                "SELECT activity, COUNT(DISTINCT user_id) AS n FROM weekly_activity \
                 WHERE week_start = $1 GROUP BY activity",
                vec![monday.into()],
            ))
            .await?;
        for row in &per_activity {
            let activity: String = row.try_get("", "activity")?;
            let n = count(row, "n")?;
            match activity.as_str() {
                "LIBRARY_SAVE" => c.total_prompt_savers = n,
                "FREE_LIMIT_HIT" => c.total_free_limit_hitters = n,
                "EXTENSION_USE" => c.total_extension_users = n,
                "MULTI_MODEL_TEST" => c.total_multi_llm_testers = n,
                a if a == generated(GeneratorKind::Amplifier) => c.ai_amplifier_users = n,
                a if a == generated(GeneratorKind::Primer) => c.primer_users = n,
                a if a == generated(GeneratorKind::Mastermind) => c.mastermind_users = n,
                _ => {}
            }
        }
        c.total_active_users = one(self
            .db
            .query_one_raw(self.sql(
                "SELECT COUNT(DISTINCT user_id) AS n FROM weekly_activity WHERE week_start = $1",
                vec![monday.into()],
            ))
            .await?)?;
        let week_start = monday.and_time(chrono::NaiveTime::MIN).and_utc();
        c.total_extension_uninstalls = self
            .count_extension_uninstalls(week_start, week_start + chrono::Duration::days(7))
            .await?;
        let distinct_of = |names: &[String]| {
            let mut values: Vec<Value> = vec![monday.into()];
            values.extend(names.iter().map(|n| Value::from(n.as_str())));
            self.sql(
                &format!(
                    "SELECT COUNT(DISTINCT user_id) AS n FROM weekly_activity \
                     WHERE week_start = $1 AND activity IN ({})",
                    marks(2, names.len())
                ),
                values,
            )
        };
        let algorithms: Vec<String> = ALGORITHMS.into_iter().map(generated).collect();
        c.total_algorithm_users = one(self.db.query_one_raw(distinct_of(&algorithms)).await?)?;
        c.total_prompt_generators = one(self.db.query_one_raw(distinct_of(&generators)).await?)?;
        let mut values: Vec<Value> = vec![monday.into()];
        values.extend(generators.iter().map(|n| Value::from(n.as_str())));
        values.push(kpi::POWER_USER_GENERATIONS.into());
        c.weekly_active_power_users = one(self
            .db
            .query_one_raw(self.sql(
                &format!(
                    "SELECT COUNT(*) AS n FROM (SELECT user_id FROM weekly_activity \
                         WHERE week_start = $1 AND activity IN ({}) GROUP BY user_id \
                         HAVING SUM(count) >= ${}) power",
                    marks(2, generators.len()),
                    generators.len() + 2
                ),
                values,
            ))
            .await?)?;
        let plans = self
            .db
            .query_all_raw(self.sql(
                "SELECT plan_name AS plan, COUNT(*) AS n FROM users WHERE id IN \
                 (SELECT user_id FROM weekly_activity WHERE week_start = $1) GROUP BY plan_name",
                vec![monday.into()],
            ))
            .await?;
        for row in &plans {
            let plan: String = row.try_get("", "plan")?;
            if let Ok(plan) = PlanName::parse(&plan) {
                c.count_plan(plan, count(row, "n")?);
            }
        }

        // New sign-ups of the week and their first generation.
        let signups: Vec<(String, DateTime<Utc>)> = user::Entity::find()
            .select_only()
            .columns([user::Column::Id, user::Column::CreatedAt])
            .filter(user::Column::CreatedAt.gte(week.start()))
            .filter(user::Column::CreatedAt.lt(week.end()))
            .into_tuple()
            .all(&self.db)
            .await?;
        c.total_new_signups = signups.len() as u64;
        for chunk in signups.chunks(CHUNK) {
            let ids: Vec<String> = chunk.iter().map(|(id, _)| id.clone()).collect();
            let firsts: Vec<(String, DateTime<Utc>)> = crate::entity::generation::Entity::find()
                .select_only()
                .column(crate::entity::generation::Column::UserId)
                .column_as(crate::entity::generation::Column::CreatedAt.min(), "first")
                .filter(crate::entity::generation::Column::UserId.is_in(ids))
                .group_by(crate::entity::generation::Column::UserId)
                .into_tuple()
                .all(&self.db)
                .await?;
            let firsts: HashMap<String, DateTime<Utc>> = firsts.into_iter().collect();
            c.total_activated_new_users += chunk
                .iter()
                .filter(|(id, registered)| {
                    firsts
                        .get(id)
                        .is_some_and(|first| kpi::activated(*registered, *first))
                })
                .count() as u64;
        }
        c.total_paid_users = user::Entity::find()
            .filter(user::Column::PlanName.ne(StoredPlan::Free))
            .count(&self.db)
            .await?;
        c.total_churned_users = churn_record::Entity::find()
            .filter(
                churn_record::Column::CanceledAt
                    .gte(week.end() - Duration::days(kpi::CHURN_WINDOW_DAYS)),
            )
            .filter(churn_record::Column::CanceledAt.lt(week.end()))
            .count(&self.db)
            .await?;
        Ok(c)
    }

    /// Saves a week's KPIs: the first computation of a week inserts, a later one replaces it
    /// (the unique week key makes concurrent computations land once).
    pub async fn save_weekly_kpis(
        &self,
        k: &WeeklyKpis,
        now: DateTime<Utc>,
    ) -> Result<WeeklyKpiRecord> {
        let c = &k.counts;
        let n = |v: u64| Set(v as i64);
        let row = weekly_kpi::ActiveModel {
            id: Set(new_id()),
            week_key: Set(k.week.key()),
            week_start_date: Set(k.week.start_date()),
            week_end_date: Set(k.week.end_date()),
            algorithm_adoption_rate: Set(k.algorithm_adoption_rate),
            chrome_extension_weekly_active_rate: Set(k.chrome_extension_weekly_active_rate),
            prompt_library_save_rate: Set(k.prompt_library_save_rate),
            free_to_paid_conversion_indicator: Set(k.free_to_paid_conversion_indicator),
            multi_llm_testing_adoption: Set(k.multi_llm_testing_adoption),
            seven_day_new_user_activation_rate: Set(k.seven_day_new_user_activation_rate),
            monthly_churn_rate: Set(k.monthly_churn_rate),
            weekly_active_power_users: n(c.weekly_active_power_users),
            total_active_users: n(c.total_active_users),
            total_algorithm_users: n(c.total_algorithm_users),
            total_extension_users: n(c.total_extension_users),
            total_extension_uninstalls: n(c.total_extension_uninstalls),
            total_prompt_generators: n(c.total_prompt_generators),
            total_prompt_savers: n(c.total_prompt_savers),
            total_free_limit_hitters: n(c.total_free_limit_hitters),
            total_multi_llm_testers: n(c.total_multi_llm_testers),
            total_new_signups: n(c.total_new_signups),
            total_activated_new_users: n(c.total_activated_new_users),
            total_paid_users: n(c.total_paid_users),
            total_churned_users: n(c.total_churned_users),
            ai_amplifier_users: n(c.ai_amplifier_users),
            primer_users: n(c.primer_users),
            mastermind_users: n(c.mastermind_users),
            free_users: n(c.free_users),
            pro_users: n(c.pro_users),
            annual_pro_users: n(c.annual_pro_users),
            three_day_pass_users: n(c.three_day_pass_users),
            created_at: Set(now),
        };
        use weekly_kpi::Column as K;
        let replace = OnConflict::column(K::WeekKey)
            .update_columns([
                K::AlgorithmAdoptionRate,
                K::ChromeExtensionWeeklyActiveRate,
                K::PromptLibrarySaveRate,
                K::FreeToPaidConversionIndicator,
                K::MultiLlmTestingAdoption,
                K::SevenDayNewUserActivationRate,
                K::MonthlyChurnRate,
                K::WeeklyActivePowerUsers,
                K::TotalActiveUsers,
                K::TotalAlgorithmUsers,
                K::TotalExtensionUsers,
                K::TotalPromptGenerators,
                K::TotalPromptSavers,
                K::TotalFreeLimitHitters,
                K::TotalMultiLlmTesters,
                K::TotalNewSignups,
                K::TotalActivatedNewUsers,
                K::TotalPaidUsers,
                K::TotalChurnedUsers,
                K::AiAmplifierUsers,
                K::PrimerUsers,
                K::MastermindUsers,
                K::FreeUsers,
                K::ProUsers,
                K::AnnualProUsers,
                K::ThreeDayPassUsers,
                K::CreatedAt,
            ])
            .to_owned();
        weekly_kpi::Entity::insert(row)
            .on_conflict(replace)
            .exec_without_returning(&self.db)
            .await?;
        weekly_kpi::Entity::find()
            .filter(K::WeekKey.eq(k.week.key()))
            .one(&self.db)
            .await?
            .ok_or(crate::Error::NotFound)
    }

    /// One week's KPI record, by its key (`2026-W47`).
    pub async fn weekly_kpis_of(&self, week_key: &str) -> Result<Option<WeeklyKpiRecord>> {
        Ok(weekly_kpi::Entity::find()
            .filter(weekly_kpi::Column::WeekKey.eq(week_key))
            .one(&self.db)
            .await?)
    }

    /// The KPI record with the latest createdAt (spec point 3), if any.
    pub async fn latest_weekly_kpis(&self) -> Result<Option<WeeklyKpiRecord>> {
        Ok(weekly_kpi::Entity::find()
            .order_by_desc(weekly_kpi::Column::CreatedAt)
            .order_by_desc(weekly_kpi::Column::Id)
            .one(&self.db)
            .await?)
    }

    /// Every KPI record, newest week first (the CSV export).
    pub async fn weekly_kpi_history(&self, limit: u64) -> Result<Vec<WeeklyKpiRecord>> {
        Ok(weekly_kpi::Entity::find()
            .order_by_desc(weekly_kpi::Column::WeekStartDate)
            .limit(limit)
            .all(&self.db)
            .await?)
    }
}

/// The SQLite page cache of the connection that writes an import, in KiB.
const IMPORT_CACHE_KIB: u32 = 256 * 1024;

/// What `superprompt import analytics` writes, every line already checked.
#[derive(Debug, Clone, Default)]
pub struct ImportBatch {
    pub users: Vec<ImportedUser>,
    pub tracking: Vec<ImportedTracking>,
    pub churn: Vec<ChurnSource>,
}

/// The row of an imported user, with `code` as their referral code.
fn imported_user_row(u: &ImportedUser, code: &str) -> user::ActiveModel {
    let new = crate::repo::users::NewUser {
        email: u.email.clone(),
        given_name: u.name.clone(),
        family_name: String::new(),
        name: u.name.clone(),
        // No password: the person signs in by resetting it, or with Google.
        password_hash: None,
        email_verified: true,
        login_type: domain::account::LoginType::EmailPassword,
        profile_photo: None,
        start: domain::plan::Start::free(),
        referred_by: None,
    };
    let mut row = crate::repo::users::user_row(&new, kept(u.created_at));
    row.id = Set(u.id.clone());
    row.plan_name = Set(u.plan.into());
    row.subscription_status = Set(u.subscription_status.map(Into::into));
    row.referral_code = Set(Some(code.to_owned()));
    row
}

/// Which of `values` are in `column` of `entity` (one index lookup each, many values a
/// statement).
async fn present<E: EntityTrait, C: ConnectionTrait>(
    conn: &C,
    _entity: E,
    column: E::Column,
    values: &[String],
) -> Result<HashSet<String>> {
    let mut out = HashSet::new();
    for chunk in values.chunks(REFRESH_KEYS) {
        let found: Vec<String> = E::find()
            .select_only()
            .column(column)
            .distinct()
            .filter(column.is_in(chunk.iter().cloned()))
            .into_tuple()
            .all(conn)
            .await?;
        out.extend(found);
    }
    Ok(out)
}

/// Which of `codes` are some user's referral code already.
async fn taken_codes<C: ConnectionTrait>(conn: &C, codes: &[String]) -> Result<HashSet<String>> {
    present(conn, user::Entity, user::Column::ReferralCode, codes).await
}

/// The referral code of each imported user: the file's, or a fresh one for a user without.
/// Fresh codes are random (8 characters of 32), so among a million users two may draw the same
/// one, or one a code in use: those draw again.
async fn imported_user_codes<C: ConnectionTrait>(
    conn: &C,
    users: &[ImportedUser],
) -> Result<Vec<String>> {
    let mut codes: Vec<String> = users
        .iter()
        .map(|u| match &u.referral_code {
            Some(code) => code.as_str().to_owned(),
            None => fresh_code().into_string(),
        })
        .collect();
    let mut seen: HashSet<String> = users
        .iter()
        .filter_map(|u| u.referral_code.as_ref().map(|c| c.as_str().to_owned()))
        .collect();
    let mut fresh: Vec<usize> = (0..users.len())
        .filter(|&i| users[i].referral_code.is_none())
        .collect();
    while !fresh.is_empty() {
        let mut redraw = Vec::new();
        for &i in &fresh {
            if !seen.insert(codes[i].clone()) {
                redraw.push(i);
            }
        }
        let drawn: Vec<String> = fresh.iter().map(|&i| codes[i].clone()).collect();
        let taken = taken_codes(conn, &drawn).await?;
        for &i in &fresh {
            if taken.contains(&codes[i]) && !redraw.contains(&i) {
                redraw.push(i);
            }
        }
        for &i in &redraw {
            codes[i] = fresh_code().into_string();
        }
        fresh = redraw;
    }
    Ok(codes)
}

/// An imported time as both databases keep it, to the microsecond (PostgreSQL's precision):
/// people merged from the batch then equal people remade from the stored records.
fn kept(at: DateTime<Utc>) -> DateTime<Utc> {
    at.trunc_subsecs(6)
}

fn kept_fields(f: &TrackingFields) -> TrackingFields {
    TrackingFields {
        moved_to_paid_date: f.moved_to_paid_date.map(kept),
        moved_to_paid_plan: f.moved_to_paid_plan,
        cancel_date: f.cancel_date.map(kept),
        reactive_date: f.reactive_date.map(kept),
        three_day_pass_purchased_date: f.three_day_pass_purchased_date.map(kept),
        three_day_pass_expiration_date: f.three_day_pass_expiration_date.map(kept),
        three_day_pass_expired: f.three_day_pass_expired.map(kept),
    }
}

fn imported_tracking_row(t: &ImportedTracking) -> referral_tracking::ActiveModel {
    let f = kept_fields(&t.fields);
    referral_tracking::ActiveModel {
        id: Set(t.id.clone()),
        user_id: Set(t.user_id.clone()),
        email: Set(t.email.clone()),
        user_email_key: Set(email_key(&t.email)),
        referral_code: Set(t.referral_code.as_str().to_owned()),
        signup_date: Set(kept(t.signup_date)),
        moved_to_paid_date: Set(f.moved_to_paid_date),
        moved_to_paid_plan: Set(f.moved_to_paid_plan.map(Into::into)),
        cancel_date: Set(f.cancel_date),
        reactive_date: Set(f.reactive_date),
        three_day_pass_purchased_date: Set(f.three_day_pass_purchased_date),
        three_day_pass_expiration_date: Set(f.three_day_pass_expiration_date),
        three_day_pass_expired: Set(f.three_day_pass_expired),
        processed_events: Set(
            serde_json::to_string(&t.processed_events).unwrap_or_else(|_| "[]".into())
        ),
        created_at: Set(kept(t.created_at)),
        last_updated: Set(kept(t.last_updated)),
    }
}

/// How an import's addresses stand before it is written. An address the database knows
/// nothing of (no tracking record, no account with it) is merged from the batch alone, without
/// reading back what was just inserted; the others are remade from what is stored, as every
/// other write does.
struct NewToDatabase {
    /// Sorted.
    known_keys: Vec<String>,
    /// Sorted.
    new_keys: Vec<String>,
    /// The batch's users and tracking records whose ids exist already: the insert leaves them
    /// out, so the merge must too.
    present_user_ids: HashSet<String>,
    present_tracking_ids: HashSet<String>,
}

impl NewToDatabase {
    async fn find<C: ConnectionTrait>(
        conn: &C,
        batch: &ImportBatch,
        keys: Vec<String>,
    ) -> Result<Self> {
        let mut known = present(
            conn,
            referral_tracking::Entity,
            referral_tracking::Column::UserEmailKey,
            &keys,
        )
        .await?;
        let accounts = present(conn, user::Entity, user::Column::Email, &keys).await?;
        known.extend(accounts.iter().map(|e| email_key(e)));
        let (known_keys, new_keys) = keys.into_iter().partition(|k| known.contains(k));
        let user_ids: Vec<String> = batch.users.iter().map(|u| u.id.clone()).collect();
        let present_user_ids = present(conn, user::Entity, user::Column::Id, &user_ids).await?;
        let tracking_ids: Vec<String> = batch.tracking.iter().map(|t| t.id.clone()).collect();
        let present_tracking_ids = present(
            conn,
            referral_tracking::Entity,
            referral_tracking::Column::Id,
            &tracking_ids,
        )
        .await?;
        Ok(Self {
            known_keys,
            new_keys,
            present_user_ids,
            present_tracking_ids,
        })
    }

    /// Writes the people of the new addresses, merged from the batch's own records and users
    /// (as they were written), a step at a time.
    async fn merge<C: ConnectionTrait>(
        &self,
        conn: &C,
        batch: &ImportBatch,
        deltas: &mut Deltas,
    ) -> Result<()> {
        let mut records: HashMap<String, Vec<&ImportedTracking>> = HashMap::new();
        for t in &batch.tracking {
            if !self.present_tracking_ids.contains(&t.id) {
                records.entry(email_key(&t.email)).or_default().push(t);
            }
        }
        let users: HashMap<String, &ImportedUser> = batch
            .users
            .iter()
            .filter(|u| !self.present_user_ids.contains(&u.id))
            .map(|u| (email_key(&u.email), u))
            .collect();
        // One person a key, merged as the insert takes them, so the merge of the next rows runs
        // while the database writes the rows before them.
        let people = self.new_keys.iter().filter_map(|key| {
            let found: Vec<referral::TrackingRecord> = records
                .get(key)?
                .iter()
                .map(|t| tracking_record(t))
                .collect();
            let user = users.get(key).map(|u| UserRecord {
                id: u.id.clone(),
                email: u.email.clone(),
                name: u.name.clone(),
                created_at: kept(u.created_at),
                active_subscription: UserRecord::is_active_subscriber(
                    u.plan,
                    u.subscription_status,
                ),
            });
            referral::merge(key, &found, user.as_ref())
        });
        insert_rows(conn, people.map(|m| deltas.counted(m)), None).await
    }
}

/// An imported tracking record as the merge reads it (as it was written).
fn tracking_record(t: &ImportedTracking) -> referral::TrackingRecord {
    referral::TrackingRecord {
        id: t.id.clone(),
        user_id: t.user_id.clone(),
        email: t.email.clone(),
        referral_code: t.referral_code.as_str().to_owned(),
        signup_date: kept(t.signup_date),
        fields: kept_fields(&t.fields),
        created_at: kept(t.created_at),
    }
}

impl Store {
    /// Which of `ids` are users already.
    pub async fn existing_user_ids(&self, ids: &[String]) -> Result<HashSet<String>> {
        present(&self.db, user::Entity, user::Column::Id, ids).await
    }

    /// Which of `codes` are some user's referral code already.
    pub async fn taken_referral_codes(&self, codes: &[String]) -> Result<HashSet<String>> {
        taken_codes(&self.db, codes).await
    }

    /// Writes an import in one transaction, in batches: users, tracking records (then the
    /// merged people of every address they touch) and cancellations. A record whose id exists
    /// already is left as it is, so running the same file twice adds nothing.
    pub async fn import_analytics(&self, batch: &ImportBatch, now: DateTime<Utc>) -> Result<()> {
        let txn = self.db.begin().await?;
        let sqlite = txn.get_database_backend() == DbBackend::Sqlite;
        if sqlite {
            // A large import touches far more pages than SQLite's default cache (2 MiB) holds;
            // spilling them mid-transaction and reading them back took most of its time. And
            // each statement's journal (kept so that a failed statement can be undone) goes to
            // memory rather than a temporary file. This connection's settings are set back
            // before it returns to the pool.
            txn.execute_unprepared(&format!(
                "PRAGMA cache_size = -{IMPORT_CACHE_KIB}; PRAGMA temp_store = MEMORY"
            ))
            .await?;
        }
        let started = std::time::Instant::now();
        let phase = |name: &str| {
            tracing::info!(
                phase = name,
                elapsed_ms = started.elapsed().as_millis() as u64,
                "import"
            )
        };
        let mut keys: Vec<String> = batch
            .tracking
            .iter()
            .map(|t| email_key(&t.email))
            .chain(batch.users.iter().map(|u| email_key(&u.email)))
            .collect();
        keys.sort_unstable();
        keys.dedup();
        let new_here = NewToDatabase::find(&txn, batch, keys).await?;
        let codes = imported_user_codes(&txn, &batch.users).await?;
        // In primary key order, each row goes to the end of the table's key index rather than
        // somewhere in its middle. Rows are made as the inserts take them.
        let mut users: Vec<(&ImportedUser, &str)> = batch
            .users
            .iter()
            .zip(codes.iter().map(String::as_str))
            .collect();
        users.sort_unstable_by(|a, b| a.0.id.cmp(&b.0.id));
        let mut tracking: Vec<&ImportedTracking> = batch.tracking.iter().collect();
        tracking.sort_unstable_by(|a, b| a.id.cmp(&b.id));
        let users_aside = SetAside::for_load(&txn, user::Entity, users.len()).await?;
        let tracking_aside =
            SetAside::for_load(&txn, referral_tracking::Entity, tracking.len()).await?;
        insert_rows(
            &txn,
            users.iter().map(|(u, code)| imported_user_row(u, code)),
            Some(user::Column::Id),
        )
        .await?;
        insert_rows(
            &txn,
            tracking.iter().map(|t| imported_tracking_row(t)),
            Some(referral_tracking::Column::Id),
        )
        .await?;
        phase("users and tracking written");
        users_aside.restore(&txn).await?;
        tracking_aside.restore(&txn).await?;
        phase("their indexes made");
        let mut deltas = Deltas::default();
        // The stored addresses' merge reads people by their indexes, so it runs before theirs
        // are set aside.
        remerge_stored(&txn, &new_here.known_keys, &mut deltas).await?;
        let people_aside =
            SetAside::for_load(&txn, referral_person::Entity, new_here.new_keys.len()).await?;
        new_here.merge(&txn, batch, &mut deltas).await?;
        people_aside.restore(&txn).await?;
        deltas.write(&txn).await?;
        phase("people merged");
        insert_churn(&txn, &batch.churn, now).await?;
        if sqlite {
            txn.execute_unprepared("PRAGMA cache_size = -2000; PRAGMA temp_store = DEFAULT")
                .await?;
        }
        txn.commit().await?;
        phase("committed");
        Ok(())
    }
}
