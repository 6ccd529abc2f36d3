//! Users' own provider keys at rest: AES-256-GCM (RustCrypto's `aes-gcm`) with a key derived
//! from the server's secret (`llm.user_keys_secret`, else `<data dir>/user-keys-secret`, made
//! on first start), a fresh random nonce per key, and the owner's user id as associated data,
//! so a stored key copied to another user's row does not decrypt.

use aes_gcm::{
    Aes256Gcm, Key, KeyInit, Nonce,
    aead::{Aead, AeadCore, OsRng, Payload},
};
use base64::{Engine, engine::general_purpose::STANDARD};
use sha2::{Digest, Sha256};

pub struct KeyCipher(Aes256Gcm);

impl std::fmt::Debug for KeyCipher {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("KeyCipher(<redacted>)")
    }
}

/// A stored key that does not decrypt (another server's secret, or a damaged row).
#[derive(Debug, thiserror::Error)]
#[error("a stored provider key could not be decrypted")]
pub struct Undecryptable;

impl KeyCipher {
    /// The cipher for `secret` (any length; the AES key is its SHA-256 under a label of its
    /// own, so the same secret never keys two things alike).
    pub fn new(secret: &[u8]) -> Self {
        let mut hasher = Sha256::new();
        hasher.update(b"superprompt user provider keys v1\0");
        hasher.update(secret);
        let key: [u8; 32] = hasher.finalize().into();
        Self(Aes256Gcm::new(&Key::<Aes256Gcm>::from(key)))
    }

    /// Encrypts `plain` for `owner`: the ciphertext and the nonce, as base64.
    pub fn seal(&self, plain: &str, owner: &str) -> (String, String) {
        let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
        let sealed = self
            .0
            .encrypt(
                &nonce,
                Payload {
                    msg: plain.as_bytes(),
                    aad: owner.as_bytes(),
                },
            )
            .expect("AES-GCM encrypts any message of this size");
        (STANDARD.encode(sealed), STANDARD.encode(nonce))
    }

    /// Decrypts what [`KeyCipher::seal`] made for `owner`.
    pub fn open(
        &self,
        ciphertext: &str,
        nonce: &str,
        owner: &str,
    ) -> Result<String, Undecryptable> {
        let sealed = STANDARD.decode(ciphertext).map_err(|_| Undecryptable)?;
        let nonce: [u8; 12] = STANDARD
            .decode(nonce)
            .map_err(|_| Undecryptable)?
            .try_into()
            .map_err(|_| Undecryptable)?;
        let plain = self
            .0
            .decrypt(
                &Nonce::from(nonce),
                Payload {
                    msg: &sealed,
                    aad: owner.as_bytes(),
                },
            )
            .map_err(|_| Undecryptable)?;
        String::from_utf8(plain).map_err(|_| Undecryptable)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_opens_only_for_its_owner_with_the_same_secret() {
        let cipher = KeyCipher::new(b"a server secret of some length...");
        let (sealed, nonce) = cipher.seal("sk-live-abcdef123456", "user-1");
        assert!(!sealed.contains("abcdef"), "not stored in the clear");
        assert_eq!(
            cipher.open(&sealed, &nonce, "user-1").unwrap(),
            "sk-live-abcdef123456"
        );
        assert!(
            cipher.open(&sealed, &nonce, "user-2").is_err(),
            "bound to its owner"
        );
        let other = KeyCipher::new(b"another server's secret.........");
        assert!(other.open(&sealed, &nonce, "user-1").is_err());
        let (again, nonce2) = cipher.seal("sk-live-abcdef123456", "user-1");
        assert_ne!(
            (&sealed, &nonce),
            (&again, &nonce2),
            "a fresh nonce each time"
        );
        assert!(cipher.open("not base64!", &nonce, "user-1").is_err());
        assert!(cipher.open(&sealed, "c2hvcnQ=", "user-1").is_err());
    }
}
