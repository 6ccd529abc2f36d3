//! The assistant chat (issue 21): conversations of messages made of content blocks (spec point
//! 3), the tools the assistant may call, the limits on what a user sends, the conversation's
//! name from its first message, and the history trimmed to the model's context window.

use serde::{Deserialize, Serialize};

use crate::ValidationError;

/// The most characters of text in one message the user sends.
pub const MAX_MESSAGE_CHARS: usize = 20_000;
/// The most attachments (documents and images) in one message.
pub const MAX_ATTACHMENTS: usize = 4;
/// The largest text document, in bytes.
pub const MAX_DOCUMENT_BYTES: usize = 256 * 1024;
/// The largest image, in bytes.
pub const MAX_IMAGE_BYTES: usize = 2 * 1024 * 1024;
/// The longest a document's name may be.
pub const MAX_DOCUMENT_NAME_CHARS: usize = 120;
/// Messages a user may send in a minute, across conversations.
pub const MESSAGES_PER_MINUTE: u32 = 10;
/// Conversation streams (subscriptions) one user may have open at once (across instances when
/// they share Redis).
pub const MAX_OPEN_STREAMS: usize = 6;
/// Messages a Free plan may send in a day (UTC); paid plans have no daily allowance.
pub const FREE_DAILY_MESSAGES: u64 = 20;
/// The most messages (the user's and the assistant's) in one conversation.
pub const MAX_MESSAGES_PER_CONVERSATION: u64 = 200;
/// The most rounds of tool calls in one reply: the model asks, the server answers, and the
/// model goes on; after this many it must answer in words.
pub const MAX_TOOL_ROUNDS: usize = 4;
/// The longest reply the assistant may write (its text blocks together), in characters.
pub const MAX_REPLY_CHARS: usize = 32_000;
/// A conversation's name, taken from its first message, is cut to this many characters.
pub const NAME_MAX_CHARS: usize = 60;
/// The name of a conversation before its first message.
pub const UNTITLED: &str = "New conversation";
/// The largest `aiContext`, serialised, in bytes.
pub const MAX_AI_CONTEXT_BYTES: usize = 2_048;

/// Who wrote a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    User,
    Assistant,
}

/// Where an assistant message stands. A user's message is always `Complete`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum MessageStatus {
    /// Being written.
    Answering,
    Complete,
    /// The user stopped it: what was written is kept.
    Stopped,
    /// The provider failed: what was written is kept, and the error said.
    Failed,
}

/// A text document's kind, as its name says and its bytes allow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DocumentFormat {
    Txt,
    Md,
    Csv,
    Json,
    Html,
}

impl DocumentFormat {
    pub const ALL: [Self; 5] = [Self::Txt, Self::Md, Self::Csv, Self::Json, Self::Html];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Txt => "txt",
            Self::Md => "md",
            Self::Csv => "csv",
            Self::Json => "json",
            Self::Html => "html",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        let value = value.trim().to_ascii_lowercase();
        match value.as_str() {
            "txt" | "text" => Some(Self::Txt),
            "md" | "markdown" => Some(Self::Md),
            "csv" => Some(Self::Csv),
            "json" => Some(Self::Json),
            "html" | "htm" => Some(Self::Html),
            _ => None,
        }
    }
}

/// An image's kind, read from its first bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ImageFormat {
    Png,
    Jpeg,
    Gif,
    Webp,
}

impl ImageFormat {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Png => "png",
            Self::Jpeg => "jpeg",
            Self::Gif => "gif",
            Self::Webp => "webp",
        }
    }

    pub fn mime(self) -> &'static str {
        match self {
            Self::Png => "image/png",
            Self::Jpeg => "image/jpeg",
            Self::Gif => "image/gif",
            Self::Webp => "image/webp",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        match value.trim().to_ascii_lowercase().as_str() {
            "png" => Some(Self::Png),
            "jpeg" | "jpg" => Some(Self::Jpeg),
            "gif" => Some(Self::Gif),
            "webp" => Some(Self::Webp),
            _ => None,
        }
    }

    /// The format the bytes are in, by their signature.
    pub fn sniff(bytes: &[u8]) -> Option<Self> {
        if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
            Some(Self::Png)
        } else if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
            Some(Self::Jpeg)
        } else if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") {
            Some(Self::Gif)
        } else if bytes.len() >= 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
            Some(Self::Webp)
        } else {
            None
        }
    }
}

/// Whether a tool did what it was asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ToolStatus {
    Success,
    Error,
}

/// One block of a message, as stored. Attachments' bytes are kept apart (by `attachment_id`)
/// so reading a conversation does not read every image.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Block {
    Text {
        text: String,
    },
    #[serde(rename_all = "camelCase")]
    Document {
        format: DocumentFormat,
        name: String,
        attachment_id: String,
        size: usize,
    },
    #[serde(rename_all = "camelCase")]
    Image {
        format: ImageFormat,
        attachment_id: String,
        size: usize,
    },
    #[serde(rename_all = "camelCase")]
    ToolUse {
        tool_use_id: String,
        name: String,
        input: serde_json::Value,
    },
    #[serde(rename_all = "camelCase")]
    ToolResult {
        tool_use_id: String,
        content: String,
        status: ToolStatus,
    },
}

/// The text of a message's text blocks, one after another.
pub fn text_of(blocks: &[Block]) -> String {
    blocks
        .iter()
        .filter_map(|b| match b {
            Block::Text { text } => Some(text.as_str()),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join("\n\n")
}

/// An attachment as the user sent it, before it is checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Attachment {
    Document {
        format: String,
        name: String,
        bytes: Vec<u8>,
    },
    Image {
        format: String,
        bytes: Vec<u8>,
    },
}

/// An attachment that passed the checks: its kind read from its content.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CheckedAttachment {
    Document {
        format: DocumentFormat,
        name: String,
        bytes: Vec<u8>,
    },
    Image {
        format: ImageFormat,
        bytes: Vec<u8>,
    },
}

impl CheckedAttachment {
    pub fn bytes(&self) -> &[u8] {
        match self {
            Self::Document { bytes, .. } | Self::Image { bytes, .. } => bytes,
        }
    }
}

/// A message the user sends, checked: its text and attachments in the order given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Part {
    Text(String),
    Attachment(CheckedAttachment),
}

/// Checks what the user sends: some text or an attachment; text within
/// [`MAX_MESSAGE_CHARS`] in all; at most [`MAX_ATTACHMENTS`], each of a kind its content
/// confirms and within its size.
pub fn check_message(
    texts_and_attachments: Vec<Result<String, Attachment>>,
) -> Result<Vec<Part>, ValidationError> {
    let mut parts = Vec::new();
    let mut chars = 0;
    let mut attachments = 0;
    for item in texts_and_attachments {
        match item {
            Ok(text) => {
                let text = text.trim();
                if text.is_empty() {
                    continue;
                }
                if text
                    .chars()
                    .any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
                {
                    return Err(ValidationError::new(
                        "content",
                        "Your message must not contain control characters.",
                    ));
                }
                chars += text.chars().count();
                parts.push(Part::Text(text.to_owned()));
            }
            Err(attachment) => {
                attachments += 1;
                if attachments > MAX_ATTACHMENTS {
                    return Err(ValidationError::new(
                        "content",
                        format!("Attach at most {MAX_ATTACHMENTS} files to one message."),
                    ));
                }
                parts.push(Part::Attachment(check_attachment(attachment)?));
            }
        }
    }
    if chars > MAX_MESSAGE_CHARS {
        return Err(ValidationError::new(
            "content",
            format!(
                "Your message is {chars} characters long; the most is {MAX_MESSAGE_CHARS}. Shorten it or attach it as a document."
            ),
        ));
    }
    if parts.is_empty() {
        return Err(ValidationError::new(
            "content",
            "Write a message or attach a file.",
        ));
    }
    Ok(parts)
}

fn kib(bytes: usize) -> String {
    if bytes >= 1024 * 1024 {
        format!("{} MB", bytes / (1024 * 1024))
    } else {
        format!("{} KB", bytes / 1024)
    }
}

/// Checks one attachment by its content, not by what the sender says it is.
pub fn check_attachment(attachment: Attachment) -> Result<CheckedAttachment, ValidationError> {
    match attachment {
        Attachment::Document {
            format,
            name,
            bytes,
        } => {
            let name = crate::error::text_field(
                "content",
                "The document's name",
                &name,
                MAX_DOCUMENT_NAME_CHARS,
            )?;
            let Some(format) = DocumentFormat::parse(&format) else {
                return Err(ValidationError::new(
                    "content",
                    format!(
                        "\"{name}\" is not a document the assistant can read: attach text, Markdown, CSV, JSON or HTML files."
                    ),
                ));
            };
            if bytes.len() > MAX_DOCUMENT_BYTES {
                return Err(ValidationError::new(
                    "content",
                    format!(
                        "\"{name}\" is larger than {}: attach a shorter document.",
                        kib(MAX_DOCUMENT_BYTES)
                    ),
                ));
            }
            let not_text = || {
                ValidationError::new(
                    "content",
                    format!("\"{name}\" is not a text file: its content is not plain text."),
                )
            };
            let text = std::str::from_utf8(&bytes).map_err(|_| not_text())?;
            if text
                .chars()
                .any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t' | '\u{c}'))
            {
                return Err(not_text());
            }
            if format == DocumentFormat::Json
                && serde_json::from_str::<serde_json::Value>(text).is_err()
            {
                return Err(ValidationError::new(
                    "content",
                    format!("\"{name}\" is not valid JSON."),
                ));
            }
            Ok(CheckedAttachment::Document {
                format,
                name,
                bytes,
            })
        }
        Attachment::Image { format, bytes } => {
            if bytes.len() > MAX_IMAGE_BYTES {
                return Err(ValidationError::new(
                    "content",
                    format!(
                        "The image is larger than {}: attach a smaller one.",
                        kib(MAX_IMAGE_BYTES)
                    ),
                ));
            }
            let unreadable = || {
                ValidationError::new("content", "The image is not a PNG, JPEG, GIF or WebP file.")
            };
            let sniffed = ImageFormat::sniff(&bytes).ok_or_else(unreadable)?;
            match ImageFormat::parse(&format) {
                Some(declared) if declared == sniffed => {}
                Some(declared) => {
                    return Err(ValidationError::new(
                        "content",
                        format!(
                            "The image says it is {} but its content is {}.",
                            declared.as_str().to_uppercase(),
                            sniffed.as_str().to_uppercase()
                        ),
                    ));
                }
                None => return Err(unreadable()),
            }
            Ok(CheckedAttachment::Image {
                format: sniffed,
                bytes,
            })
        }
    }
}

/// A conversation's name from its first message: the first line's words, cut at a word
/// boundary to [`NAME_MAX_CHARS`] with an ellipsis; an attachment-only message is named by
/// its first document, else [`UNTITLED`].
pub fn name_from_message(parts: &[Part]) -> String {
    let text = parts.iter().find_map(|p| match p {
        Part::Text(t) => Some(t.as_str()),
        _ => None,
    });
    let Some(text) = text else {
        return parts
            .iter()
            .find_map(|p| match p {
                Part::Attachment(CheckedAttachment::Document { name, .. }) => Some(name.clone()),
                _ => None,
            })
            .unwrap_or_else(|| UNTITLED.to_owned());
    };
    let line = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .unwrap_or_default();
    let words: Vec<&str> = line.split_whitespace().collect();
    let mut name = String::new();
    for word in &words {
        let next = if name.is_empty() { 0 } else { 1 } + word.chars().count();
        if name.chars().count() + next > NAME_MAX_CHARS {
            if name.is_empty() {
                name = word.chars().take(NAME_MAX_CHARS - 1).collect();
            }
            return format!("{name}…");
        }
        if !name.is_empty() {
            name.push(' ');
        }
        name.push_str(word);
    }
    if name.is_empty() {
        UNTITLED.to_owned()
    } else {
        name
    }
}

/// The tools the assistant may call; each runs on the server with the user's own rights.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ToolName {
    ImprovePrompt,
    SaveToLibrary,
    SearchLibrary,
    ListContextGenies,
}

impl ToolName {
    pub const ALL: [Self; 4] = [
        Self::ImprovePrompt,
        Self::SaveToLibrary,
        Self::SearchLibrary,
        Self::ListContextGenies,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::ImprovePrompt => "improve_prompt",
            Self::SaveToLibrary => "save_to_library",
            Self::SearchLibrary => "search_library",
            Self::ListContextGenies => "list_context_genies",
        }
    }

    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.as_str() == name)
    }

    /// What the model is told the tool does.
    pub fn description(self) -> &'static str {
        match self {
            Self::ImprovePrompt => {
                "Rewrites a short task or rough prompt into a better prompt for a language model, with Superprompt's engine. Use it when the user asks to improve, enhance or write a prompt. Tiers: primer (quick), amplifier (structured), mastermind (thorough)."
            }
            Self::SaveToLibrary => {
                "Saves a prompt to the user's Superprompt library, in their default folder. Use it only when the user asks to save or keep a prompt."
            }
            Self::SearchLibrary => {
                "Searches the user's saved prompts by words in their title, text or tags; returns the best matches with their ids and text."
            }
            Self::ListContextGenies => {
                "Lists the user's Context Genies (saved background about them, their company or their audience), with which one is active."
            }
        }
    }

    /// The JSON Schema of the tool's input.
    pub fn input_schema(self) -> serde_json::Value {
        use serde_json::json;
        match self {
            Self::ImprovePrompt => json!({
                "type": "object",
                "properties": {
                    "prompt": { "type": "string", "description": "The task or prompt to improve, in the user's words." },
                    "tier": { "type": "string", "enum": ["primer", "amplifier", "mastermind"], "description": "How thorough the rewrite is; amplifier when unsure." }
                },
                "required": ["prompt"]
            }),
            Self::SaveToLibrary => json!({
                "type": "object",
                "properties": {
                    "title": { "type": "string", "description": "A short title (at most 100 characters)." },
                    "text": { "type": "string", "description": "The prompt to save, in full." },
                    "tags": { "type": "array", "items": { "type": "string" }, "description": "Up to 10 short tags." }
                },
                "required": ["title", "text"]
            }),
            Self::SearchLibrary => json!({
                "type": "object",
                "properties": {
                    "query": { "type": "string", "description": "Words to look for." },
                    "limit": { "type": "integer", "minimum": 1, "maximum": 10 }
                },
                "required": ["query"]
            }),
            Self::ListContextGenies => json!({ "type": "object", "properties": {} }),
        }
    }
}

/// How thorough `improve_prompt` is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum ImproveTier {
    Primer,
    #[default]
    Amplifier,
    Mastermind,
}

/// A tool call the model asked for, its input read and checked.
#[derive(Debug, Clone, PartialEq)]
pub enum ToolCall {
    ImprovePrompt {
        prompt: String,
        tier: ImproveTier,
    },
    SaveToLibrary {
        title: String,
        text: String,
        tags: Vec<String>,
    },
    SearchLibrary {
        query: String,
        limit: u64,
    },
    ListContextGenies,
}

/// The most results `search_library` gives.
pub const MAX_SEARCH_RESULTS: u64 = 10;

impl ToolCall {
    /// Reads a model's call of `name` with `input`; an error says, for the model, what was
    /// wrong (it is sent back as the tool's result).
    pub fn read(name: ToolName, input: &serde_json::Value) -> Result<Self, String> {
        #[derive(Deserialize)]
        struct Improve {
            prompt: String,
            #[serde(default)]
            tier: Option<ImproveTier>,
        }
        #[derive(Deserialize)]
        struct Save {
            title: String,
            text: String,
            #[serde(default)]
            tags: Vec<String>,
        }
        #[derive(Deserialize)]
        struct Search {
            query: String,
            #[serde(default)]
            limit: Option<u64>,
        }
        fn parse<T: serde::de::DeserializeOwned>(
            name: ToolName,
            input: &serde_json::Value,
        ) -> Result<T, String> {
            // Some models send no input at all for a tool without arguments, or `null`.
            let input = if input.is_null() {
                serde_json::json!({})
            } else {
                input.clone()
            };
            serde_json::from_value(input)
                .map_err(|e| format!("The input of {} is not valid: {e}.", name.as_str()))
        }
        Ok(match name {
            ToolName::ImprovePrompt => {
                let Improve { prompt, tier } = parse(name, input)?;
                Self::ImprovePrompt {
                    prompt,
                    tier: tier.unwrap_or_default(),
                }
            }
            ToolName::SaveToLibrary => {
                let Save { title, text, tags } = parse(name, input)?;
                Self::SaveToLibrary { title, text, tags }
            }
            ToolName::SearchLibrary => {
                let Search { query, limit } = parse(name, input)?;
                Self::SearchLibrary {
                    query,
                    limit: limit.unwrap_or(5).clamp(1, MAX_SEARCH_RESULTS),
                }
            }
            ToolName::ListContextGenies => Self::ListContextGenies,
        })
    }
}

/// The tools a message allows: the ones its `toolConfiguration` names (each known), or all of
/// them when it names none.
pub fn allowed_tools(declared: Option<&[String]>) -> Result<Vec<ToolName>, ValidationError> {
    let Some(declared) = declared else {
        return Ok(ToolName::ALL.to_vec());
    };
    let mut tools = Vec::new();
    for name in declared {
        let tool = ToolName::parse(name.trim()).ok_or_else(|| {
            ValidationError::new(
                "toolConfiguration",
                format!(
                    "\"{name}\" is not a tool the assistant has. The tools are: {}.",
                    ToolName::ALL.map(ToolName::as_str).join(", ")
                ),
            )
        })?;
        if !tools.contains(&tool) {
            tools.push(tool);
        }
    }
    Ok(tools)
}

/// Which messages of the history fit the model's context window. `fixed` is what is always
/// sent (the system prompt and the active Genie), `messages` each message's token count,
/// oldest first, and `window` the tokens the input may take. The newest message is always
/// kept; older ones are dropped oldest first until the rest fit. Returns the index of the
/// first message kept.
pub fn first_kept(fixed: usize, messages: &[usize], window: usize) -> usize {
    let Some((&newest, older)) = messages.split_last() else {
        return 0;
    };
    let mut used = fixed + newest;
    let mut first = older.len();
    for (i, &tokens) in older.iter().enumerate().rev() {
        if used + tokens > window {
            break;
        }
        used += tokens;
        first = i;
    }
    first
}

/// The Genie a message carries in its `aiContext`: `{"contextGenieId": "…"}`. Any other key
/// is refused, so what is stored is what is used.
pub fn read_ai_context(
    value: Option<&serde_json::Value>,
) -> Result<Option<String>, ValidationError> {
    let invalid = |message: &str| ValidationError::new("aiContext", message);
    let Some(value) = value.filter(|v| !v.is_null()) else {
        return Ok(None);
    };
    let object = value.as_object().ok_or_else(|| {
        invalid("aiContext must be an object such as {\"contextGenieId\": \"…\"}.")
    })?;
    if value.to_string().len() > MAX_AI_CONTEXT_BYTES {
        return Err(invalid("aiContext is too large."));
    }
    if let Some(key) = object.keys().find(|k| k.as_str() != "contextGenieId") {
        return Err(ValidationError::new(
            "aiContext",
            format!("aiContext has no \"{key}\": it takes \"contextGenieId\"."),
        ));
    }
    match object.get("contextGenieId") {
        None | Some(serde_json::Value::Null) => Ok(None),
        Some(serde_json::Value::String(id)) if !id.trim().is_empty() => {
            Ok(Some(id.trim().to_owned()))
        }
        Some(_) => Err(invalid(
            "aiContext.contextGenieId must be a Context Genie's id.",
        )),
    }
}

/// Cuts a reply's new text so the reply stays within [`MAX_REPLY_CHARS`]: `so_far` characters
/// are written; returns what of `text` may be added and whether the reply reached the limit.
pub fn cap_reply(so_far: usize, text: &str) -> (&str, bool) {
    let room = MAX_REPLY_CHARS.saturating_sub(so_far);
    match text.char_indices().nth(room) {
        Some((end, _)) => (&text[..end], true),
        None => (text, false),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc(format: &str, name: &str, bytes: &[u8]) -> Attachment {
        Attachment::Document {
            format: format.into(),
            name: name.into(),
            bytes: bytes.to_vec(),
        }
    }

    fn image(format: &str, bytes: &[u8]) -> Attachment {
        Attachment::Image {
            format: format.into(),
            bytes: bytes.to_vec(),
        }
    }

    const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";

    #[test]
    fn a_message_needs_text_or_an_attachment_within_the_limits() {
        assert_eq!(
            check_message(vec![Ok("  hi  ".into())]).unwrap(),
            vec![Part::Text("hi".into())]
        );
        assert_eq!(
            check_message(vec![Ok("   ".into())]).unwrap_err().message,
            "Write a message or attach a file."
        );
        let long = "a".repeat(MAX_MESSAGE_CHARS + 1);
        assert!(
            check_message(vec![Ok(long)])
                .unwrap_err()
                .message
                .contains("the most is 20000")
        );
        // Exactly at the limit is fine, counted in characters.
        assert!(check_message(vec![Ok("é".repeat(MAX_MESSAGE_CHARS))]).is_ok());
        let five = (0..5).map(|_| Err(image("png", PNG))).collect();
        assert_eq!(
            check_message(five).unwrap_err().message,
            "Attach at most 4 files to one message."
        );
        assert!(check_message(vec![Ok("a\u{0}b".into())]).is_err());
        assert!(check_message(vec![Ok("line\nnext\ttab".into())]).is_ok());
    }

    #[test]
    fn documents_are_checked_by_their_content() {
        assert!(matches!(
            check_attachment(doc("md", "notes.md", b"# Notes\n- a")).unwrap(),
            CheckedAttachment::Document {
                format: DocumentFormat::Md,
                ..
            }
        ));
        // Bytes that are not text, whatever the name says.
        let err = check_attachment(doc("txt", "a.txt", &[0xFF, 0xFE, 0x00, 0x41])).unwrap_err();
        assert_eq!(
            err.message,
            "\"a.txt\" is not a text file: its content is not plain text."
        );
        assert!(check_attachment(doc("txt", "a.txt", b"a\0b")).is_err());
        assert!(check_attachment(doc("pdf", "a.pdf", b"%PDF-1.7")).is_err());
        assert_eq!(
            check_attachment(doc("json", "a.json", b"{not json"))
                .unwrap_err()
                .message,
            "\"a.json\" is not valid JSON."
        );
        let big = vec![b'a'; MAX_DOCUMENT_BYTES + 1];
        assert_eq!(
            check_attachment(doc("txt", "big.txt", &big))
                .unwrap_err()
                .message,
            "\"big.txt\" is larger than 256 KB: attach a shorter document."
        );
        assert!(check_attachment(doc("txt", "ok.txt", &big[1..])).is_ok());
        assert!(check_attachment(doc("txt", "  ", b"x")).is_err());
    }

    #[test]
    fn images_are_read_by_their_signature() {
        assert!(matches!(
            check_attachment(image("png", PNG)).unwrap(),
            CheckedAttachment::Image {
                format: ImageFormat::Png,
                ..
            }
        ));
        assert!(check_attachment(image("jpg", &[0xFF, 0xD8, 0xFF, 0xE0])).is_ok());
        assert!(check_attachment(image("gif", b"GIF89a....")).is_ok());
        assert!(check_attachment(image("webp", b"RIFF\0\0\0\0WEBPVP8 ")).is_ok());
        assert_eq!(
            check_attachment(image("jpeg", PNG)).unwrap_err().message,
            "The image says it is JPEG but its content is PNG."
        );
        assert_eq!(
            check_attachment(image("png", b"<svg onload=alert(1)>"))
                .unwrap_err()
                .message,
            "The image is not a PNG, JPEG, GIF or WebP file."
        );
        let mut big = PNG.to_vec();
        big.resize(MAX_IMAGE_BYTES + 1, 0);
        assert!(check_attachment(image("png", &big)).is_err());
    }

    #[test]
    fn a_conversation_is_named_by_its_first_line() {
        let name = |t: &str| name_from_message(&[Part::Text(t.into())]);
        assert_eq!(name("Write a cold email\nto a CTO"), "Write a cold email");
        assert_eq!(name("\n\n  hello  there "), "hello there");
        let long = "word ".repeat(30);
        let named = name(&long);
        assert!(named.ends_with('…'));
        assert!(named.chars().count() <= NAME_MAX_CHARS + 1);
        assert!(!named.contains("  "));
        assert_eq!(name(&"x".repeat(200)).chars().count(), NAME_MAX_CHARS);
        let attachment_only = [Part::Attachment(CheckedAttachment::Document {
            format: DocumentFormat::Txt,
            name: "brief.txt".into(),
            bytes: b"x".to_vec(),
        })];
        assert_eq!(name_from_message(&attachment_only), "brief.txt");
        assert_eq!(
            name_from_message(&[Part::Attachment(CheckedAttachment::Image {
                format: ImageFormat::Png,
                bytes: PNG.to_vec()
            })]),
            UNTITLED
        );
    }

    #[test]
    fn tool_calls_are_read_and_checked() {
        assert_eq!(
            ToolCall::read(
                ToolName::ImprovePrompt,
                &serde_json::json!({ "prompt": "cold email" })
            )
            .unwrap(),
            ToolCall::ImprovePrompt {
                prompt: "cold email".into(),
                tier: ImproveTier::Amplifier
            }
        );
        assert!(
            ToolCall::read(
                ToolName::ImprovePrompt,
                &serde_json::json!({ "prompt": "x", "tier": "ultra" })
            )
            .unwrap_err()
            .contains("improve_prompt")
        );
        assert!(
            ToolCall::read(
                ToolName::SaveToLibrary,
                &serde_json::json!({ "title": "t" })
            )
            .is_err()
        );
        assert_eq!(
            ToolCall::read(
                ToolName::SearchLibrary,
                &serde_json::json!({ "query": "email", "limit": 500 })
            )
            .unwrap(),
            ToolCall::SearchLibrary {
                query: "email".into(),
                limit: MAX_SEARCH_RESULTS
            }
        );
        assert_eq!(
            ToolCall::read(ToolName::ListContextGenies, &serde_json::Value::Null).unwrap(),
            ToolCall::ListContextGenies
        );
        for tool in ToolName::ALL {
            assert_eq!(ToolName::parse(tool.as_str()), Some(tool));
            assert_eq!(tool.input_schema()["type"], "object");
        }
    }

    #[test]
    fn the_tool_configuration_names_known_tools() {
        assert_eq!(allowed_tools(None).unwrap().len(), 4);
        assert_eq!(allowed_tools(Some(&[])).unwrap(), vec![]);
        assert_eq!(
            allowed_tools(Some(&["search_library".into(), "search_library".into()])).unwrap(),
            vec![ToolName::SearchLibrary]
        );
        let err = allowed_tools(Some(&["rm_rf".into()])).unwrap_err();
        assert_eq!(err.field, "toolConfiguration");
        assert!(err.message.contains("\"rm_rf\" is not a tool"));
    }

    #[test]
    fn history_is_trimmed_oldest_first_and_keeps_the_newest() {
        // Fixed 100; messages 50, 60, 70 (newest); window 250: 100 + 70 + 60 = 230 fits, + 50 not.
        assert_eq!(first_kept(100, &[50, 60, 70], 250), 1);
        assert_eq!(first_kept(100, &[50, 60, 70], 280), 0);
        // Even the newest alone does not fit: it is kept anyway.
        assert_eq!(first_kept(100, &[50, 60, 500], 250), 2);
        // A message that does not fit stops the walk: no gaps in the history.
        assert_eq!(first_kept(0, &[1, 1000, 1], 10), 2);
        assert_eq!(first_kept(0, &[], 10), 0);
    }

    #[test]
    fn ai_context_carries_only_the_genie() {
        assert_eq!(read_ai_context(None).unwrap(), None);
        assert_eq!(
            read_ai_context(Some(&serde_json::json!({ "contextGenieId": " g1 " }))).unwrap(),
            Some("g1".into())
        );
        assert_eq!(
            read_ai_context(Some(&serde_json::json!({ "contextGenieId": null }))).unwrap(),
            None
        );
        assert!(read_ai_context(Some(&serde_json::json!("g1"))).is_err());
        assert!(read_ai_context(Some(&serde_json::json!({ "role": "admin" }))).is_err());
        assert!(read_ai_context(Some(&serde_json::json!({ "contextGenieId": 3 }))).is_err());
    }

    #[test]
    fn replies_are_capped() {
        assert_eq!(cap_reply(0, "abc"), ("abc", false));
        assert_eq!(cap_reply(MAX_REPLY_CHARS - 2, "abcd"), ("ab", true));
        assert_eq!(cap_reply(MAX_REPLY_CHARS, "abcd"), ("", true));
        assert_eq!(cap_reply(MAX_REPLY_CHARS - 1, "éé"), ("é", true));
    }

    #[test]
    fn blocks_keep_their_stored_shape() {
        let block = Block::ToolUse {
            tool_use_id: "t1".into(),
            name: "search_library".into(),
            input: serde_json::json!({ "query": "x" }),
        };
        let json = serde_json::to_value(&block).unwrap();
        assert_eq!(json["type"], "toolUse");
        assert_eq!(json["toolUseId"], "t1");
        assert_eq!(serde_json::from_value::<Block>(json).unwrap(), block);
        assert_eq!(
            text_of(&[
                Block::Text { text: "a".into() },
                block,
                Block::Text { text: "b".into() }
            ]),
            "a\n\nb"
        );
    }
}
