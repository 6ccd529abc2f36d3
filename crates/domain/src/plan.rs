//! Plans and their limits (spec points 6 and 9).

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

impl PlanName {
    /// Every plan, in the catalogue's display order.
    pub const ALL: [Self; 4] = [Self::Free, Self::Pro, Self::AnnualPro, Self::ThreeDayPass];
}

/// What a plan allows (spec point 9). `None` is unlimited.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlanLimits {
    /// Super Prompt generations per rolling day.
    pub daily_prompts: Option<u32>,
    /// One-time generations granted at sign-up, used after the daily one.
    pub bonus_prompts: u32,
    /// Prompts the library keeps.
    pub saved_prompts: Option<u32>,
    /// Folders reachable, the first ones in display order; the others are locked.
    pub accessible_folders: Option<u32>,
    /// Context Genies (saved context) a user may keep.
    pub context_genies: Option<u32>,
}

/// The one place the plans' limits are written: every rule that needs a limit asks here, and
/// the API serves the same values (`planLimits`).
pub const fn limits(plan: PlanName) -> PlanLimits {
    match plan {
        PlanName::Free => PlanLimits {
            daily_prompts: Some(1),
            bonus_prompts: 7,
            saved_prompts: Some(15),
            accessible_folders: Some(3),
            context_genies: Some(2),
        },
        // The 3-Day Pass has Pro's rights while it lasts.
        PlanName::Pro | PlanName::AnnualPro | PlanName::ThreeDayPass => PlanLimits {
            daily_prompts: None,
            bonus_prompts: 0,
            saved_prompts: None,
            accessible_folders: None,
            context_genies: None,
        },
    }
}

/// What every new account starts with, however it signed up: the Free plan, its daily
/// allowance and the one-time bonus.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Start {
    pub plan: PlanName,
    pub daily_prompt_limit: i32,
    pub bonus_prompts: i32,
}

impl Start {
    /// The Free plan's limits, as the user row stores them.
    pub const fn free() -> Self {
        let free = limits(PlanName::Free);
        Self {
            plan: PlanName::Free,
            daily_prompt_limit: match free.daily_prompts {
                Some(daily) => daily as i32,
                None => 0,
            },
            bonus_prompts: free.bonus_prompts as i32,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plan_names_round_trip() {
        for plan in PlanName::ALL {
            assert_eq!(PlanName::parse(plan.as_str()).unwrap(), plan);
        }
        assert_eq!(
            PlanName::parse(" three-day-pass ").unwrap(),
            PlanName::ThreeDayPass
        );
        assert!(PlanName::parse("gold").is_err());
        assert!(!PlanName::Free.is_paid());
        assert!(PlanName::ThreeDayPass.is_paid());
    }

    #[test]
    fn free_has_the_spec_limits_and_paid_plans_have_none() {
        let free = limits(PlanName::Free);
        assert_eq!(free.daily_prompts, Some(1));
        assert_eq!(free.bonus_prompts, 7);
        assert_eq!(free.saved_prompts, Some(15));
        assert_eq!(free.accessible_folders, Some(3));
        assert_eq!(free.context_genies, Some(2));
        let start = Start::free();
        assert_eq!(
            (start.plan, start.daily_prompt_limit, start.bonus_prompts),
            (PlanName::Free, 1, 7)
        );
        for plan in PlanName::ALL.into_iter().filter(|p| p.is_paid()) {
            let paid = limits(plan);
            assert_eq!(paid.daily_prompts, None, "{plan:?}");
            assert_eq!(paid.saved_prompts, None, "{plan:?}");
            assert_eq!(paid.accessible_folders, None, "{plan:?}");
            assert_eq!(paid.context_genies, None, "{plan:?}");
        }
    }
}
