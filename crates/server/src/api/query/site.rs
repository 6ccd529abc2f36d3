use async_graphql::{Context, Object};

use crate::{api::object::site::SiteInfoGql, app::App};

#[derive(Default)]
pub struct SiteQuery;

#[Object]
impl SiteQuery {
    /// The operator's name and contact details for the public pages. Public.
    async fn site_info(&self, ctx: &Context<'_>) -> SiteInfoGql {
        ctx.data_unchecked::<App>().site().into()
    }
}
