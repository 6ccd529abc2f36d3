//! Credentials and identity plumbing: password hashing, access and refresh tokens, Google
//! sign-in through OpenID Connect, and outgoing mail. No business rules: the use cases in
//! `app` decide when to call these.

pub mod key_cipher;
pub mod mail;
pub mod oidc;
pub mod password;
pub mod tokens;
