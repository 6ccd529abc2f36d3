//! `POST /api/generate/stream`: a generation streamed as server-sent events, so the web app can
//! show the prompt as it is written and cancel it. Same rules as the GraphQL generate*
//! operations (one use case serves both). Events:
//! - `delta` `{"text": "..."}`: more of the prompt;
//! - `reset` `{}`: forget the text so far (a provider failed mid-answer; another starts over);
//! - `result`: the recorded generation and the quota left, shaped like GraphQL's GenerationResult;
//! - `error` `{"code", "message"}`: the same codes as the GraphQL API.
//!
//! Closing the connection before any prompt text was sent cancels the generation: nothing is
//! recorded and no quota is spent. Once text was sent, the generation is the user's: it runs to
//! the end, is recorded and counts, whether or not the connection stays open.

use std::{
    convert::Infallible,
    pin::Pin,
    task::{Context, Poll},
};

use async_graphql::ErrorExtensions;
use axum::{
    body::Body,
    extract::State,
    http::{Request, StatusCode},
    response::{
        IntoResponse, Response,
        sse::{Event, KeepAlive, Sse},
    },
};
use domain::{
    generation::{Description, GeneratorKind, Variant},
    media::ReferenceImage,
};
use engine::{ImageFamily, llm::Delta};
use futures::Stream;
use serde::Deserialize;
use serde_json::json;
use tokio::sync::mpsc;

use crate::{
    AppState,
    api::error::code,
    app::{
        Error,
        generation::{ContextChoice, Generated, GenerationOptions},
    },
};

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StreamRequest {
    /// PRIMER, AI_AMPLIFIER, MASTERMIND, IMAGE_PROMPT, O4_IMAGE_PROMPT, VEO3, SORA2 or
    /// JSON_PROMPTING.
    generator: String,
    description: String,
    context_id: Option<String>,
    /// True: no Context Genie, even if one is active.
    #[serde(default)]
    no_context: bool,
    image_base64: Option<String>,
    /// Image family for IMAGE_PROMPT: MIDJOURNEY (default), STABLE_DIFFUSION or GPT_IMAGE.
    model: Option<String>,
    /// Which version of the prompt, 0 (default) to 999.
    #[serde(default)]
    variant: i64,
    /// MASTERMIND only: print the plan and critique in the answer.
    #[serde(default)]
    show_reasoning: bool,
}

/// A use-case error as the client sees it, through the GraphQL mapping: `message`, `code` and
/// the same extensions (for example `resetsAt` on PLAN_LIMIT, `field` on BAD_USER_INPUT).
fn describe(err: Error) -> serde_json::Map<String, serde_json::Value> {
    let gql = err.extend();
    let mut out = gql
        .extensions
        .and_then(|e| serde_json::to_value(e).ok())
        .and_then(|v| match v {
            serde_json::Value::Object(map) => Some(map),
            _ => None,
        })
        .unwrap_or_default();
    out.entry("code").or_insert_with(|| code::INTERNAL.into());
    out.insert("message".into(), gql.message.into());
    out
}

fn result_json(done: &Generated) -> serde_json::Value {
    let g = &done.generation;
    json!({
        "generation": {
            "id": g.id,
            "generator": g.generator,
            "description": g.description,
            "prompt": g.prompt,
            "improvements": g.improvement_list(),
            "taskKind": g.task_kind,
            "parameters": g.parameters.as_deref().and_then(|p| serde_json::from_str::<serde_json::Value>(p).ok()),
            "engine": g.engine,
            "notice": g.notice,
            "contextId": g.context_id,
            "createdAt": g.created_at,
            "rating": null,
        },
        "quota": {
            "unlimited": done.quota.unlimited,
            "dailyRemaining": done.quota.daily_remaining,
            "bonusRemaining": done.quota.bonus_remaining,
            "resetsAt": done.quota.resets_at,
        },
    })
}

pub async fn stream(State(state): State<AppState>, request: Request<Body>) -> Response {
    let (parts, body) = request.into_parts();
    let claims = match super::bearer_claims(&state, &parts.headers).await {
        Ok(claims) => claims,
        Err(response) => return response,
    };
    let Some(claims) = claims else {
        return super::error_response(
            StatusCode::UNAUTHORIZED,
            code::UNAUTHENTICATED,
            "Please sign in to continue.",
        );
    };
    let bytes =
        match super::json_body(&parts.headers, body, state.config.graphql.max_body_bytes).await {
            Ok(bytes) => bytes,
            Err(response) => return response,
        };
    let input: StreamRequest = match serde_json::from_slice(&bytes) {
        Ok(input) => input,
        Err(err) => {
            return super::error_response(
                StatusCode::BAD_REQUEST,
                code::BAD_REQUEST,
                &format!("The request body is not valid: {err}."),
            );
        }
    };
    let (kind, options, description) = match parse(input) {
        Ok(parsed) => parsed,
        Err(err) => {
            // The GraphQL error's shape, with all its extensions (`field` names the argument).
            let mut described = describe(err);
            let message = described.remove("message").unwrap_or_default();
            return (
                StatusCode::BAD_REQUEST,
                axum::Json(json!({ "errors": [{ "message": message, "extensions": described }] })),
            )
                .into_response();
        }
    };

    let (tx, rx) = mpsc::unbounded_channel::<Sent>();
    let app = state.app.clone();
    let task = tokio::spawn(async move {
        let deltas = tx.clone();
        let mut on_delta = move |delta: Delta<'_>| {
            let (event, prompt_text) = match delta {
                Delta::Text(text) => (
                    Event::default()
                        .event("delta")
                        .json_data(json!({ "text": text })),
                    true,
                ),
                Delta::Reset => (Event::default().event("reset").json_data(json!({})), false),
            };
            if let Ok(event) = event {
                let _ = deltas.send(Sent { event, prompt_text });
            }
        };
        let outcome = app
            .generate_streaming(&claims.sub, kind, description, options, &mut on_delta)
            .await;
        let event = match outcome {
            Ok(done) => Event::default()
                .event("result")
                .json_data(result_json(&done)),
            Err(err) => Event::default().event("error").json_data(describe(err)),
        };
        if let Ok(event) = event {
            let _ = tx.send(Sent {
                event,
                prompt_text: false,
            });
        }
    });
    Sse::new(Events {
        rx,
        task: Some(task),
        prompt_sent: false,
    })
    .keep_alive(KeepAlive::default())
    .into_response()
}

fn parse(input: StreamRequest) -> Result<(GeneratorKind, GenerationOptions, Description), Error> {
    let kind = GeneratorKind::from_db(&input.generator)
        .ok_or_else(|| domain::ValidationError::new("generator", "Unknown generator."))?;
    let field = if kind == GeneratorKind::Json {
        "taskOrPrompt"
    } else {
        "description"
    };
    let description = Description::parse(&input.description, field)?;
    let image_family = match input.model.as_deref() {
        None | Some("MIDJOURNEY") => None,
        Some("STABLE_DIFFUSION") => Some(ImageFamily::StableDiffusion),
        Some("GPT_IMAGE") => Some(ImageFamily::GptImage),
        Some(_) => {
            return Err(domain::ValidationError::new("model", "Unknown image model.").into());
        }
    };
    let reference_image = match (kind, input.image_base64.filter(|i| !i.trim().is_empty())) {
        (GeneratorKind::Veo3, Some(image)) => Some(ReferenceImage::parse(&image, "imageBase64")?),
        (_, Some(_)) => {
            return Err(
                domain::ValidationError::new("imageBase64", "Only Veo 3 takes an image.").into(),
            );
        }
        (_, None) => None,
    };
    Ok((
        kind,
        GenerationOptions {
            context: ContextChoice::from_args(input.context_id, input.no_context)?,
            image_family,
            reference_image,
            variant: Variant::parse(input.variant, "variant")?,
            show_reasoning: input.show_reasoning,
        },
        description,
    ))
}

/// An event for the client, and whether it carries prompt text.
struct Sent {
    event: Event,
    prompt_text: bool,
}

/// The event stream. Dropping it (the client went away) aborts the generation task, whose quota
/// guard then gives the generation back, but only while no prompt text has been handed to the
/// client: after that the task is left to finish, so it records the generation and the spend
/// stands. Otherwise a client could read the prompt, hang up and keep its quota.
struct Events {
    rx: mpsc::UnboundedReceiver<Sent>,
    task: Option<tokio::task::JoinHandle<()>>,
    prompt_sent: bool,
}

impl Stream for Events {
    type Item = Result<Event, Infallible>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        match self.rx.poll_recv(cx) {
            Poll::Ready(Some(sent)) => {
                self.prompt_sent |= sent.prompt_text;
                Poll::Ready(Some(Ok(sent.event)))
            }
            Poll::Ready(None) => Poll::Ready(None),
            Poll::Pending => Poll::Pending,
        }
    }
}

impl Drop for Events {
    fn drop(&mut self) {
        if let Some(task) = self.task.take()
            && !self.prompt_sent
        {
            task.abort();
        }
    }
}
