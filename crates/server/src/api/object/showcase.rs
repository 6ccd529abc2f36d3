//! What the landing page may claim about this deployment (domain::showcase), as the API shows
//! it: a figure that is null is not shown, and an empty list of reviews hides the review wall.

use async_graphql::SimpleObject;
use domain::showcase::{Figures, Rating, Review};

/// The landing page's figures and reviews. On a fresh install every figure is null and there
/// are no reviews: the page then shows neither section.
#[derive(SimpleObject)]
pub struct SiteContent {
    pub figures: SiteFigures,
    /// The operator's reviews, in their order.
    pub reviews: Vec<SiteReview>,
}

/// Counts are floors ("at least"): the operator's figure as set, or this instance's own count
/// rounded down to two significant digits once it is large enough to mean something. Null: not
/// shown.
#[derive(SimpleObject)]
pub struct SiteFigures {
    /// People with an account.
    pub people: Option<i32>,
    /// Super Prompts written.
    pub prompts_written: Option<i32>,
    /// Prompts saved in libraries.
    pub saved_prompts: Option<i32>,
    /// The operator's rating; there is no live source, so null unless configured.
    pub rating: Option<SiteRating>,
}

/// An average rating out of 5, and how many ratings it is of.
#[derive(SimpleObject)]
pub struct SiteRating {
    /// One decimal, 1 to 5.
    pub average: f64,
    pub count: i32,
}

/// A review on the landing page (spec: review card).
#[derive(SimpleObject)]
pub struct SiteReview {
    pub name: String,
    /// What the reviewer does (the spec's designation).
    pub role: Option<String>,
    pub text: String,
    /// Whole stars, 1 to 5.
    pub rating: i32,
}

fn int(count: u64) -> i32 {
    i32::try_from(count).unwrap_or(i32::MAX)
}

impl From<Figures> for SiteFigures {
    fn from(figures: Figures) -> Self {
        Self {
            people: figures.people.map(int),
            prompts_written: figures.prompts_written.map(int),
            saved_prompts: figures.saved_prompts.map(int),
            rating: figures.rating.map(SiteRating::from),
        }
    }
}

impl From<Rating> for SiteRating {
    fn from(rating: Rating) -> Self {
        Self {
            average: rating.average(),
            count: int(rating.count()),
        }
    }
}

impl From<&Review> for SiteReview {
    fn from(review: &Review) -> Self {
        Self {
            name: review.name.clone(),
            role: review.role.clone(),
            text: review.text.clone(),
            rating: i32::from(review.rating),
        }
    }
}
