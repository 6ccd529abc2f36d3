//! What the landing page may claim about this deployment (domain::showcase): the operator's
//! figures and reviews from `[site]`, and this instance's own counts. The page is public, so
//! the counts are taken at most once per [`LIVE_COUNTS_MAX_AGE`] per instance (one caller
//! counts while the others wait for its answer) and never when the operator's figures need none.

use chrono::{DateTime, Utc};
use domain::showcase::{Figures, LIVE_COUNTS_MAX_AGE, LiveCounts, OperatorFigures, Review};
use tokio::sync::Mutex;

use super::{App, Result};

/// The operator's content and the last counts taken.
#[derive(Debug, Default)]
pub struct Showcase {
    figures: OperatorFigures,
    reviews: Vec<Review>,
    counted: Mutex<Option<(DateTime<Utc>, LiveCounts)>>,
}

impl Showcase {
    pub fn new(figures: OperatorFigures, reviews: Vec<Review>) -> Self {
        Self {
            figures,
            reviews,
            counted: Mutex::default(),
        }
    }
}

impl App {
    /// Shows the operator's figures and reviews (`[site.figures]`, `[[site.reviews]]`).
    pub fn with_showcase(mut self, showcase: Showcase) -> Self {
        self.showcase = std::sync::Arc::new(showcase);
        self
    }

    /// The figures the landing page shows (empty on a fresh install). Public.
    pub async fn site_figures(&self) -> Result<Figures> {
        let showcase = &self.showcase;
        if !showcase.figures.needs_live_counts() {
            return Ok(Figures::shown(&showcase.figures, None));
        }
        let max_age = chrono::Duration::from_std(LIVE_COUNTS_MAX_AGE).unwrap_or_default();
        let mut counted = showcase.counted.lock().await;
        let now = self.clock.now();
        let live = match *counted {
            Some((at, counts)) if now - at < max_age => counts,
            _ => {
                let counts = self.store.live_counts().await?;
                *counted = Some((now, counts));
                counts
            }
        };
        Ok(Figures::shown(&showcase.figures, Some(live)))
    }

    /// The operator's reviews, in their order (none on a fresh install). Public.
    pub fn site_reviews(&self) -> &[Review] {
        &self.showcase.reviews
    }
}
