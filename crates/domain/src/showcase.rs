//! What the public site may claim about this deployment: the landing page's figures (people,
//! prompts written, prompts saved, a rating) and its reviews.
//!
//! A fresh install claims nothing. The figures are this instance's own counts, shown only once
//! they are large enough to mean something ([`MIN_PEOPLE`], [`MIN_PROMPTS_WRITTEN`],
//! [`MIN_SAVED_PROMPTS`]) and rounded down to a friendly floor ("1,200+" for 1,234). The
//! operator may set any figure instead (`[site.figures]`), or turn the live counts off; a
//! rating has no live source, so it is shown only when the operator sets it, and reviews only
//! when the operator writes them (`[[site.reviews]]`).

use std::time::Duration;

use crate::error::{ValidationError, multiline_text_field, text_field};

/// People with an account below this are not a figure worth showing.
pub const MIN_PEOPLE: u64 = 100;
/// Prompts written below this are not a figure worth showing.
pub const MIN_PROMPTS_WRITTEN: u64 = 1_000;
/// Prompts saved in libraries below this are not a figure worth showing.
pub const MIN_SAVED_PROMPTS: u64 = 500;
/// How long counted figures are reused: the landing page is public, so counting runs at most
/// once a minute per instance whatever the traffic.
pub const LIVE_COUNTS_MAX_AGE: Duration = Duration::from_secs(60);

pub const REVIEW_NAME_MAX: usize = 80;
pub const REVIEW_ROLE_MAX: usize = 80;
pub const REVIEW_TEXT_MAX: usize = 600;

/// This instance's own counts.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LiveCounts {
    /// Accounts whose owner proved their address (or signed in with Google).
    pub people: u64,
    /// Super Prompts written (generations).
    pub prompts_written: u64,
    /// Prompts kept in libraries.
    pub saved_prompts: u64,
}

/// `count` rounded down to two significant digits (1,234 → 1,200; 98,765 → 98,000), so
/// "1,200+" is true and does not pretend to a precision a landing page has no use for.
pub fn friendly_floor(count: u64) -> u64 {
    let mut unit = 1;
    while count / unit >= 100 {
        unit *= 10;
    }
    count / unit * unit
}

/// `count` as a figure to show: its friendly floor once it reaches `min`, else nothing.
pub fn meaningful(count: u64, min: u64) -> Option<u64> {
    (count >= min && count > 0).then(|| friendly_floor(count))
}

/// An average rating out of 5 and how many ratings it is of ("4.8 / 5 from 290+ ratings").
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    average: f64,
    count: u64,
}

impl Rating {
    /// A rating needs its count: an average of nobody is not a claim to make.
    pub fn parse(average: f64, count: Option<u64>) -> Result<Self, ValidationError> {
        if !average.is_finite() || !(1.0..=5.0).contains(&average) {
            return Err(ValidationError::new(
                "rating",
                format!("The rating must be a number from 1 to 5, got {average}."),
            ));
        }
        match count {
            Some(count) if count > 0 => Ok(Self {
                // One decimal is all the site shows.
                average: (average * 10.0).round() / 10.0,
                count,
            }),
            _ => Err(ValidationError::new(
                "rating_count",
                "A rating needs rating_count: how many ratings the average is of.",
            )),
        }
    }

    pub fn average(&self) -> f64 {
        self.average
    }

    pub fn count(&self) -> u64 {
        self.count
    }
}

/// The operator's figures (`[site.figures]`): each set one is shown as it is, in place of the
/// live count.
#[derive(Debug, Clone, PartialEq)]
pub struct OperatorFigures {
    /// Show this instance's own counts where the operator set no figure.
    pub live: bool,
    pub people: Option<u64>,
    pub prompts_written: Option<u64>,
    pub saved_prompts: Option<u64>,
    pub rating: Option<Rating>,
}

impl Default for OperatorFigures {
    fn default() -> Self {
        Self {
            live: true,
            people: None,
            prompts_written: None,
            saved_prompts: None,
            rating: None,
        }
    }
}

impl OperatorFigures {
    /// Whether showing the figures needs this instance's counts.
    pub fn needs_live_counts(&self) -> bool {
        self.live
            && (self.people.is_none()
                || self.prompts_written.is_none()
                || self.saved_prompts.is_none())
    }
}

/// The figures the landing page shows; a `None` is not shown.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Figures {
    pub people: Option<u64>,
    pub prompts_written: Option<u64>,
    pub saved_prompts: Option<u64>,
    pub rating: Option<Rating>,
}

impl Figures {
    /// The operator's figures where set, else the live counts that mean something (none when
    /// the operator turned live counts off, or they were not counted).
    pub fn shown(operator: &OperatorFigures, live: Option<LiveCounts>) -> Self {
        let live = live.filter(|_| operator.live).unwrap_or_default();
        Self {
            people: operator
                .people
                .or_else(|| meaningful(live.people, MIN_PEOPLE)),
            prompts_written: operator
                .prompts_written
                .or_else(|| meaningful(live.prompts_written, MIN_PROMPTS_WRITTEN)),
            saved_prompts: operator
                .saved_prompts
                .or_else(|| meaningful(live.saved_prompts, MIN_SAVED_PROMPTS)),
            rating: operator.rating,
        }
    }

    /// Nothing to show: the site hides its figures.
    pub fn is_empty(&self) -> bool {
        self.people.is_none()
            && self.prompts_written.is_none()
            && self.saved_prompts.is_none()
            && self.rating.is_none()
    }
}

/// A review the operator publishes (spec: review card).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Review {
    pub name: String,
    /// What the reviewer does ("Product manager"); the spec's designation.
    pub role: Option<String>,
    pub text: String,
    /// Whole stars, 1 to 5.
    pub rating: u8,
}

impl Review {
    pub fn parse(
        name: &str,
        role: Option<&str>,
        text: &str,
        rating: i64,
    ) -> Result<Self, ValidationError> {
        let name = text_field("name", "The reviewer's name", name, REVIEW_NAME_MAX)?;
        let role = match role.map(str::trim).filter(|r| !r.is_empty()) {
            Some(role) => Some(text_field("role", "The role", role, REVIEW_ROLE_MAX)?),
            None => None,
        };
        let text = multiline_text_field("text", "The review", text, REVIEW_TEXT_MAX)?;
        let rating = u8::try_from(rating)
            .ok()
            .filter(|r| (1..=5).contains(r))
            .ok_or_else(|| {
                ValidationError::new(
                    "rating",
                    format!(
                        "The rating must be a whole number of stars from 1 to 5, got {rating}."
                    ),
                )
            })?;
        Ok(Self {
            name,
            role,
            text,
            rating,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_round_down_to_two_significant_digits() {
        for (count, floor) in [
            (0, 0),
            (7, 7),
            (99, 99),
            (100, 100),
            (123, 120),
            (999, 990),
            (1_000, 1_000),
            (1_234, 1_200),
            (1_299, 1_200),
            (98_765, 98_000),
            (200_001, 200_000),
            (1_234_567, 1_200_000),
        ] {
            assert_eq!(friendly_floor(count), floor, "{count}");
        }
    }

    #[test]
    fn a_count_is_a_figure_only_from_its_threshold() {
        assert_eq!(meaningful(MIN_PEOPLE - 1, MIN_PEOPLE), None);
        assert_eq!(meaningful(MIN_PEOPLE, MIN_PEOPLE), Some(100));
        assert_eq!(meaningful(1_234, MIN_PROMPTS_WRITTEN), Some(1_200));
        assert_eq!(meaningful(999, MIN_PROMPTS_WRITTEN), None);
        assert_eq!(meaningful(0, 0), None, "zero is never a figure");
    }

    #[test]
    fn a_fresh_install_shows_nothing() {
        let figures = Figures::shown(&OperatorFigures::default(), Some(LiveCounts::default()));
        assert!(figures.is_empty());
        let small = LiveCounts {
            people: MIN_PEOPLE - 1,
            prompts_written: MIN_PROMPTS_WRITTEN - 1,
            saved_prompts: MIN_SAVED_PROMPTS - 1,
        };
        assert!(Figures::shown(&OperatorFigures::default(), Some(small)).is_empty());
    }

    #[test]
    fn live_figures_show_once_they_mean_something() {
        let live = LiveCounts {
            people: 1_234,
            prompts_written: 56_789,
            saved_prompts: 12,
        };
        let figures = Figures::shown(&OperatorFigures::default(), Some(live));
        assert_eq!(
            figures,
            Figures {
                people: Some(1_200),
                prompts_written: Some(56_000),
                saved_prompts: None,
                rating: None,
            }
        );
        assert!(!figures.is_empty());
    }

    #[test]
    fn the_operators_figures_win_and_live_counts_can_be_turned_off() {
        let live = LiveCounts {
            people: 5_000,
            prompts_written: 50_000,
            saved_prompts: 5_000,
        };
        let rating = Rating::parse(4.8, Some(290)).unwrap();
        let operator = OperatorFigures {
            people: Some(200_000),
            rating: Some(rating),
            ..OperatorFigures::default()
        };
        assert!(operator.needs_live_counts());
        let figures = Figures::shown(&operator, Some(live));
        assert_eq!(figures.people, Some(200_000));
        assert_eq!(figures.prompts_written, Some(50_000));
        assert_eq!(figures.rating, Some(rating));

        let only_set = OperatorFigures {
            live: false,
            ..operator
        };
        assert!(!only_set.needs_live_counts());
        let figures = Figures::shown(&only_set, Some(live));
        assert_eq!(figures.people, Some(200_000));
        assert_eq!(figures.prompts_written, None);
        assert_eq!(figures.saved_prompts, None);
    }

    #[test]
    fn a_rating_is_out_of_five_and_needs_its_count() {
        let rating = Rating::parse(4.84, Some(290)).unwrap();
        assert_eq!((rating.average(), rating.count()), (4.8, 290));
        for bad in [0.5, 5.1, f64::NAN] {
            assert_eq!(Rating::parse(bad, Some(10)).unwrap_err().field, "rating");
        }
        for count in [None, Some(0)] {
            assert_eq!(Rating::parse(4.5, count).unwrap_err().field, "rating_count");
        }
    }

    #[test]
    fn a_review_needs_a_name_text_and_whole_stars() {
        let review = Review::parse(" Ada ", Some(" "), " Great.\nReally. ", 5).unwrap();
        assert_eq!(review.name, "Ada");
        assert_eq!(review.role, None);
        assert_eq!(review.text, "Great.\nReally.");
        assert_eq!(
            Review::parse("Bo", Some("PM"), "Good", 4).unwrap().role,
            Some("PM".into())
        );
        assert_eq!(Review::parse("", None, "x", 5).unwrap_err().field, "name");
        assert_eq!(
            Review::parse("Ada", None, " ", 5).unwrap_err().field,
            "text"
        );
        for stars in [0, 6, -1] {
            assert_eq!(
                Review::parse("Ada", None, "x", stars).unwrap_err().field,
                "rating"
            );
        }
    }
}
