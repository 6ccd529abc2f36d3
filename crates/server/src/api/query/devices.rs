use async_graphql::{Context, Object};

use crate::{
    api::{
        error::ResultExt,
        guard::{SignedIn, claims},
        object::device::SignedInDevice,
    },
    app::App,
};

#[derive(Default)]
pub struct DeviceQuery;

#[Object]
impl DeviceQuery {
    /// The sessions signed in to the caller's account (web browsers and the browser
    /// extension), the most recently active first; `current` marks this one. Guard: signed in;
    /// owner-only.
    #[graphql(guard = "SignedIn")]
    async fn signed_in_devices(
        &self,
        ctx: &Context<'_>,
    ) -> async_graphql::Result<Vec<SignedInDevice>> {
        let devices = ctx
            .data_unchecked::<App>()
            .signed_in_devices(claims(ctx)?)
            .await
            .gql()?;
        Ok(devices.into_iter().map(SignedInDevice::from).collect())
    }
}
