//! The analytics dashboard's Export CSV (issue 19): `GET /analytics/export/{file}` with the
//! active tab's filters as query parameters, for the analytics group only (the caller's
//! `Authorization: Bearer` token; the spec's messages). The files are the spec's:
//!
//! - `enhanced_referral_analytics.csv`: the "Detailed Referral Code Analytics" table with its
//!   details, for `period` (`all`, `7d`, `30d`, `90d`) and `code`;
//! - `churn_analytics.csv`: "Recent Churned Users (Last 30 Days)", for `limit`, `startDate`,
//!   `endDate` as getChurnAnalytics takes them;
//! - `weekly_kpi_analytics.csv`: the KPI Summary table of the record shown.
//!
//! Written with the `csv` crate and streamed a block of rows at a time. A cell that starts with
//! `=`, `+`, `-`, `@` (or a tab or carriage return) is prefixed with `'`, so a spreadsheet shows
//! it as text instead of running it as a formula.

use axum::{
    body::{Body, Bytes},
    extract::{Path, Query, State},
    http::{HeaderMap, HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use domain::analytics::Period;
use serde::Deserialize;

use super::error_response;
use crate::{
    api::error::code,
    app::{
        Error,
        analytics::{ChurnQuery, kpi_summary},
    },
    state::AppState,
};

pub const REFERRAL_FILE: &str = "enhanced_referral_analytics.csv";
pub const CHURN_FILE: &str = "churn_analytics.csv";
pub const KPI_FILE: &str = "weekly_kpi_analytics.csv";

/// Rows per streamed block.
const BLOCK: usize = 500;

#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ExportQuery {
    period: Option<String>,
    code: Option<String>,
    limit: Option<i64>,
    start_date: Option<String>,
    end_date: Option<String>,
}

/// Makes a cell safe to open in a spreadsheet.
pub fn safe_cell(cell: &str) -> String {
    if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{cell}")
    } else {
        cell.to_owned()
    }
}

fn money(v: f64) -> String {
    format!("{v:.2}")
}

fn one_decimal(v: f64) -> String {
    format!("{v:.1}")
}

fn failure(err: Error) -> Response {
    let (status, code, message) = match &err {
        Error::Unauthenticated => (
            StatusCode::UNAUTHORIZED,
            code::UNAUTHENTICATED,
            err.to_string(),
        ),
        Error::Forbidden(m) => (StatusCode::FORBIDDEN, code::FORBIDDEN, m.clone()),
        Error::Validation(v) => (
            StatusCode::BAD_REQUEST,
            code::BAD_USER_INPUT,
            v.message.clone(),
        ),
        Error::NotFound(m) => (StatusCode::NOT_FOUND, code::NOT_FOUND, m.clone()),
        other => {
            tracing::error!(error = ?other, "CSV export failed");
            (
                StatusCode::INTERNAL_SERVER_ERROR,
                code::INTERNAL,
                crate::api::error::INTERNAL_MESSAGE.to_owned(),
            )
        }
    };
    error_response(status, code, &message)
}

/// Streams `header` and `rows` as CSV, a block at a time.
fn stream(file: &'static str, header: &'static [&'static str], rows: Vec<Vec<String>>) -> Response {
    let header_block = std::iter::once(vec![header.iter().map(|h| (*h).to_owned()).collect()]);
    let mut rows = rows.into_iter().peekable();
    let blocks = header_block.chain(std::iter::from_fn(move || {
        rows.peek()?;
        Some(rows.by_ref().take(BLOCK).collect::<Vec<_>>())
    }));
    let chunks = blocks.map(|block: Vec<Vec<String>>| {
        let mut writer = csv::Writer::from_writer(Vec::new());
        for row in block {
            writer
                .write_record(row.iter().map(|cell| safe_cell(cell)))
                .map_err(std::io::Error::other)?;
        }
        writer
            .into_inner()
            .map(Bytes::from)
            .map_err(|e| std::io::Error::other(e.to_string()))
    });
    let mut response = Body::from_stream(futures::stream::iter(chunks)).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/csv; charset=utf-8"),
    );
    if let Ok(value) = HeaderValue::from_str(&format!("attachment; filename=\"{file}\"")) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

pub async fn export(
    State(state): State<AppState>,
    Path(file): Path<String>,
    Query(query): Query<ExportQuery>,
    headers: HeaderMap,
) -> Response {
    let claims = match super::bearer_claims(&state, &headers).await {
        Ok(Some(claims)) => claims,
        Ok(None) => return failure(Error::Unauthenticated),
        Err(response) => return response,
    };
    let app = &state.app;
    let user = claims.sub.as_str();
    match file.as_str() {
        REFERRAL_FILE => {
            let period = match query.period.as_deref().map(Period::parse).transpose() {
                Ok(period) => period.unwrap_or_default(),
                Err(err) => return failure(err.into()),
            };
            match app.referral_analytics(user, period, query.code).await {
                Ok(tab) => stream(
                    REFERRAL_FILE,
                    &[
                        "Referral Code",
                        "Signups",
                        "Paid Conversions",
                        "Revenue ($)",
                        "Conversion Rate (%)",
                        "Avg Time to Convert (days)",
                        "Recent Activity (signups in 30 days)",
                        "Active Users",
                        "3-Day Passes",
                        "Churn Rate (%)",
                        "ARPU ($)",
                        "Reactivations",
                        "Reactivation Rate (%)",
                        "Quick Conversions (within 7 days)",
                        "Cancellations",
                        "Conversion Velocity (per week)",
                    ],
                    tab.code_stats
                        .into_iter()
                        .map(|s| {
                            vec![
                                s.code,
                                s.total_signups.to_string(),
                                s.paid_conversions.to_string(),
                                money(s.revenue),
                                one_decimal(s.conversion_rate),
                                one_decimal(s.average_time_to_conversion),
                                s.recent_signups.to_string(),
                                s.active_users.to_string(),
                                s.three_day_passes.to_string(),
                                one_decimal(s.churn_rate),
                                money(s.average_revenue_per_user),
                                s.reactivations.to_string(),
                                one_decimal(s.reactivation_rate),
                                s.quick_conversions.to_string(),
                                s.cancellations.to_string(),
                                format!("{:.2}", s.conversion_velocity),
                            ]
                        })
                        .collect(),
                ),
                Err(err) => failure(err),
            }
        }
        CHURN_FILE => {
            let churn = ChurnQuery {
                limit: query.limit,
                start_date: query.start_date,
                end_date: query.end_date,
            };
            match app.churn_analytics(user, churn).await {
                Ok(data) => stream(
                    CHURN_FILE,
                    &[
                        "User",
                        "Email",
                        "Churn Date",
                        "Category",
                        "Days Active",
                        "Plan Type",
                        "Revenue Impact ($)",
                        "Cancellation Reason",
                        "Customer Id",
                        "Subscription Id",
                    ],
                    data.recent_churned
                        .into_iter()
                        .map(|c| {
                            vec![
                                c.user_id,
                                c.email,
                                c.churn_date.to_rfc3339(),
                                c.reason,
                                c.days_since_signup.to_string(),
                                c.plan_type.map(|p| p.as_str().to_owned()).unwrap_or_default(),
                                money(c.revenue_impact),
                                c.cancel_reason.unwrap_or_default(),
                                c.customer_id,
                                c.subscription_id,
                            ]
                        })
                        .collect(),
                ),
                Err(err) => failure(err),
            }
        }
        KPI_FILE => match app.latest_weekly_kpis(user).await {
            Ok(record) => stream(
                KPI_FILE,
                &["Week", "Metric", "Value", "Type", "Description"],
                record
                    .map(|k| {
                        let week = k.week_key.clone();
                        kpi_summary(&k)
                            .into_iter()
                            .map(|r| {
                                vec![
                                    week.clone(),
                                    r.metric.to_owned(),
                                    r.value,
                                    r.kind.to_owned(),
                                    r.description.to_owned(),
                                ]
                            })
                            .collect()
                    })
                    .unwrap_or_default(),
            ),
            Err(err) => failure(err),
        },
        _ => error_response(
            StatusCode::NOT_FOUND,
            code::NOT_FOUND,
            "There is no such export. The files are enhanced_referral_analytics.csv, churn_analytics.csv and weekly_kpi_analytics.csv.",
        )
        .into_response(),
    }
}
