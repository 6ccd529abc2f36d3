use async_graphql::{Context, Object};

use crate::{
    api::{
        error::ResultExt,
        guard::{SignedIn, claims},
        object::analytics::{AnalyticsPeriodGql, ReferralAnalyticsGql, WeeklyKpisGql, churn_json},
    },
    app::{App, Error, analytics::ChurnQuery},
};

#[derive(Default)]
pub struct AnalyticsQuery;

#[Object]
impl AnalyticsQuery {
    /// The Referral Analytics tab: the summary cards, per-code stats and the 31-day trend, for
    /// a period (registration date, else signup_date) and optionally one code. Guard: signed
    /// in; the analytics group only.
    #[graphql(guard = "SignedIn")]
    async fn referral_analytics(
        &self,
        ctx: &Context<'_>,
        #[graphql(desc = "ALL_TIME when left out.")] period: Option<AnalyticsPeriodGql>,
        code: Option<String>,
    ) -> async_graphql::Result<ReferralAnalyticsGql> {
        let caller = claims(ctx)?;
        ctx.data_unchecked::<App>()
            .referral_analytics(
                &caller.sub,
                period.unwrap_or(AnalyticsPeriodGql::AllTime).into(),
                code,
            )
            .await
            .gql()
            .map(Into::into)
    }

    /// The Churn Analytics tab, from the `limit` (1 to 10,000) newest cancellations whose
    /// canceledAt is within startDate..endDate (ISO 8601 or epoch seconds; a date alone covers
    /// its whole day). The answer is a JSON string `{success, error, data}` (spec point 7);
    /// `data` holds the churn data. Guard: signed in; the analytics group only.
    #[graphql(guard = "SignedIn")]
    async fn get_churn_analytics(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 100)] limit: i32,
        start_date: Option<String>,
        end_date: Option<String>,
    ) -> async_graphql::Result<String> {
        let caller = claims(ctx)?;
        let query = ChurnQuery {
            limit: Some(limit.into()),
            start_date,
            end_date,
        };
        let answer = match ctx
            .data_unchecked::<App>()
            .churn_analytics(&caller.sub, query)
            .await
        {
            Ok(data) => {
                serde_json::json!({"success": true, "error": null, "data": churn_json(&data)})
            }
            Err(Error::Internal(err)) => {
                tracing::error!(error = %err, "getChurnAnalytics failed");
                serde_json::json!({"success": false, "error": "Failed to fetch churn data", "data": null})
            }
            Err(other) => return Err::<String, Error>(other).gql(),
        };
        Ok(answer.to_string())
    }

    /// The Weekly KPIs tab: the KPI record with the latest createdAt, or null when none has
    /// been computed yet. Guard: signed in; the analytics group only.
    #[graphql(guard = "SignedIn", name = "weeklyKPIs")]
    async fn weekly_kpis(&self, ctx: &Context<'_>) -> async_graphql::Result<Option<WeeklyKpisGql>> {
        let caller = claims(ctx)?;
        Ok(ctx
            .data_unchecked::<App>()
            .latest_weekly_kpis(&caller.sub)
            .await
            .gql()?
            .map(Into::into))
    }
}
