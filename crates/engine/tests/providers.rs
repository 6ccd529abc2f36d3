//! LLM providers against local fake servers that speak each vendor's real wire format
//! (OpenAI chat completions SSE, Anthropic messages SSE, Gemini streamGenerateContent SSE),
//! including errors, a 429, a stalled stream, and output caps (sent as each vendor's max-tokens
//! parameter, and enforced on a stream that runs on).

use std::time::Duration;

use superprompt_engine::{
    Generator, ImageFamily, Request, Tier, VideoModel,
    llm::{
        CHARS_PER_TOKEN, Completion, Delta, Models, OutputCaps, Provider, ProviderError,
        ProviderKind, ProviderSettings, Providers, TokenUsage,
    },
    testing::{Behaviour, Fake, serve},
};

fn settings(name: &str, kind: ProviderKind, base_url: String, model: &str) -> ProviderSettings {
    ProviderSettings {
        name: name.into(),
        kind,
        base_url: Some(base_url),
        api_key: Some(format!("{name}-key")),
        models: Models {
            default: Some(model.into()),
            ..Default::default()
        },
        idle_timeout: Duration::from_millis(800),
        total_timeout: Duration::from_secs(10),
        retry_backoff: Duration::from_millis(50),
        max_output_tokens: OutputCaps::default(),
    }
}

fn request() -> Request {
    Request::new(
        Generator::Text(Tier::Amplifier),
        "write a cold email to a CTO about our API",
    )
    .with_context("We sell an invoicing API.")
}

const ANSWER: [&str; 4] = [
    "You are a B2B ",
    "copywriter.\n\nWrite the email.",
    "\n---IMPROVEMENTS---\n- Added a role\n",
    "- Specified the output format\n",
];

async fn run(
    providers: &Providers,
) -> (
    Result<superprompt_engine::llm::Answer, superprompt_engine::llm::AllFailed>,
    Vec<String>,
) {
    let mut seen = Vec::new();
    let mut on_delta = |d: Delta<'_>| match d {
        Delta::Text(t) => seen.push(t.to_owned()),
        Delta::Reset => seen.push("<RESET>".to_owned()),
    };
    let result = providers.generate(&request(), &mut on_delta).await;
    (result, seen)
}

#[tokio::test]
async fn each_vendor_streams_over_its_own_wire_format() {
    for (kind, auth_header) in [
        (ProviderKind::Openai, "authorization"),
        (ProviderKind::Anthropic, "x-api-key"),
        (ProviderKind::Gemini, "x-goog-api-key"),
    ] {
        let fake = Fake::new(vec![Behaviour::Chunks(ANSWER.to_vec())]);
        let url = serve(kind, fake.clone()).await;
        let providers = Providers::new(vec![settings("p", kind, url, "fake-model")]).unwrap();
        let (result, seen) = run(&providers).await;
        let answer = result.unwrap_or_else(|e| panic!("{kind:?}: {e:?}"));
        assert_eq!(
            answer.prompt, "You are a B2B copywriter.\n\nWrite the email.",
            "{kind:?}"
        );
        assert_eq!(
            answer.improvements,
            vec!["Added a role", "Specified the output format"],
            "{kind:?}"
        );
        assert_eq!(answer.engine, "p:fake-model");
        // The streamed text is the prompt, without the improvements part.
        assert_eq!(seen.concat().trim_end(), answer.prompt, "{kind:?}");

        let requests = fake.requests();
        assert_eq!(requests.len(), 1);
        let (headers, body) = &requests[0];
        assert!(
            headers
                .get(auth_header)
                .unwrap()
                .to_str()
                .unwrap()
                .contains("p-key"),
            "{kind:?} auth"
        );
        let sent = body.to_string();
        assert!(
            sent.contains("Preserve the user's content"),
            "{kind:?}: meta-prompt sent"
        );
        assert!(
            sent.contains("cold email to a CTO") && sent.contains("invoicing API"),
            "{kind:?}: description and context sent"
        );
    }
}

#[tokio::test]
async fn a_429_is_retried_once() {
    let fake = Fake::new(vec![
        Behaviour::Status(429),
        Behaviour::Chunks(ANSWER.to_vec()),
    ]);
    let url = serve(ProviderKind::Openai, fake.clone()).await;
    let providers =
        Providers::new(vec![settings("openai", ProviderKind::Openai, url, "m")]).unwrap();
    let (result, _) = run(&providers).await;
    assert!(result.is_ok(), "{result:?}");
    assert_eq!(fake.requests().len(), 2);
}

#[tokio::test]
async fn a_failing_provider_hands_over_to_the_next() {
    let broken = Fake::new(vec![Behaviour::Status(500), Behaviour::Status(503)]);
    let healthy = Fake::new(vec![Behaviour::Chunks(ANSWER.to_vec())]);
    let providers = Providers::new(vec![
        settings(
            "first",
            ProviderKind::Anthropic,
            serve(ProviderKind::Anthropic, broken.clone()).await,
            "claude-x",
        ),
        settings(
            "second",
            ProviderKind::Gemini,
            serve(ProviderKind::Gemini, healthy.clone()).await,
            "gemini-x",
        ),
    ])
    .unwrap();
    let (result, _) = run(&providers).await;
    assert_eq!(result.unwrap().engine, "second:gemini-x");
    assert_eq!(broken.requests().len(), 2, "one call and one retry");
    assert_eq!(healthy.requests().len(), 1);
}

#[tokio::test]
async fn a_stalled_stream_times_out_and_the_listener_is_told_to_reset() {
    let stalling = Fake::new(vec![Behaviour::StallAfter(vec!["You are a partial "])]);
    let healthy = Fake::new(vec![Behaviour::Chunks(ANSWER.to_vec())]);
    let providers = Providers::new(vec![
        settings(
            "slow",
            ProviderKind::Openai,
            serve(ProviderKind::Openai, stalling).await,
            "m",
        ),
        settings(
            "fast",
            ProviderKind::Openai,
            serve(ProviderKind::Openai, healthy).await,
            "m",
        ),
    ])
    .unwrap();
    let started = std::time::Instant::now();
    let (result, seen) = run(&providers).await;
    assert_eq!(result.unwrap().engine, "fast:m");
    assert!(
        started.elapsed() < Duration::from_secs(8),
        "the stall was cut short"
    );
    let reset = seen
        .iter()
        .position(|s| s == "<RESET>")
        .expect("a reset after the partial answer");
    assert_eq!(seen[..reset].concat(), "You are a partial ");
    assert!(seen[reset + 1..].concat().starts_with("You are a B2B"));
}

#[tokio::test]
async fn a_stream_cut_by_the_whole_answer_deadline_is_reported_as_a_timeout() {
    // The vendor keeps the stream open within the idle deadline but past the total one: the
    // HTTP client cuts it mid-answer, and the failure says "timed out", not a stream error.
    let slow = Fake::new(vec![Behaviour::StallAfter(vec!["You are a partial "])]);
    let mut slow_provider = settings(
        "slow",
        ProviderKind::Openai,
        serve(ProviderKind::Openai, slow).await,
        "m",
    );
    slow_provider.idle_timeout = Duration::from_secs(30);
    slow_provider.total_timeout = Duration::from_millis(700);
    let providers = Providers::new(vec![slow_provider]).unwrap();
    let (result, seen) = run(&providers).await;
    assert_eq!(
        result.unwrap_err().0,
        vec![("slow".to_owned(), ProviderError::Timeout)]
    );
    // The partial answer was shown, then withdrawn: no provider is left to finish it.
    assert_eq!(seen, ["You are a partial ", "<RESET>"]);
}

#[tokio::test]
async fn when_every_provider_fails_each_failure_is_reported() {
    let providers = Providers::new(vec![
        settings(
            "a",
            ProviderKind::Openai,
            serve(
                ProviderKind::Openai,
                Fake::new(vec![Behaviour::Status(401)]),
            )
            .await,
            "m",
        ),
        settings(
            "b",
            ProviderKind::Openai,
            serve(
                ProviderKind::Openai,
                Fake::new(vec![Behaviour::Status(500), Behaviour::Status(500)]),
            )
            .await,
            "m",
        ),
    ])
    .unwrap();
    let (result, _) = run(&providers).await;
    let failures = result.unwrap_err().0;
    assert_eq!(
        failures,
        vec![
            ("a".to_owned(), ProviderError::Status(401)),
            ("b".to_owned(), ProviderError::Status(500))
        ]
    );
}

#[tokio::test]
async fn providers_without_a_model_for_the_generator_are_skipped() {
    let fake = Fake::new(vec![Behaviour::Chunks(ANSWER.to_vec())]);
    let mut only_images = settings(
        "images",
        ProviderKind::Openai,
        serve(ProviderKind::Openai, fake.clone()).await,
        "m",
    );
    only_images.models = Models {
        image: Some("img".into()),
        ..Default::default()
    };
    let providers = Providers::new(vec![only_images]).unwrap();
    let (result, _) = run(&providers).await;
    assert_eq!(result.unwrap_err().0, vec![]);
    assert!(fake.requests().is_empty());
}

/// Caps that differ per generator, so the test can tell which one was sent.
const CAPS: OutputCaps = OutputCaps {
    primer: 101,
    amplifier: 102,
    mastermind: 103,
    image: 104,
    video: 105,
    json: 106,
};

fn generators() -> [(Generator, u32); 8] {
    [
        (Generator::Text(Tier::Primer), 101),
        (Generator::Text(Tier::Amplifier), 102),
        (Generator::Text(Tier::Mastermind), 103),
        (Generator::Image(ImageFamily::Midjourney), 104),
        (Generator::Image(ImageFamily::GptImage), 104),
        (Generator::Video(VideoModel::Veo3), 105),
        (Generator::Video(VideoModel::Sora2), 105),
        (Generator::Json, 106),
    ]
}

#[tokio::test]
async fn each_generators_output_cap_reaches_the_vendor_as_its_max_tokens_parameter() {
    // (vendor, model, where the cap sits in the request body). OpenAI's newer models take
    // `max_completion_tokens`; other OpenAI-compatible servers take `max_tokens`.
    let cases = [
        (ProviderKind::Openai, "llama-3.1-8b", "/max_tokens"),
        (ProviderKind::Openai, "gpt-5-mini", "/max_completion_tokens"),
        (ProviderKind::Anthropic, "claude-sonnet-4-5", "/max_tokens"),
        (
            ProviderKind::Gemini,
            "gemini-2.5-flash",
            "/generationConfig/maxOutputTokens",
        ),
    ];
    for (kind, model, pointer) in cases {
        let script = generators()
            .iter()
            .map(|_| Behaviour::Chunks(ANSWER.to_vec()))
            .collect();
        let fake = Fake::new(script);
        let mut provider = settings("p", kind, serve(kind, fake.clone()).await, model);
        provider.max_output_tokens = CAPS;
        let providers = Providers::new(vec![provider]).unwrap();
        for (generator, _) in generators() {
            let answer = providers
                .generate(
                    &Request::new(generator, "a cat surfing at sunset"),
                    &mut |_| {},
                )
                .await
                .unwrap_or_else(|e| panic!("{kind:?} {generator:?}: {e:?}"));
            assert!(!answer.capped, "{kind:?}: an answer that ended by itself");
        }
        let requests = fake.requests();
        assert_eq!(requests.len(), generators().len());
        for ((generator, cap), (_, body)) in generators().iter().zip(&requests) {
            assert_eq!(
                body.pointer(pointer).and_then(|v| v.as_u64()),
                Some(u64::from(*cap)),
                "{kind:?} {model} {generator:?}: {body}"
            );
        }
    }
}

#[tokio::test]
async fn a_cap_of_zero_sends_no_limit_for_that_generator() {
    let fake = Fake::new(vec![Behaviour::Chunks(ANSWER.to_vec())]);
    let mut provider = settings(
        "p",
        ProviderKind::Openai,
        serve(ProviderKind::Openai, fake.clone()).await,
        "m",
    );
    provider.max_output_tokens.amplifier = 0;
    let providers = Providers::new(vec![provider]).unwrap();
    run(&providers).await.0.unwrap();
    let body = &fake.requests()[0].1;
    assert!(
        body.get("max_tokens").is_none() && body.get("max_completion_tokens").is_none(),
        "{body}"
    );
}

#[tokio::test]
async fn a_stream_that_runs_on_is_cut_at_the_cap_and_the_answer_kept() {
    for kind in [
        ProviderKind::Openai,
        ProviderKind::Anthropic,
        ProviderKind::Gemini,
    ] {
        // Three characters a chunk, so the cap falls inside a chunk.
        let fake = Fake::new(vec![Behaviour::Endless("Go!")]);
        let mut provider = settings("p", kind, serve(kind, fake.clone()).await, "m");
        provider.max_output_tokens.amplifier = 50;
        let providers = Providers::new(vec![provider]).unwrap();
        let started = std::time::Instant::now();
        let (result, seen) = tokio::time::timeout(Duration::from_secs(5), run(&providers))
            .await
            .unwrap_or_else(|_| panic!("{kind:?}: the endless stream was not cut"));
        let answer = result.unwrap_or_else(|e| panic!("{kind:?}: {e:?}"));
        let limit = 50 * CHARS_PER_TOKEN;
        assert!(answer.capped, "{kind:?}");
        assert_eq!(answer.prompt.chars().count(), limit, "{kind:?}");
        assert!(answer.prompt.starts_with("Go!Go!"), "{kind:?}");
        assert!(answer.improvements.is_empty());
        // What streamed to the listener is exactly the kept answer, and nothing was reset.
        assert_eq!(seen.concat(), answer.prompt, "{kind:?}");
        assert_eq!(fake.requests().len(), 1, "{kind:?}: no retry");
        assert!(started.elapsed() < Duration::from_secs(3), "{kind:?}");
    }
}

#[tokio::test]
async fn an_answer_the_vendor_stopped_at_its_token_limit_is_marked_capped() {
    for kind in [
        ProviderKind::Openai,
        ProviderKind::Anthropic,
        ProviderKind::Gemini,
    ] {
        let fake = Fake::new(vec![Behaviour::Truncated(vec![
            "You are a B2B ",
            "copywriter. Write the",
        ])]);
        let providers =
            Providers::new(vec![settings("p", kind, serve(kind, fake).await, "m")]).unwrap();
        let answer = run(&providers)
            .await
            .0
            .unwrap_or_else(|e| panic!("{kind:?}: {e:?}"));
        assert_eq!(answer.prompt, "You are a B2B copywriter. Write the");
        assert!(answer.capped, "{kind:?}: the stop reason was read");
    }
}

// The testing playground's call: a prompt run as it is on one model, with usage and timings.

const PLAYGROUND_PROMPT: &str = "Write a haiku about invoices.";

async fn complete(
    kind: ProviderKind,
    fake: &Fake,
    max_tokens: u32,
) -> (Result<Completion, ProviderError>, Vec<String>) {
    let provider =
        Provider::new(settings("p", kind, serve(kind, fake.clone()).await, "m")).unwrap();
    let mut seen = Vec::new();
    let result = provider
        .complete("m", PLAYGROUND_PROMPT, max_tokens, &mut |t| {
            seen.push(t.to_owned())
        })
        .await;
    (result, seen)
}

#[tokio::test]
async fn a_prompt_runs_as_it_is_with_the_vendors_usage_and_its_timings() {
    // (vendor, the fake's usage: input and output tokens, where the prompt sits in the body)
    let cases = [
        (ProviderKind::Openai, (12, 4), "/messages/0/content"),
        (ProviderKind::Anthropic, (10, 5), "/messages/0/content"),
        (ProviderKind::Gemini, (5, 3), "/contents/0/parts/0/text"),
    ];
    for (kind, (input, output), pointer) in cases {
        let fake = Fake::new(vec![Behaviour::Chunks(ANSWER.to_vec())]);
        let (result, seen) = complete(kind, &fake, 300).await;
        let done = result.unwrap_or_else(|e| panic!("{kind:?}: {e:?}"));
        // The whole answer, improvements marker and all: nothing is split off or held back.
        assert_eq!(done.text, ANSWER.concat(), "{kind:?}");
        assert_eq!(seen, ANSWER.to_vec(), "{kind:?}");
        assert!(!done.capped);
        assert_eq!(done.usage, Some(TokenUsage { input, output }), "{kind:?}");
        let first = done.first_token.expect("a first token");
        assert!(
            first <= done.total,
            "{kind:?}: {first:?} > {:?}",
            done.total
        );
        let requests = fake.requests();
        assert_eq!(requests.len(), 1);
        let body = &requests[0].1;
        // The prompt alone, as the user's message: no meta-prompt, no system message.
        let sent = body.pointer(pointer).and_then(|v| v.as_str()).or_else(|| {
            body.pointer(&format!("{pointer}/0/text"))
                .and_then(|v| v.as_str())
        });
        assert_eq!(sent, Some(PLAYGROUND_PROMPT), "{kind:?}: {body}");
        assert!(body.get("system").is_none() && body.get("systemInstruction").is_none());
        assert_eq!(
            body.pointer("/messages/1"),
            None,
            "{kind:?}: one message: {body}"
        );
    }
    // OpenAI reports usage in the stream only when asked to.
    let fake = Fake::new(vec![Behaviour::Chunks(ANSWER.to_vec())]);
    complete(ProviderKind::Openai, &fake, 300).await.0.unwrap();
    assert_eq!(
        fake.requests()[0]
            .1
            .pointer("/stream_options/include_usage"),
        Some(&serde_json::json!(true))
    );
}

#[tokio::test]
async fn a_playground_run_retries_a_429_once_and_reports_a_stall_after_its_text() {
    let fake = Fake::new(vec![
        Behaviour::Status(429),
        Behaviour::Chunks(vec!["Ledger ", "lines"]),
    ]);
    let (result, _) = complete(ProviderKind::Anthropic, &fake, 300).await;
    assert_eq!(result.unwrap().text, "Ledger lines");
    assert_eq!(fake.requests().len(), 2, "the 429 was retried once");

    let fake = Fake::new(vec![Behaviour::Status(500), Behaviour::Status(503)]);
    let (result, _) = complete(ProviderKind::Gemini, &fake, 300).await;
    assert_eq!(result.unwrap_err(), ProviderError::Status(503));
    assert_eq!(fake.requests().len(), 2, "one retry, not more");

    let fake = Fake::new(vec![Behaviour::StallAfter(vec!["Half a "])]);
    let (result, seen) = complete(ProviderKind::Openai, &fake, 300).await;
    assert_eq!(result.unwrap_err(), ProviderError::Stalled);
    assert_eq!(
        seen,
        vec!["Half a "],
        "what came before the stall was shown"
    );
    assert_eq!(fake.requests().len(), 1, "text had streamed: no retry");
}

#[tokio::test]
async fn a_playground_answer_that_runs_on_is_cut_at_its_token_limit() {
    let fake = Fake::new(vec![Behaviour::Endless("Go!")]);
    let (result, seen) = tokio::time::timeout(
        Duration::from_secs(5),
        complete(ProviderKind::Openai, &fake, 20),
    )
    .await
    .expect("the endless stream was cut");
    let done = result.unwrap();
    assert!(done.capped);
    assert_eq!(done.text.chars().count(), 20 * CHARS_PER_TOKEN);
    assert_eq!(seen.concat(), done.text);
    assert_eq!(
        fake.requests()[0].1.get("max_tokens"),
        Some(&serde_json::json!(20))
    );
}

#[tokio::test]
async fn a_judge_gets_the_rubric_the_task_and_both_answers_in_order_at_temperature_zero() {
    let verdict = r#"{"first": {"score": 6, "reason": "Generic."}, "second": {"score": 9, "reason": "Names the CTO's concern."}}"#;
    let fake = Fake::new(vec![Behaviour::Chunks(vec![verdict])]);
    let kind = ProviderKind::Openai;
    let provider =
        Provider::new(settings("p", kind, serve(kind, fake.clone()).await, "m")).unwrap();
    let done = provider
        .judge(
            "m",
            "Write a cold email to a CTO.",
            "Dear Sir, buy now.",
            "Hi Dana, your API latency…",
        )
        .await
        .unwrap();
    assert_eq!(done.text, verdict);
    let body = &fake.requests()[0].1;
    assert_eq!(body["messages"][0]["role"], "system");
    let system = body["messages"][0]["content"].as_str().unwrap();
    assert!(
        system.contains("impartial judge") && system.contains("Task fit"),
        "{system}"
    );
    let user = body["messages"][1]["content"].as_str().unwrap();
    let task = user.find("Write a cold email to a CTO.").unwrap();
    let first = user.find("Dear Sir, buy now.").unwrap();
    let second = user.find("Hi Dana, your API latency").unwrap();
    assert!(task < first && first < second, "{user}");
    assert_eq!(body["temperature"], 0.0);
    assert_eq!(
        body["max_tokens"],
        superprompt_engine::llm::JUDGE_MAX_TOKENS
    );
}

/// The assistant chat's call: a reply that calls a tool, then, with the tool's result sent
/// back in the vendor's own shape, a reply in words; on each vendor.
#[tokio::test]
async fn a_chat_calls_a_tool_and_reads_its_result_on_every_vendor() {
    use superprompt_engine::chat::{Conversation, Part, ToolSpec, Turn};
    for kind in [
        ProviderKind::Openai,
        ProviderKind::Anthropic,
        ProviderKind::Gemini,
    ] {
        let fake = Fake::new(vec![
            Behaviour::ToolCall {
                chunks: vec!["Let me look."],
                name: "search_library",
                arguments: r#"{"query":"cold email"}"#,
            },
            Behaviour::Chunks(vec!["You saved ", "one."]),
        ]);
        let url = serve(kind, fake.clone()).await;
        let provider = Provider::new(settings("p", kind, url, "m")).unwrap();
        let tools = [ToolSpec {
            name: "search_library".into(),
            description: "Searches the library.".into(),
            input_schema: serde_json::json!({ "type": "object", "properties": { "query": { "type": "string" } }, "required": ["query"] }),
        }];
        let mut turns = vec![Turn::User(vec![Part::Text("find my email prompt".into())])];
        let mut streamed = String::new();
        let first = provider
            .converse(
                "m",
                Conversation {
                    system: "be helpful",
                    turns: &turns,
                    tools: &tools,
                    max_tokens: 100,
                },
                &mut |t| streamed.push_str(t),
            )
            .await
            .unwrap_or_else(|(e, _)| panic!("{kind:?}: {e}"));
        assert_eq!(first.text, "Let me look.", "{kind:?}");
        assert_eq!(streamed, "Let me look.", "{kind:?}");
        assert_eq!(first.tool_calls.len(), 1, "{kind:?}");
        let call = first.tool_calls[0].clone();
        assert_eq!(call.name, "search_library", "{kind:?}");
        assert_eq!(
            call.input,
            serde_json::json!({ "query": "cold email" }),
            "{kind:?}"
        );

        turns.push(Turn::Assistant(vec![
            Part::Text(first.text),
            Part::ToolUse(call.clone()),
            Part::ToolResult {
                id: call.id.clone(),
                content: "1 prompt: Cold email to a CTO".into(),
                is_error: false,
            },
        ]));
        let second = provider
            .converse(
                "m",
                Conversation {
                    system: "be helpful",
                    turns: &turns,
                    tools: &tools,
                    max_tokens: 100,
                },
                &mut |_| {},
            )
            .await
            .unwrap_or_else(|(e, _)| panic!("{kind:?}: {e}"));
        assert_eq!(second.text, "You saved one.", "{kind:?}");
        assert!(second.tool_calls.is_empty(), "{kind:?}");

        // The tools were declared, and the result went back where each vendor wants it.
        let requests = fake.requests();
        let body = requests[1].1.to_string();
        assert!(body.contains("search_library"), "{kind:?}: {body}");
        assert!(
            body.contains("1 prompt: Cold email to a CTO"),
            "{kind:?}: {body}"
        );
        match kind {
            ProviderKind::Openai => {
                let messages = requests[1].1["messages"].as_array().unwrap();
                let tool = messages.iter().find(|m| m["role"] == "tool").unwrap();
                assert_eq!(tool["tool_call_id"], call.id.as_str());
                assert!(requests[0].1["tools"][0]["function"]["name"] == "search_library");
            }
            ProviderKind::Anthropic => {
                assert!(
                    body.contains("tool_result") && body.contains("tool_use"),
                    "{body}"
                );
            }
            ProviderKind::Gemini => {
                assert!(
                    body.contains("functionResponse") && body.contains("functionCall"),
                    "{body}"
                );
            }
        }
    }
}
