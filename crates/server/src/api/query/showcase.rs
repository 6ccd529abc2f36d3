use async_graphql::{Context, Object};

use crate::{
    api::{
        error::ResultExt,
        object::showcase::{SiteContent, SiteReview},
    },
    app::App,
};

#[derive(Default)]
pub struct ShowcaseQuery;

#[Object]
impl ShowcaseQuery {
    /// What the landing page may claim about this deployment: its figures (this instance's own
    /// counts once they mean something, or the operator's) and the operator's reviews. Public;
    /// the counts are taken at most once a minute.
    async fn site_content(&self, ctx: &Context<'_>) -> async_graphql::Result<SiteContent> {
        let app = ctx.data_unchecked::<App>();
        let figures = app.site_figures().await.gql()?;
        Ok(SiteContent {
            figures: figures.into(),
            reviews: app.site_reviews().iter().map(SiteReview::from).collect(),
        })
    }
}
