//! The assistant chat's call to a model: a system prompt, the conversation's turns (text,
//! images, tool calls and their results) and the tools the model may call, streamed. The
//! caller runs the tools and calls again with their results; this module only speaks to the
//! vendor. The assistant's instructions are `meta-prompts/assistant.md`.

use genai::chat::{
    Binary, ChatMessage, ChatRequest, ContentPart, MessageContent, Tool, ToolCall, ToolResponse,
};

use crate::llm::{Provider, ProviderError, TokenUsage};

/// What the assistant is told before every conversation.
pub const ASSISTANT_PROMPT: &str = include_str!("../meta-prompts/assistant.md");

/// A tool the model may call.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolSpec {
    pub name: String,
    pub description: String,
    /// The JSON Schema of its input.
    pub input_schema: serde_json::Value,
}

/// A call of a tool, as the model asked for it.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolUse {
    pub id: String,
    pub name: String,
    pub input: serde_json::Value,
}

/// One piece of a turn.
#[derive(Debug, Clone, PartialEq)]
pub enum Part {
    Text(String),
    /// An image, base64-encoded, with its MIME type.
    Image {
        mime: String,
        base64: String,
    },
    /// The assistant called a tool.
    ToolUse(ToolUse),
    /// What a tool answered.
    ToolResult {
        id: String,
        content: String,
        is_error: bool,
    },
}

/// One message of the conversation.
#[derive(Debug, Clone, PartialEq)]
pub enum Turn {
    User(Vec<Part>),
    Assistant(Vec<Part>),
}

/// What to send.
#[derive(Debug, Clone, Copy)]
pub struct Conversation<'a> {
    /// The system prompt (the assistant's instructions, with the active Context Genie).
    pub system: &'a str,
    pub turns: &'a [Turn],
    pub tools: &'a [ToolSpec],
    pub max_tokens: u32,
}

/// What the model answered in one call.
#[derive(Debug, Clone, PartialEq)]
pub struct Reply {
    pub text: String,
    pub tool_calls: Vec<ToolUse>,
    pub usage: Option<TokenUsage>,
    /// The answer reached `max_tokens` and ends there.
    pub capped: bool,
}

/// The vendor-neutral messages of a conversation: an assistant turn's text and tool calls go
/// in one assistant message, each run of tool results in a tool message after it (the order
/// every vendor expects), and a user turn's text and images in one user message.
fn messages(conversation: &Conversation<'_>) -> Vec<ChatMessage> {
    let mut out = vec![ChatMessage::system(conversation.system)];
    for turn in conversation.turns {
        match turn {
            Turn::User(parts) => {
                let content: Vec<ContentPart> = parts
                    .iter()
                    .filter_map(|part| match part {
                        Part::Text(text) => Some(ContentPart::Text(text.clone())),
                        Part::Image { mime, base64 } => Some(ContentPart::Binary(
                            Binary::from_base64(mime.clone(), base64.as_str(), None),
                        )),
                        Part::ToolUse(_) | Part::ToolResult { .. } => None,
                    })
                    .collect();
                if !content.is_empty() {
                    out.push(ChatMessage::user(MessageContent::from_parts(content)));
                }
            }
            Turn::Assistant(parts) => {
                let mut said: Vec<ContentPart> = Vec::new();
                let mut results: Vec<ToolResponse> = Vec::new();
                for part in parts {
                    match part {
                        Part::Text(text) => {
                            if !results.is_empty() {
                                out.push(ChatMessage::from(std::mem::take(&mut results)));
                            }
                            if !text.is_empty() {
                                said.push(ContentPart::Text(text.clone()));
                            }
                        }
                        // The assistant writes no images.
                        Part::Image { .. } => {}
                        Part::ToolUse(call) => {
                            if !results.is_empty() {
                                out.push(ChatMessage::from(std::mem::take(&mut results)));
                            }
                            said.push(ContentPart::ToolCall(ToolCall {
                                call_id: call.id.clone(),
                                fn_name: call.name.clone(),
                                fn_arguments: call.input.clone(),
                                thought_signatures: None,
                            }));
                        }
                        Part::ToolResult {
                            id,
                            content,
                            is_error,
                        } => {
                            if !said.is_empty() {
                                out.push(ChatMessage::assistant(MessageContent::from_parts(
                                    std::mem::take(&mut said),
                                )));
                            }
                            let content = if *is_error {
                                format!("Error: {content}")
                            } else {
                                content.clone()
                            };
                            results.push(ToolResponse::new(id.clone(), content));
                        }
                    }
                }
                if !said.is_empty() {
                    out.push(ChatMessage::assistant(MessageContent::from_parts(said)));
                }
                if !results.is_empty() {
                    out.push(ChatMessage::from(results));
                }
            }
        }
    }
    out
}

impl Provider {
    /// Sends the conversation to `model`, streaming the answer's text to `on_text`; the
    /// answer's tool calls come with the reply. The same deadlines and the one retry of a
    /// 429/5xx before anything streamed as every other call. The error says whether any text
    /// reached `on_text` before it.
    pub async fn converse(
        &self,
        model: &str,
        conversation: Conversation<'_>,
        on_text: &mut (dyn FnMut(&str) + Send),
    ) -> Result<Reply, (ProviderError, bool)> {
        let tools: Vec<Tool> = conversation
            .tools
            .iter()
            .map(|t| {
                Tool::new(t.name.clone())
                    .with_description(t.description.clone())
                    .with_schema(t.input_schema.clone())
            })
            .collect();
        let mut forward = |text: &str, before: usize| {
            on_text(&text[before..]);
            true
        };
        let mut retried = false;
        let streamed = loop {
            let mut request = ChatRequest::new(messages(&conversation));
            if !tools.is_empty() {
                request = request.with_tools(tools.clone());
            }
            let result = self
                .stream(
                    model,
                    request,
                    0.5,
                    Some(conversation.max_tokens),
                    &mut forward,
                )
                .await;
            if !self.retry(&result, &mut retried).await {
                break result?;
            }
        };
        if streamed.text.trim().is_empty() && streamed.tool_calls.is_empty() {
            return Err((ProviderError::Empty, false));
        }
        Ok(Reply {
            text: streamed.text,
            tool_calls: streamed
                .tool_calls
                .into_iter()
                .map(|call| ToolUse {
                    id: call.call_id,
                    name: call.fn_name,
                    input: call.fn_arguments,
                })
                .collect(),
            usage: streamed.usage,
            capped: streamed.capped,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roles(messages: &[ChatMessage]) -> Vec<String> {
        messages
            .iter()
            .map(|m| format!("{:?}", m.role).to_lowercase())
            .collect()
    }

    #[test]
    fn tool_calls_and_results_become_the_messages_vendors_expect() {
        let call = ToolUse {
            id: "call_1".into(),
            name: "search_library".into(),
            input: serde_json::json!({ "query": "email" }),
        };
        let turns = [
            Turn::User(vec![
                Part::Text("find my email prompt".into()),
                Part::Image {
                    mime: "image/png".into(),
                    base64: "iVBORw0KGgo=".into(),
                },
            ]),
            Turn::Assistant(vec![
                Part::Text("Looking.".into()),
                Part::ToolUse(call),
                Part::ToolResult {
                    id: "call_1".into(),
                    content: "none found".into(),
                    is_error: true,
                },
                Part::Text("You have none.".into()),
            ]),
            Turn::User(vec![Part::Text("thanks".into())]),
        ];
        let messages = messages(&Conversation {
            system: "be kind",
            turns: &turns,
            tools: &[],
            max_tokens: 10,
        });
        assert_eq!(
            roles(&messages),
            ["system", "user", "assistant", "tool", "assistant", "user"]
        );
        // The user's image travels with their text; the call with the assistant's words.
        assert_eq!(messages[1].content.binaries().len(), 1);
        assert_eq!(messages[2].content.tool_calls().len(), 1);
        assert_eq!(messages[2].content.texts(), vec!["Looking."]);
        let result = messages[3].content.tool_responses()[0];
        assert_eq!(
            (result.call_id.as_str(), result.content.as_str()),
            ("call_1", "Error: none found")
        );
    }
}
