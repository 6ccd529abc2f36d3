//! The referral programme's use cases: a user's code, link and figures; the code a visitor
//! arrived with; Cello widget tokens; and the staff's reads and edits of tracking records
//! (spec point 6: the analytics group only).

use chrono::Duration;
use domain::{
    referral::{REF_PARAM, ReferralCode, ReferralFigures},
    roles,
};
use serde::Serialize;
use store::{ReferralTracking, TrackingRecord};

use super::{App, Error, Result, limits::KeyedLimit};

/// Cello's product id and the secret its user tokens are signed with.
#[derive(Clone)]
pub struct Cello {
    pub product_id: String,
    pub secret: String,
}

impl std::fmt::Debug for Cello {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Cello")
            .field("product_id", &self.product_id)
            .finish_non_exhaustive()
    }
}

/// How long a Cello token lasts.
pub const CELLO_TOKEN_TTL: Duration = Duration::hours(1);

/// A user's place in the programme: their code, the link to share, and how it has done.
#[derive(Debug, Clone)]
pub struct ReferralSummary {
    pub code: String,
    pub link: String,
    pub figures: ReferralFigures,
}

/// The answer to generateCelloToken (spec point 7).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CelloToken {
    pub success: bool,
    pub token: Option<String>,
    pub error: Option<String>,
    pub expires_in: Option<i64>,
}

/// The claims Cello reads from a user token.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CelloClaims<'a> {
    product_id: &'a str,
    product_user_id: &'a str,
    iat: i64,
    exp: i64,
}

/// Per user: mints of a Cello token (the widget asks once per page load).
pub struct CelloLimiter(KeyedLimit<String>);

impl Default for CelloLimiter {
    fn default() -> Self {
        Self(KeyedLimit::new(
            "cello-tokens",
            20,
            std::time::Duration::from_secs(30),
        ))
    }
}

/// The message the spec gives for reads of referral data by anyone outside the group.
pub const NOT_STAFF: &str = "Access denied: You must be an admin to access referral analytics data";

impl App {
    /// Uses Cello for the referral widget's tokens.
    pub fn with_cello(mut self, cello: Option<Cello>) -> Self {
        self.cello = cello.map(std::sync::Arc::new);
        self
    }

    /// The link that carries `code`.
    pub fn referral_link(&self, code: &str) -> String {
        format!("{}/?{REF_PARAM}={code}", self.public_url)
    }

    /// The user's code, link and figures.
    pub async fn referral_summary(&self, user_id: &str) -> Result<ReferralSummary> {
        let user = self
            .store
            .find_user(user_id)
            .await?
            .ok_or(Error::Unauthenticated)?;
        let code = user
            .referral_code
            .ok_or_else(|| anyhow::anyhow!("user {user_id} has no referral code"))?;
        let figures = self.store.referral_figures(&code).await?;
        Ok(ReferralSummary {
            link: self.referral_link(&code),
            code,
            figures,
        })
    }

    /// The code in a link, if it is well formed and belongs to someone: what the `ref` cookie
    /// may hold. Anything else is ignored, never an error.
    pub async fn known_referral_code(&self, raw: &str) -> Result<Option<ReferralCode>> {
        let Some(code) = ReferralCode::parse(raw) else {
            return Ok(None);
        };
        Ok(self.store.referrer(&code).await?.map(|_| code))
    }

    /// A token for Cello's referral widget, when Cello is configured (`[referrals.cello]`).
    /// `product_user_id` must be the caller (the guard checks), and `product_id`, when given,
    /// the configured product.
    pub async fn cello_token(
        &self,
        user_id: &str,
        product_user_id: &str,
        product_id: Option<&str>,
    ) -> Result<CelloToken> {
        let refused = |message: &str| CelloToken {
            success: false,
            token: None,
            error: Some(message.to_owned()),
            expires_in: None,
        };
        if product_user_id != user_id {
            return Err(Error::Forbidden(
                "You can only act on your own account.".into(),
            ));
        }
        let Some(cello) = &self.cello else {
            return Ok(refused(
                "Cello is not configured on this server. Referrals are built in: share your link from the dashboard.",
            ));
        };
        if product_id.is_some_and(|p| p != cello.product_id) {
            return Ok(refused(
                "That product id is not this server's Cello product.",
            ));
        }
        self.cello_limits
            .0
            .allow(
                &self.limit_store,
                &user_id.to_owned(),
                "Too many referral widget tokens. Try again in a moment.",
            )
            .await?;
        let now = self.clock.now();
        let claims = CelloClaims {
            product_id: &cello.product_id,
            product_user_id,
            iat: now.timestamp(),
            exp: (now + CELLO_TOKEN_TTL).timestamp(),
        };
        let token = jsonwebtoken::encode(
            &jsonwebtoken::Header::new(jsonwebtoken::Algorithm::HS256),
            &claims,
            &jsonwebtoken::EncodingKey::from_secret(cello.secret.as_bytes()),
        )
        .map_err(|e| anyhow::anyhow!("could not sign a Cello token: {e}"))?;
        Ok(CelloToken {
            success: true,
            token: Some(token),
            error: None,
            expires_in: Some(CELLO_TOKEN_TTL.num_seconds()),
        })
    }

    /// Refuses anyone outside the analytics group, read from the database (a token's groups
    /// may be older than a change of membership).
    pub async fn require_staff(&self, user_id: &str, message: &str) -> Result<()> {
        let groups = self.store.groups_of(user_id).await?;
        if roles::is_staff(&groups) {
            Ok(())
        } else {
            Err(Error::Forbidden(message.to_owned()))
        }
    }

    /// Tracking records, newest first, `limit` at a time (at most 1,000, the spec's page);
    /// `after` is the page token the previous page returned. Staff only.
    pub async fn tracking_page(
        &self,
        user_id: &str,
        limit: u64,
        after: Option<&str>,
    ) -> Result<(Vec<ReferralTracking>, Option<String>)> {
        self.require_staff(user_id, NOT_STAFF).await?;
        let limit = limit.clamp(1, 1000);
        let page = self.store.tracking_page(limit, after).await?;
        let next = (page.len() as u64 == limit)
            .then(|| page.last().map(|r| r.id.clone()))
            .flatten();
        Ok((page, next))
    }

    /// One tracking record. Staff only.
    pub async fn tracking_record(&self, user_id: &str, id: &str) -> Result<ReferralTracking> {
        self.require_staff(user_id, NOT_STAFF).await?;
        self.store
            .tracking_record(id)
            .await?
            .ok_or_else(|| Error::NotFound("There is no such tracking record.".into()))
    }

    /// Creates a tracking record. Staff only; the user must exist.
    pub async fn create_tracking(
        &self,
        user_id: &str,
        record: TrackingRecord,
    ) -> Result<ReferralTracking> {
        self.require_staff(user_id, NOT_STAFF).await?;
        self.store
            .create_tracking(record, self.clock.now())
            .await
            .map_err(|err| match err {
                store::Error::NotFound => Error::NotFound("There is no user with that id.".into()),
                other => other.into(),
            })
    }

    /// Replaces a tracking record's fields. Staff only.
    pub async fn update_tracking(
        &self,
        user_id: &str,
        id: &str,
        record: TrackingRecord,
    ) -> Result<ReferralTracking> {
        self.require_staff(user_id, NOT_STAFF).await?;
        self.store
            .update_tracking(id, record, self.clock.now())
            .await
            .map_err(|err| match err {
                store::Error::NotFound => {
                    Error::NotFound("There is no such tracking record.".into())
                }
                other => other.into(),
            })
    }

    /// Deletes a tracking record. Staff only.
    pub async fn delete_tracking(&self, user_id: &str, id: &str) -> Result<()> {
        self.require_staff(user_id, NOT_STAFF).await?;
        if self.store.delete_tracking(id).await? {
            Ok(())
        } else {
            Err(Error::NotFound("There is no such tracking record.".into()))
        }
    }
}
