//! Generators, plan rights and the Free plan's quota (spec points 1, 6 and 9).
//!
//! Free users get 1 generation per rolling day plus 7 one-time bonus generations, and only the
//! text tiers. Paid plans (Pro, Annual Pro, a live 3-Day Pass) are unlimited and get every
//! generator. Sora 2 is not named in the spec's plan rights: it is treated like Veo 3, the
//! other video generator, so video generation is a paid feature.

use chrono::{DateTime, Duration, Utc};

use crate::{
    error::ValidationError,
    plan::{PlanName, limits},
};

/// Every generator, as the API and the usage counters know it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GeneratorKind {
    Primer,
    Amplifier,
    Mastermind,
    Image,
    O4Image,
    Veo3,
    Sora2,
    Json,
}

impl GeneratorKind {
    pub const ALL: [GeneratorKind; 8] = [
        Self::Primer,
        Self::Amplifier,
        Self::Mastermind,
        Self::Image,
        Self::O4Image,
        Self::Veo3,
        Self::Sora2,
        Self::Json,
    ];

    /// The stored spelling, and the spec's algorithmName where it has one.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Primer => "PRIMER",
            Self::Amplifier => "AI_AMPLIFIER",
            Self::Mastermind => "MASTERMIND",
            Self::Image => "IMAGE_PROMPT",
            Self::O4Image => "O4_IMAGE_PROMPT",
            Self::Veo3 => "VEO3",
            Self::Sora2 => "SORA2",
            Self::Json => "JSON_PROMPTING",
        }
    }

    /// Reads a generator's name as the spec spells it (`PRIMER`, `AI_AMPLIFIER`…), as an
    /// imported library or a share snapshot carries it. None for any other text.
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|g| g.as_str() == name)
    }

    /// The spec's algorithmName for likes and dislikes (both image generators are IMAGE_PROMPT;
    /// Sora 2 has its own name, as the spec has none for it).
    pub fn algorithm_name(self) -> &'static str {
        match self {
            Self::O4Image => "IMAGE_PROMPT",
            other => other.as_str(),
        }
    }

    /// A person's name for it, for messages.
    pub fn label(self) -> &'static str {
        match self {
            Self::Primer => "Primer",
            Self::Amplifier => "AI Amplifier",
            Self::Mastermind => "Mastermind",
            Self::Image => "Image prompts",
            Self::O4Image => "4o image prompts",
            Self::Veo3 => "Veo 3 video prompts",
            Self::Sora2 => "Sora 2 video prompts",
            Self::Json => "JSON prompting",
        }
    }

    /// Whether the Free plan may use it.
    pub fn free(self) -> bool {
        matches!(self, Self::Primer | Self::Amplifier | Self::Mastermind)
    }
}

/// A plan's rights, as far as generation is concerned.
pub fn unlimited_generations(plan: PlanName) -> bool {
    limits(plan).daily_prompts.is_none()
}

/// Refuses a generator the plan does not include, naming the plan that does.
pub fn check_generator(plan: PlanName, generator: GeneratorKind) -> Result<(), String> {
    if plan.is_paid() || generator.free() {
        Ok(())
    } else {
        Err(format!(
            "{} are part of the Pro plan (also Annual Pro and the 3-Day Pass). Upgrade to use them.",
            generator.label()
        ))
    }
}

/// A user's like or dislike of one of their generations.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rating {
    Like,
    Dislike,
}

/// The daily allowance renews this long after the first generation of the window.
pub const DAILY_WINDOW: Duration = Duration::hours(24);

/// Free users' remaining generations, for display.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Remaining {
    pub daily: i32,
    pub bonus: i32,
    /// When the daily allowance renews (None when it is unused).
    pub resets_at: Option<DateTime<Utc>>,
}

/// Which allowance a generation was paid from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spent {
    Daily,
    Bonus,
}

/// A user's generation allowance as stored: the daily limit, how much of the current window
/// is used, the one-time bonus left, and when the window ends. The rolling-window rule lives
/// here once: the display reads [`Allowance::remaining`], and the store applies
/// [`Allowance::spend`] and [`Allowance::refund`] while it holds the user's row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Allowance {
    pub daily_limit: i32,
    pub daily_used: i32,
    pub bonus: i32,
    pub resets_at: Option<DateTime<Utc>>,
}

impl Allowance {
    /// The window is open while its end is still ahead; a window that ended is fresh.
    fn window_open(&self, now: DateTime<Utc>) -> bool {
        self.resets_at.is_some_and(|t| t > now)
    }

    pub fn remaining(&self, now: DateTime<Utc>) -> Remaining {
        let open = self.window_open(now);
        let used = if open { self.daily_used } else { 0 };
        Remaining {
            daily: (self.daily_limit - used).max(0),
            bonus: self.bonus.max(0),
            resets_at: if open { self.resets_at } else { None },
        }
    }

    /// Spends one generation: from the daily allowance (opening a new window of
    /// [`DAILY_WINDOW`] when the last one ended), or else from the bonus. None: nothing left.
    pub fn spend(self, now: DateTime<Utc>) -> Option<(Spent, Self)> {
        let remaining = self.remaining(now);
        if remaining.daily > 0 {
            let open = self.window_open(now);
            return Some((
                Spent::Daily,
                Self {
                    daily_used: if open { self.daily_used + 1 } else { 1 },
                    resets_at: if open {
                        self.resets_at
                    } else {
                        Some(now + DAILY_WINDOW)
                    },
                    ..self
                },
            ));
        }
        (remaining.bonus > 0).then(|| {
            (
                Spent::Bonus,
                Self {
                    bonus: self.bonus - 1,
                    ..self
                },
            )
        })
    }

    /// Gives back a generation whose result never reached the user. A daily generation given
    /// back after its window ended changes nothing: the new window is fresh anyway.
    pub fn refund(self, spent: Spent) -> Self {
        match spent {
            Spent::Daily => Self {
                daily_used: (self.daily_used - 1).max(0),
                ..self
            },
            Spent::Bonus => Self {
                bonus: self.bonus + 1,
                ..self
            },
        }
    }
}

/// The message when a Free user has nothing left.
pub fn limit_message(resets_at: Option<DateTime<Utc>>) -> String {
    match resets_at {
        Some(at) => format!(
            "You have used today's free generation and your bonus generations. The next one is available at {} UTC, or upgrade to Pro for unlimited generations.",
            at.format("%Y-%m-%d %H:%M")
        ),
        None => "You have used your free generations. Upgrade to Pro for unlimited generations."
            .to_owned(),
    }
}

/// The longest description accepted, in characters.
pub const DESCRIPTION_MAX: usize = 4000;

/// A task description as typed by the user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Description(String);

impl Description {
    pub fn parse(raw: &str, field: &'static str) -> Result<Self, ValidationError> {
        let value = raw.trim();
        if !value.chars().any(char::is_alphanumeric) {
            return Err(ValidationError::new(
                field,
                "Describe the task in a few words first.",
            ));
        }
        if value.chars().count() > DESCRIPTION_MAX {
            return Err(ValidationError::new(
                field,
                format!("Keep the description under {DESCRIPTION_MAX} characters."),
            ));
        }
        Ok(Self(value.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The highest prompt variant a client may ask for ("Try again" counts up from 0).
pub const VARIANT_MAX: i64 = 999;

/// Which version of a prompt: 0 is the default, each "Try again" asks for the next.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Variant(u32);

impl Variant {
    pub fn parse(raw: i64, field: &'static str) -> Result<Self, ValidationError> {
        if !(0..=VARIANT_MAX).contains(&raw) {
            return Err(ValidationError::new(
                field,
                format!("Choose a variant from 0 to {VARIANT_MAX}."),
            ));
        }
        Ok(Self(raw as u32))
    }

    pub fn get(self) -> u32 {
        self.0
    }
}

/// The id a client gives the generations it runs side by side ("Comparing": two tiers on one
/// task), so the comparison is counted once however many of its generations finish. 8 to 64
/// letters, digits or dashes (a UUID fits).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComparisonId(String);

impl ComparisonId {
    pub fn parse(raw: &str, field: &'static str) -> Result<Self, ValidationError> {
        let ok = (8..=64).contains(&raw.len())
            && raw.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
        if !ok {
            return Err(ValidationError::new(
                field,
                "A comparison id is 8 to 64 letters, digits or dashes.",
            ));
        }
        Ok(Self(raw.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Only Mastermind plans and critiques, so only it can show that reasoning in the answer.
pub fn check_show_reasoning(generator: GeneratorKind, show: bool) -> Result<(), ValidationError> {
    if show && generator != GeneratorKind::Mastermind {
        return Err(ValidationError::new(
            "showReasoning",
            "Only Mastermind prompts can show their plan and critique.",
        ));
    }
    Ok(())
}

pub const CONTEXT_NAME_MAX: usize = 80;
pub const CONTEXT_CONTENT_MAX: usize = 8000;

/// How many Context Genies (saved context) the plan keeps (None: unlimited).
pub fn context_limit(plan: PlanName) -> Option<u64> {
    limits(plan).context_genies.map(u64::from)
}

pub fn context_limit_message() -> String {
    let free = limits(PlanName::Free).context_genies.unwrap_or_default();
    format!(
        "The Free plan includes {free} Context Genies. Delete one, or upgrade to Pro for unlimited Context Genies."
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_comparison_id_is_a_short_token() {
        let uuid = "3f2b8c1e-9d4a-4e7b-a1c2-0f9e8d7c6b5a";
        assert_eq!(
            ComparisonId::parse(uuid, "comparisonId").unwrap().as_str(),
            uuid
        );
        for bad in [
            "",
            "short",
            "has space in it",
            "semi;colon-123",
            &"x".repeat(65),
        ] {
            let err = ComparisonId::parse(bad, "comparisonId").unwrap_err();
            assert_eq!(err.field, "comparisonId", "{bad:?}");
        }
    }

    #[test]
    fn free_plan_gets_the_text_tiers_only() {
        for g in GeneratorKind::ALL {
            assert_eq!(
                check_generator(PlanName::Free, g).is_ok(),
                g.free(),
                "{g:?}"
            );
            assert!(check_generator(PlanName::ThreeDayPass, g).is_ok());
        }
        let refusal = check_generator(PlanName::Free, GeneratorKind::Veo3).unwrap_err();
        assert!(refusal.contains("Pro plan"), "{refusal}");
        assert!(unlimited_generations(PlanName::AnnualPro));
        assert!(!unlimited_generations(PlanName::Free));
    }

    #[test]
    fn names_round_trip() {
        for g in GeneratorKind::ALL {
            assert_eq!(GeneratorKind::from_name(g.as_str()), Some(g));
        }
        assert_eq!(GeneratorKind::from_name("primer"), None);
        assert_eq!(GeneratorKind::O4Image.algorithm_name(), "IMAGE_PROMPT");
    }

    fn allowance(daily_used: i32, bonus: i32, resets_at: Option<DateTime<Utc>>) -> Allowance {
        Allowance {
            daily_limit: 1,
            daily_used,
            bonus,
            resets_at,
        }
    }

    fn noon() -> DateTime<Utc> {
        "2026-11-25T12:00:00Z".parse().unwrap()
    }

    #[test]
    fn remaining_follows_the_rolling_window() {
        let now = noon();
        let r = allowance(1, 7, Some(now + Duration::hours(3))).remaining(now);
        assert_eq!((r.daily, r.bonus), (0, 7));
        assert!(r.resets_at.is_some());
        let r = allowance(1, 0, Some(now - Duration::hours(1))).remaining(now);
        assert_eq!(
            (r.daily, r.resets_at),
            (1, None),
            "an expired window is fresh"
        );
        assert!(limit_message(Some(now)).contains("UTC"));
    }

    #[test]
    fn spending_opens_a_window_then_takes_the_bonus_then_refuses() {
        let now = noon();
        let (spent, after) = allowance(0, 1, None).spend(now).unwrap();
        assert_eq!(spent, Spent::Daily);
        assert_eq!(after, allowance(1, 1, Some(now + DAILY_WINDOW)));
        let later = now + Duration::hours(1);
        let (spent, after) = after.spend(later).unwrap();
        assert_eq!(spent, Spent::Bonus);
        assert_eq!(after, allowance(1, 0, Some(now + DAILY_WINDOW)));
        assert_eq!(after.spend(later), None, "nothing left");
        // The window ends: a new one opens at the time of the next generation.
        let next_day = now + DAILY_WINDOW + Duration::minutes(1);
        let (spent, renewed) = after.spend(next_day).unwrap();
        assert_eq!(spent, Spent::Daily);
        assert_eq!(renewed, allowance(1, 0, Some(next_day + DAILY_WINDOW)));
        // A zero daily limit spends only the bonus.
        let no_daily = Allowance {
            daily_limit: 0,
            ..allowance(0, 1, None)
        };
        assert_eq!(no_daily.spend(now).unwrap().0, Spent::Bonus);
    }

    #[test]
    fn a_refund_gives_back_what_was_spent() {
        let now = noon();
        let start = allowance(0, 2, None);
        let (spent, after) = start.spend(now).unwrap();
        assert_eq!(after.refund(spent).remaining(now).daily, 1);
        let (spent, after) = after.spend(now).unwrap();
        assert_eq!(after.refund(spent).bonus, 2);
        assert_eq!(allowance(0, 0, None).refund(Spent::Daily).daily_used, 0);
    }

    #[test]
    fn descriptions() {
        assert!(Description::parse("  ", "description").is_err());
        assert!(Description::parse("!!!", "description").is_err());
        assert!(Description::parse(&"a".repeat(4001), "description").is_err());
        assert_eq!(
            Description::parse(" hi ", "description").unwrap().as_str(),
            "hi"
        );
        assert_eq!(context_limit(PlanName::Free), Some(2));
        assert_eq!(context_limit(PlanName::Pro), None);
    }

    #[test]
    fn variants_and_shown_reasoning() {
        assert_eq!(Variant::parse(0, "variant").unwrap().get(), 0);
        assert_eq!(Variant::parse(999, "variant").unwrap().get(), 999);
        assert!(Variant::parse(-1, "variant").is_err());
        assert!(Variant::parse(1000, "variant").is_err());
        assert!(check_show_reasoning(GeneratorKind::Mastermind, true).is_ok());
        assert!(check_show_reasoning(GeneratorKind::Primer, false).is_ok());
        let refused = check_show_reasoning(GeneratorKind::Primer, true).unwrap_err();
        assert_eq!(refused.field, "showReasoning");
    }
}
