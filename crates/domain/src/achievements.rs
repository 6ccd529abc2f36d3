//! Achievements and quests (spec points 1, 3 and 4): a catalogue kept as data
//! (`data/achievements.json`), each entry a target on one metric with a bronze, silver or gold
//! tier and a title the user may equip once it is unlocked. The events that move a metric are
//! [`Milestone`]s; the store applies their [`Progress`] in the transaction that records the
//! event, so progress and unlocks never drift from what happened.

use std::sync::OnceLock;

use serde::Deserialize;

use crate::generation::GeneratorKind;

/// The browser cache's version for achievements (spec point 9).
pub const CACHE_VERSION: &str = "1.0.0";

/// How long the browser keeps achievements before it asks again (spec point 9: 24 hours).
pub const CACHE_HOURS: i64 = 24;

/// What an achievement counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Metric {
    /// Super Prompts generated, any generator.
    Generations,
    /// Different generators used.
    GeneratorsUsed,
    /// The longest run of consecutive days (UTC) with a generation.
    StreakDays,
    /// Prompts saved to the library.
    Saves,
    /// Share links made.
    Shares,
    /// Context Genies created.
    ContextGenies,
    /// Two tiers compared on one task.
    Comparisons,
    /// Prompts tested on several models (the playground).
    MultiModelTests,
    /// Prompts enhanced through the browser extension.
    ExtensionUses,
}

impl Metric {
    pub const ALL: [Self; 9] = [
        Self::Generations,
        Self::GeneratorsUsed,
        Self::StreakDays,
        Self::Saves,
        Self::Shares,
        Self::ContextGenies,
        Self::Comparisons,
        Self::MultiModelTests,
        Self::ExtensionUses,
    ];

    /// The stored spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Generations => "generations",
            Self::GeneratorsUsed => "generators_used",
            Self::StreakDays => "streak_days",
            Self::Saves => "saves",
            Self::Shares => "shares",
            Self::ContextGenies => "context_genies",
            Self::Comparisons => "comparisons",
            Self::MultiModelTests => "multi_model_tests",
            Self::ExtensionUses => "extension_uses",
        }
    }
}

/// An achievement's tier (the spec's category).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tier {
    Bronze,
    Silver,
    Gold,
}

impl Tier {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Bronze => "bronze",
            Self::Silver => "silver",
            Self::Gold => "gold",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        [Self::Bronze, Self::Silver, Self::Gold]
            .into_iter()
            .find(|t| t.as_str() == raw)
    }
}

/// One entry of the catalogue.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Achievement {
    pub id: String,
    pub name: String,
    pub description: String,
    pub metric: Metric,
    pub target: u32,
    pub tier: Tier,
    /// The title an unlocked achievement lets the user wear in the header.
    pub title: String,
}

impl Achievement {
    /// Progress towards the target, never past it.
    pub fn progress(&self, value: u32) -> u32 {
        value.min(self.target)
    }

    pub fn reached(&self, value: u32) -> bool {
        value >= self.target
    }
}

/// Every achievement there is.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Catalogue {
    pub version: String,
    pub achievements: Vec<Achievement>,
}

impl Catalogue {
    pub fn get(&self, id: &str) -> Option<&Achievement> {
        self.achievements.iter().find(|a| a.id == id)
    }

    /// The achievements a metric feeds.
    pub fn fed_by(&self, metric: Metric) -> impl Iterator<Item = &Achievement> {
        self.achievements.iter().filter(move |a| a.metric == metric)
    }

    /// The achievement whose title this is, if any.
    pub fn by_title(&self, title: &str) -> Option<&Achievement> {
        self.achievements.iter().find(|a| a.title == title)
    }
}

/// The catalogue, read once from the data file built into the binary.
pub fn catalogue() -> &'static Catalogue {
    static CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
    CATALOGUE.get_or_init(|| {
        serde_json::from_str(include_str!("../data/achievements.json"))
            .expect("data/achievements.json is checked by the domain's tests")
    })
}

/// How an event moves a metric.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Progress<'a> {
    /// Adds to a count.
    Add(Metric, u32),
    /// Counts a distinct thing once (a generator's name, a comparison's id).
    Distinct(Metric, &'a str),
    /// Counts a day of activity towards a run of consecutive days.
    Day(Metric),
}

/// The events achievements listen to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Milestone<'a> {
    Generated(GeneratorKind),
    /// Prompts saved at once (an import saves several).
    Saved(u32),
    Shared,
    GenieCreated,
    /// A generation that was part of a side-by-side comparison (its id, given by the client
    /// to every generation of the comparison).
    Compared(&'a str),
    MultiModelTested,
    ExtensionUsed(u32),
}

impl<'a> Milestone<'a> {
    /// What the event does to the metrics.
    pub fn progress(self) -> Vec<Progress<'a>> {
        match self {
            Self::Generated(kind) => vec![
                Progress::Add(Metric::Generations, 1),
                Progress::Distinct(Metric::GeneratorsUsed, kind.as_str()),
                Progress::Day(Metric::StreakDays),
            ],
            Self::Saved(count) => vec![Progress::Add(Metric::Saves, count)],
            Self::Shared => vec![Progress::Add(Metric::Shares, 1)],
            Self::GenieCreated => vec![Progress::Add(Metric::ContextGenies, 1)],
            Self::Compared(id) => vec![Progress::Distinct(Metric::Comparisons, id)],
            Self::MultiModelTested => vec![Progress::Add(Metric::MultiModelTests, 1)],
            Self::ExtensionUsed(count) => vec![Progress::Add(Metric::ExtensionUses, count)],
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn the_catalogue_reads_and_holds_together() {
        let catalogue = catalogue();
        assert_eq!(catalogue.version, CACHE_VERSION);
        let ids: HashSet<_> = catalogue.achievements.iter().map(|a| &a.id).collect();
        assert_eq!(ids.len(), catalogue.achievements.len(), "ids are unique");
        let titles: HashSet<_> = catalogue.achievements.iter().map(|a| &a.title).collect();
        assert_eq!(
            titles.len(),
            catalogue.achievements.len(),
            "titles are unique"
        );
        for a in &catalogue.achievements {
            assert!(a.target >= 1, "{}", a.id);
            assert!(!a.name.is_empty() && !a.description.is_empty(), "{}", a.id);
        }
        for metric in Metric::ALL {
            assert!(
                catalogue.fed_by(metric).next().is_some(),
                "{metric:?} feeds nothing"
            );
        }
    }

    /// "Every generator" means every one there is: the target follows the list of generators.
    #[test]
    fn the_every_generator_achievement_counts_every_generator() {
        let most = catalogue()
            .fed_by(Metric::GeneratorsUsed)
            .map(|a| a.target)
            .max();
        assert_eq!(most, Some(GeneratorKind::ALL.len() as u32));
    }

    #[test]
    fn progress_stops_at_the_target() {
        let first = catalogue().get("prompts_10").unwrap();
        assert_eq!(first.progress(4), 4);
        assert_eq!(first.progress(40), 10);
        assert!(!first.reached(9));
        assert!(first.reached(10));
    }

    #[test]
    fn a_generation_counts_the_prompt_the_generator_and_the_day() {
        assert_eq!(
            Milestone::Generated(GeneratorKind::Veo3).progress(),
            vec![
                Progress::Add(Metric::Generations, 1),
                Progress::Distinct(Metric::GeneratorsUsed, "VEO3"),
                Progress::Day(Metric::StreakDays),
            ]
        );
    }

    /// Both generations of a comparison carry its id: it counts once, whichever finishes.
    #[test]
    fn a_comparison_counts_once_by_its_id() {
        assert_eq!(
            Milestone::Compared("c0ffee-42").progress(),
            vec![Progress::Distinct(Metric::Comparisons, "c0ffee-42")]
        );
    }
}
