//! Reference images for video generation: base64, at most 10 MB, and really a PNG, JPEG or
//! WebP (checked by content, not by the name or the claimed type).

use base64::{Engine, engine::general_purpose::STANDARD};

use crate::error::ValidationError;

pub const IMAGE_MAX_BYTES: usize = 10 * 1024 * 1024;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageFormat {
    Png,
    Jpeg,
    Webp,
}

impl ImageFormat {
    pub fn mime(self) -> &'static str {
        match self {
            Self::Png => "image/png",
            Self::Jpeg => "image/jpeg",
            Self::Webp => "image/webp",
        }
    }

    fn sniff(bytes: &[u8]) -> Option<Self> {
        if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
            Some(Self::Png)
        } else if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
            Some(Self::Jpeg)
        } else if bytes.len() >= 12 && &bytes[0..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
            Some(Self::Webp)
        } else {
            None
        }
    }
}

/// A decoded, checked image.
#[derive(Clone, PartialEq, Eq)]
pub struct ReferenceImage {
    pub format: ImageFormat,
    pub bytes: Vec<u8>,
}

impl std::fmt::Debug for ReferenceImage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "ReferenceImage({:?}, {} bytes)",
            self.format,
            self.bytes.len()
        )
    }
}

impl ReferenceImage {
    /// Accepts plain base64 or a `data:image/...;base64,` URL.
    pub fn parse(raw: &str, field: &'static str) -> Result<Self, ValidationError> {
        let data = raw.trim();
        let data = match data.split_once(";base64,") {
            Some((prefix, rest)) if prefix.starts_with("data:") => rest,
            _ => data,
        };
        // Base64 is 4/3 the size of the bytes; refuse before decoding anything huge.
        if data.len() > IMAGE_MAX_BYTES / 3 * 4 + 8 {
            return Err(ValidationError::new(
                field,
                "The image must be 10 MB or smaller.",
            ));
        }
        let compact: String = data.chars().filter(|c| !c.is_whitespace()).collect();
        let bytes = STANDARD
            .decode(compact.as_bytes())
            .map_err(|_| ValidationError::new(field, "The image is not valid base64."))?;
        if bytes.len() > IMAGE_MAX_BYTES {
            return Err(ValidationError::new(
                field,
                "The image must be 10 MB or smaller.",
            ));
        }
        let format = ImageFormat::sniff(&bytes).ok_or_else(|| {
            ValidationError::new(field, "The image must be a PNG, JPEG or WebP file.")
        })?;
        Ok(Self { format, bytes })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_are_checked_by_content() {
        let png = STANDARD.encode(b"\x89PNG\r\n\x1a\nrest");
        assert_eq!(
            ReferenceImage::parse(&png, "imageBase64").unwrap().format,
            ImageFormat::Png
        );
        let jpeg = format!(
            "data:image/jpeg;base64,{}",
            STANDARD.encode([0xFF, 0xD8, 0xFF, 0xE0, 1, 2])
        );
        assert_eq!(
            ReferenceImage::parse(&jpeg, "imageBase64").unwrap().format,
            ImageFormat::Jpeg
        );
        let webp = STANDARD.encode(b"RIFF\x00\x00\x00\x00WEBPVP8 ");
        assert_eq!(
            ReferenceImage::parse(&webp, "imageBase64").unwrap().format,
            ImageFormat::Webp
        );

        let gif = STANDARD.encode(b"GIF89a....");
        assert!(
            ReferenceImage::parse(&gif, "imageBase64")
                .unwrap_err()
                .message
                .contains("PNG, JPEG or WebP")
        );
        // A PNG name or data-URL type does not make a script a PNG.
        let lie = format!(
            "data:image/png;base64,{}",
            STANDARD.encode(b"<script>alert(1)</script>")
        );
        assert!(ReferenceImage::parse(&lie, "imageBase64").is_err());
        assert!(
            ReferenceImage::parse("%%%not base64", "imageBase64")
                .unwrap_err()
                .message
                .contains("base64")
        );
    }

    #[test]
    fn size_is_capped() {
        let mut big = b"\x89PNG\r\n\x1a\n".to_vec();
        big.resize(IMAGE_MAX_BYTES + 1, 0);
        let err = ReferenceImage::parse(&STANDARD.encode(&big), "imageBase64").unwrap_err();
        assert!(err.message.contains("10 MB"));
    }
}
