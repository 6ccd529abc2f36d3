//! Plans and the Free plan's limits (spec points 6 and 9).

/// The plans a user can hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PlanName {
    #[default]
    Free,
    Pro,
    AnnualPro,
    ThreeDayPass,
}

impl PlanName {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Free => "FREE",
            Self::Pro => "PRO",
            Self::AnnualPro => "ANNUAL_PRO",
            Self::ThreeDayPass => "THREE_DAY_PASS",
        }
    }

    /// Reads the stored spelling; an unknown value falls back to Free, the plan with the fewest
    /// rights, so corruption can never grant access.
    pub fn from_db(value: &str) -> Self {
        match value {
            "PRO" => Self::Pro,
            "ANNUAL_PRO" => Self::AnnualPro,
            "THREE_DAY_PASS" => Self::ThreeDayPass,
            _ => Self::Free,
        }
    }

    /// Parses a plan name as people type it (`pro`, `ANNUAL_PRO`, `three-day-pass`).
    pub fn parse(raw: &str) -> Result<Self, crate::ValidationError> {
        let normalised = raw.trim().to_uppercase().replace('-', "_");
        match normalised.as_str() {
            "FREE" => Ok(Self::Free),
            "PRO" => Ok(Self::Pro),
            "ANNUAL_PRO" => Ok(Self::AnnualPro),
            "THREE_DAY_PASS" => Ok(Self::ThreeDayPass),
            _ => Err(crate::ValidationError::new(
                "plan",
                "A plan is FREE, PRO, ANNUAL_PRO or THREE_DAY_PASS.",
            )),
        }
    }

    pub fn is_paid(self) -> bool {
        !matches!(self, Self::Free)
    }
}

/// Free: one Super Prompt generation per day.
pub const FREE_DAILY_PROMPT_LIMIT: i32 = 1;
/// Free: seven one-time bonus generations, granted at sign-up.
pub const FREE_BONUS_PROMPTS: i32 = 7;
/// Free: at most 15 saved prompts in the library.
pub const FREE_SAVED_PROMPT_LIMIT: i32 = 15;
/// Free: only the first 3 folders are accessible.
pub const FREE_ACCESSIBLE_FOLDERS: i32 = 3;

/// What every new account starts with, however it signed up: the Free plan, its daily
/// allowance and the one-time bonus.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Start {
    pub plan: PlanName,
    pub daily_prompt_limit: i32,
    pub bonus_prompts: i32,
}

impl Start {
    pub fn free() -> Self {
        Self {
            plan: PlanName::Free,
            daily_prompt_limit: FREE_DAILY_PROMPT_LIMIT,
            bonus_prompts: FREE_BONUS_PROMPTS,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plan_names_round_trip_and_unknown_is_free() {
        for plan in [
            PlanName::Free,
            PlanName::Pro,
            PlanName::AnnualPro,
            PlanName::ThreeDayPass,
        ] {
            assert_eq!(PlanName::from_db(plan.as_str()), plan);
        }
        assert_eq!(PlanName::from_db("ENTERPRISE"), PlanName::Free);
        assert_eq!(
            PlanName::parse(" three-day-pass ").unwrap(),
            PlanName::ThreeDayPass
        );
        assert!(PlanName::parse("gold").is_err());
        assert!(!PlanName::Free.is_paid());
        assert!(PlanName::ThreeDayPass.is_paid());
    }
}
