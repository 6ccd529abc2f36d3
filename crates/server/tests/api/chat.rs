//! The assistant chat (`sendMessage`, `conversationReply` over graphql-ws, and its queries)
//! against local fakes of each vendor's real streaming wire format: a streamed reply, a tool
//! call round trip that saves to the library, a provider failure mid-stream that keeps the
//! partial answer, a reconnect and a second tab, Stop, attachments, the history trimmed to the
//! context window, the built-in engine when no model is set up, the limits, and another user
//! refused.

use std::time::Duration;

use base64::Engine as _;
use engine::{
    llm::ProviderKind,
    testing::{Behaviour, Fake, serve},
};
use serde_json::{Value, json};
use superprompt_server::config::{LlmProviderConfig, Secret};

use crate::helpers::{Browser, GraphqlWs, TestApp, WsEvent};

const FOLLOW: &str = "subscription($c: ID!) {
  conversationReply(conversationId: $c) {
    __typename
    ... on ChatReplySnapshot { message { ...Message } }
    ... on ChatTextDelta { messageId text }
    ... on ChatToolUse { messageId block { toolUseId name input } }
    ... on ChatToolResult { messageId block { toolUseId content status } }
    ... on ChatReplyDone { message { ...Message } }
    ... on ChatReplyError { error message { ...Message } }
  }
}
fragment Message on ChatMessage {
  id role status notice
  content {
    __typename
    ... on TextBlock { text }
    ... on ToolUseBlock { toolUseId name input }
    ... on ToolResultBlock { toolUseId content status }
    ... on DocumentBlock { format name size source }
    ... on ImageBlock { format size source }
  }
}";

const SEND: &str = "mutation($c: ID!, $content: [ContentBlockInput!]!, $ai: JSON, $tools: ToolConfigurationInput) {
  sendMessage(conversationId: $c, content: $content, aiContext: $ai, toolConfiguration: $tools) {
    message { id role status content { __typename ... on TextBlock { text } ... on DocumentBlock { name size } ... on ImageBlock { format size } } }
    reply { id role status }
  }
}";

/// A chat provider of `kind` at `url` answering with model "chat-model".
fn provider(kind: ProviderKind, url: String) -> LlmProviderConfig {
    LlmProviderConfig {
        name: "fake".into(),
        kind,
        base_url: Some(url),
        api_key: Some(Secret::new("test-key")),
        models: engine::llm::Models {
            chat: Some("chat-model".into()),
            ..Default::default()
        },
        test_models: Vec::new(),
        idle_timeout_secs: 1,
        total_timeout_secs: 10,
    }
}

async fn app_with(kind: ProviderKind, script: Vec<Behaviour>) -> (TestApp, Fake) {
    let fake = Fake::new(script);
    let url = serve(kind, fake.clone()).await;
    let app = TestApp::spawn_with(move |config| {
        config.llm.providers = vec![provider(kind, url)];
    })
    .await;
    (app, fake)
}

/// Two instances on one database (and one Redis when the tests have it), with the provider.
async fn pair_with(kind: ProviderKind, script: Vec<Behaviour>) -> (TestApp, TestApp, Fake) {
    let fake = Fake::new(script);
    let url = serve(kind, fake.clone()).await;
    let (one, two) = TestApp::spawn_pair(move |config| {
        config.llm.providers = vec![provider(kind, url.clone())];
    })
    .await;
    (one, two, fake)
}

async fn conversation(user: &Browser) -> String {
    user.gql("mutation { createConversation { id name } }", json!({}))
        .await
        .ok()["createConversation"]["id"]
        .as_str()
        .unwrap()
        .to_owned()
}

async fn send(user: &Browser, conversation: &str, text: &str) -> Value {
    user.gql(
        SEND,
        json!({ "c": conversation, "content": [{ "text": text }] }),
    )
    .await
    .ok()["sendMessage"]
        .clone()
}

/// Every event of following the conversation's reply to its end.
async fn follow(user: &Browser, conversation: &str) -> Vec<Value> {
    let mut ws = user.ws().await;
    let events = ws.run("1", FOLLOW, json!({ "c": conversation })).await;
    ws.close().await;
    data(&events)
}

fn data(events: &[WsEvent]) -> Vec<Value> {
    assert!(
        matches!(events.last(), Some(WsEvent::Complete)),
        "the stream ends: {events:?}"
    );
    events
        .iter()
        .filter_map(|e| match e {
            WsEvent::Next(payload) => {
                assert!(payload.get("errors").is_none(), "{payload}");
                Some(payload["data"]["conversationReply"].clone())
            }
            _ => None,
        })
        .collect()
}

fn typenames(events: &[Value]) -> Vec<&str> {
    events
        .iter()
        .map(|e| e["__typename"].as_str().unwrap())
        .collect()
}

/// The text a follower put together: the first snapshot's, then each delta.
fn streamed_text(events: &[Value]) -> String {
    let mut text = String::new();
    for e in events {
        match e["__typename"].as_str().unwrap() {
            "ChatReplySnapshot" => {
                text = texts(&e["message"]);
            }
            "ChatTextDelta" => text += e["text"].as_str().unwrap(),
            _ => {}
        }
    }
    text
}

/// A message's text blocks, one after another.
fn texts(message: &Value) -> String {
    message["content"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|b| b["__typename"] == "TextBlock")
        .map(|b| b["text"].as_str().unwrap())
        .collect()
}

fn last(events: &[Value]) -> &Value {
    events.last().expect("at least one event")
}

/// The requests' message lists, as the fake OpenAI received them.
fn bodies(fake: &Fake) -> Vec<Value> {
    fake.requests().into_iter().map(|(_, body)| body).collect()
}

#[tokio::test]
async fn a_reply_streams_and_is_stored_with_the_conversation_named_by_its_first_message() {
    let (app, fake) = app_with(
        ProviderKind::Openai,
        vec![Behaviour::Paced(
            vec!["Here is ", "a **cold** ", "email."],
            Duration::from_millis(60),
        )],
    )
    .await;
    let user = app.onboarded("chat@example.com").await;
    let genie = user
        .gql(
            "mutation { createUserContext(name: \"Acme\", content: \"We sell an invoicing API to fintechs.\", isActive: true) { id } }",
            json!({}),
        )
        .await
        .ok()["createUserContext"]["id"]
        .clone();
    let id = conversation(&user).await;
    let turn = user
        .gql(
            SEND,
            json!({ "c": id, "content": [{ "text": "Write a cold email to a CTO\nabout our API" }], "ai": { "contextGenieId": genie } }),
        )
        .await
        .ok()["sendMessage"]
        .clone();
    assert_eq!(turn["message"]["role"], "USER");
    assert_eq!(turn["reply"]["status"], "ANSWERING");

    let events = follow(&user, &id).await;
    let names = typenames(&events);
    assert_eq!(names.first(), Some(&"ChatReplySnapshot"), "{names:?}");
    assert_eq!(names.last(), Some(&"ChatReplyDone"), "{names:?}");
    let done = &last(&events)["message"];
    assert_eq!(done["status"], "COMPLETE");
    assert_eq!(texts(done), "Here is a **cold** email.");
    assert_eq!(streamed_text(&events), "Here is a **cold** email.");

    // The model got the assistant's instructions with the Genie, and the user's words.
    let body = &bodies(&fake)[0];
    assert_eq!(body["model"], "chat-model");
    let system = body["messages"][0]["content"].as_str().unwrap();
    assert!(system.contains("Superprompt's assistant"), "{system}");
    assert!(
        system.contains("We sell an invoicing API to fintechs."),
        "{system}"
    );
    assert_eq!(
        body["messages"][1]["content"],
        "Write a cold email to a CTO\nabout our API"
    );
    assert!(body.get("tools").is_some(), "every tool is offered: {body}");

    let stored = user
        .gql(
            "query($c: ID!) { conversation(id: $c) { name messages { role status aiContext content { ... on TextBlock { text } } } } conversations { id name } }",
            json!({ "c": id }),
        )
        .await
        .ok();
    assert_eq!(
        stored["conversation"]["name"],
        "Write a cold email to a CTO"
    );
    let messages = stored["conversation"]["messages"].as_array().unwrap();
    assert_eq!(messages.len(), 2);
    assert_eq!(messages[0]["aiContext"]["contextGenieId"], genie);
    assert_eq!(messages[1]["status"], "COMPLETE");
    assert_eq!(
        messages[1]["content"][0]["text"],
        "Here is a **cold** email."
    );
    assert_eq!(stored["conversations"][0]["id"], id.as_str());

    // Following a conversation whose reply has ended gives that reply at once.
    let again = follow(&user, &id).await;
    assert_eq!(typenames(&again), vec!["ChatReplyDone"]);
}

#[tokio::test]
async fn a_tool_call_saves_to_the_library_and_the_model_reads_the_result() {
    let (app, fake) = app_with(
        ProviderKind::Anthropic,
        vec![
            // Slow to start, so the follower is there before the tool call.
            Behaviour::After(
                Duration::from_millis(400),
                Box::new(Behaviour::ToolCall {
                    chunks: vec!["Saving it."],
                    name: "save_to_library",
                    arguments: r#"{"title":"Cold email to a CTO","text":"Write a cold email to the CTO of a fintech about our invoicing API.","tags":["email"]}"#,
                }),
            ),
            Behaviour::Chunks(vec!["Saved to your library."]),
        ],
    )
    .await;
    let user = app.onboarded("tools@example.com").await;
    let id = conversation(&user).await;
    send(&user, &id, "Save a prompt for a cold email to a CTO").await;
    let events = follow(&user, &id).await;
    let names = typenames(&events);
    assert!(names.contains(&"ChatToolUse"), "{names:?}");
    assert!(names.contains(&"ChatToolResult"), "{names:?}");
    let result = events
        .iter()
        .find(|e| e["__typename"] == "ChatToolResult")
        .unwrap();
    assert_eq!(result["block"]["status"], "SUCCESS", "{result}");
    let done = &last(&events)["message"];
    assert_eq!(done["status"], "COMPLETE");
    let kinds: Vec<&str> = done["content"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["__typename"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        vec!["TextBlock", "ToolUseBlock", "ToolResultBlock", "TextBlock"]
    );
    assert_eq!(done["content"][1]["name"], "save_to_library");
    assert_eq!(texts(done), "Saving it.Saved to your library.");

    // The library has it, as the user's own.
    let found = user
        .gql(
            "{ searchSavedPrompts(query: \"cold email\") { id title text tags } }",
            json!({}),
        )
        .await
        .ok()["searchSavedPrompts"]
        .clone();
    assert_eq!(found[0]["title"], "Cold email to a CTO");
    assert_eq!(found[0]["tags"], json!(["email"]));
    let result: Value =
        serde_json::from_str(done["content"][2]["content"].as_str().unwrap()).unwrap();
    assert_eq!(result["promptId"], found[0]["id"]);

    // The second call carried the tool's result back, in Anthropic's shape.
    let second = bodies(&fake)[1].to_string();
    assert!(
        second.contains("tool_result") && second.contains("promptId"),
        "{second}"
    );
}

#[tokio::test]
async fn a_tool_the_message_did_not_allow_is_refused_to_the_model() {
    let (app, fake) = app_with(
        ProviderKind::Openai,
        vec![
            Behaviour::ToolCall {
                chunks: vec![],
                name: "save_to_library",
                arguments: r#"{"title":"x","text":"y"}"#,
            },
            Behaviour::Chunks(vec!["I cannot save here."]),
        ],
    )
    .await;
    let user = app.onboarded("allowed@example.com").await;
    let id = conversation(&user).await;
    user.gql(
        SEND,
        json!({ "c": id, "content": [{ "text": "save this" }],
                "tools": { "tools": [{ "toolSpec": { "name": "search_library" } }] } }),
    )
    .await
    .ok();
    let events = follow(&user, &id).await;
    let done = &last(&events)["message"];
    assert_eq!(done["content"][1]["status"], "ERROR", "{done}");
    // Only the allowed tool was offered, and nothing was saved.
    let offered = &bodies(&fake)[0]["tools"];
    assert_eq!(offered.as_array().unwrap().len(), 1, "{offered}");
    assert_eq!(offered[0]["function"]["name"], "search_library");
    let found = user
        .gql("{ searchSavedPrompts(query: \"y\") { id } }", json!({}))
        .await
        .ok();
    assert_eq!(found["searchSavedPrompts"], json!([]));
}

#[tokio::test]
async fn a_provider_failure_mid_stream_ends_with_an_error_and_keeps_the_partial_answer() {
    let (app, _fake) = app_with(
        ProviderKind::Openai,
        vec![Behaviour::StallAfter(vec!["The first half"])],
    )
    .await;
    let user = app.onboarded("stall@example.com").await;
    let id = conversation(&user).await;
    send(&user, &id, "Tell me something").await;
    let events = follow(&user, &id).await;
    let end = last(&events);
    assert_eq!(end["__typename"], "ChatReplyError", "{events:?}");
    assert!(
        end["error"].as_str().unwrap().contains("took too long"),
        "{end}"
    );
    assert_eq!(end["message"]["status"], "FAILED");
    assert_eq!(texts(&end["message"]), "The first half");
    let stored = user
        .gql(
            "query($c: ID!) { conversation(id: $c) { messages { status notice content { ... on TextBlock { text } } } } }",
            json!({ "c": id }),
        )
        .await
        .ok();
    let reply = &stored["conversation"]["messages"][1];
    assert_eq!(reply["status"], "FAILED");
    assert_eq!(reply["content"][0]["text"], "The first half");
    assert!(reply["notice"].as_str().unwrap().contains("took too long"));
}

#[tokio::test]
async fn a_second_tab_and_a_reconnect_start_from_what_was_written() {
    let (app, _fake) = app_with(
        ProviderKind::Openai,
        vec![Behaviour::Paced(
            vec!["one ", "two ", "three ", "four ", "five ", "six"],
            Duration::from_millis(150),
        )],
    )
    .await;
    let user = app.onboarded("tabs@example.com").await;
    let id = conversation(&user).await;
    send(&user, &id, "Count to six").await;

    let mut first = user.ws().await;
    first.subscribe("1", FOLLOW, json!({ "c": id })).await;
    // Read until some text has arrived, then leave (a dropped connection).
    let mut seen = Vec::new();
    while !seen
        .iter()
        .any(|e: &Value| e["__typename"] == "ChatTextDelta")
    {
        match first.event("1").await {
            Some(WsEvent::Next(payload)) => {
                seen.push(payload["data"]["conversationReply"].clone());
            }
            other => panic!("the reply is still going: {other:?}"),
        }
    }
    first.close().await;

    // A second tab opened while it answers, and the first reconnecting: each starts with a
    // snapshot holding what was written so far, and ends with the whole reply.
    let mut tab = user.ws().await;
    tab.subscribe("1", FOLLOW, json!({ "c": id })).await;
    let reconnect = follow(&user, &id).await;
    let tab = data(&tab.events("1").await);
    for events in [&reconnect, &tab] {
        assert_eq!(events[0]["__typename"], "ChatReplySnapshot");
        assert!(
            !texts(&events[0]["message"]).is_empty(),
            "the snapshot holds the text so far: {events:?}"
        );
        assert_eq!(streamed_text(events), "one two three four five six");
        assert_eq!(
            texts(&last(events)["message"]),
            "one two three four five six"
        );
    }
}

/// Two instances: the reply is written on the one the message was sent to, and followed from
/// the other. With Redis (CI) the follower gets the same text deltas, through the bus; without
/// it, snapshots read from the database. Either way it ends with the whole reply.
#[tokio::test]
async fn a_reply_written_on_one_instance_streams_on_the_other() {
    let (writer, other, fake) = pair_with(
        ProviderKind::Openai,
        vec![Behaviour::Paced(
            vec!["one ", "two ", "three ", "four ", "five ", "six"],
            Duration::from_millis(150),
        )],
    )
    .await;
    let user = writer.onboarded("pair@example.com").await;
    let id = conversation(&user).await;
    send(&user, &id, "Count to six").await;

    let on_other = user.on(&other);
    let events = follow(&on_other, &id).await;
    assert_eq!(events[0]["__typename"], "ChatReplySnapshot");
    assert_eq!(last(&events)["__typename"], "ChatReplyDone");
    assert_eq!(
        texts(&last(&events)["message"]),
        "one two three four five six"
    );
    assert_eq!(streamed_text(&events), "one two three four five six");
    if TestApp::shares_redis() {
        let deltas = typenames(&events)
            .into_iter()
            .filter(|t| *t == "ChatTextDelta")
            .count();
        assert!(deltas >= 2, "deltas came through the bus: {events:?}");
    }
    assert_eq!(fake.requests().len(), 1, "one instance wrote the reply");
}

/// With Redis the six open streams are counted across instances: six on one leave none on the
/// other. Without it each instance counts its own.
#[tokio::test]
async fn the_open_stream_cap_spans_instances() {
    let (one, two, _fake) = pair_with(
        ProviderKind::Openai,
        vec![Behaviour::Paced(
            vec!["slow "; 40],
            Duration::from_millis(100),
        )],
    )
    .await;
    let user = one.onboarded("two-caps@example.com").await;
    let id = conversation(&user).await;
    send(&user, &id, "Take your time").await;
    let mut open = six_followers(&user, &id).await;
    let on_two = user.on(&two);
    let (seventh, first) = open_follower(&on_two, &id).await;
    if TestApp::shares_redis() {
        assert_eq!(first, Err(json!("RATE_LIMITED")));
        // A place given back on one is free on the other.
        open.pop().unwrap().close().await;
        let _seventh = follower_once_free(&on_two, &id).await;
    } else {
        assert_eq!(first, Ok(()), "each instance counts its own");
        seventh.close().await;
    }
    user.gql(
        "mutation($c: ID!) { stopReply(conversationId: $c) }",
        json!({ "c": id }),
    )
    .await
    .ok();
}

#[tokio::test]
async fn stop_ends_the_reply_and_keeps_what_was_written() {
    // Slow enough to stop in the middle (an endless model would reach the output cap first).
    let (app, _fake) = app_with(
        ProviderKind::Openai,
        vec![
            Behaviour::Paced(vec!["more "; 60], Duration::from_millis(100)),
            Behaviour::Chunks(vec!["You are welcome."]),
        ],
    )
    .await;
    let user = app.onboarded("stop@example.com").await;
    let id = conversation(&user).await;
    send(&user, &id, "Go on forever").await;
    let mut ws = user.ws().await;
    ws.subscribe("1", FOLLOW, json!({ "c": id })).await;
    loop {
        match ws.event("1").await {
            Some(WsEvent::Next(p))
                if p["data"]["conversationReply"]["__typename"] == "ChatTextDelta" =>
            {
                break;
            }
            Some(WsEvent::Next(_)) => continue,
            other => panic!("text before the end: {other:?}"),
        }
    }
    // A second message while it answers is refused.
    let busy = user
        .gql(SEND, json!({ "c": id, "content": [{ "text": "and?" }] }))
        .await;
    assert_eq!(busy.code(), "CONFLICT");
    assert!(
        busy.message().contains("still answering"),
        "{}",
        busy.message()
    );

    let stopped = user
        .gql(
            "mutation($c: ID!) { stopReply(conversationId: $c) }",
            json!({ "c": id }),
        )
        .await
        .ok();
    assert_eq!(stopped["stopReply"], true);
    let events = data(&ws.events("1").await);
    let end = last(&events);
    assert_eq!(end["__typename"], "ChatReplyDone");
    assert_eq!(end["message"]["status"], "STOPPED");
    let kept = texts(&end["message"]);
    assert!(kept.starts_with("more ") && kept.len() < 60 * 5, "{end}");
    let again = user
        .gql(
            "mutation($c: ID!) { stopReply(conversationId: $c) }",
            json!({ "c": id }),
        )
        .await
        .ok();
    assert_eq!(again["stopReply"], false);
    // The conversation takes the next message.
    let next = send(&user, &id, "Thanks").await;
    assert_eq!(next["reply"]["status"], "ANSWERING");
}

#[tokio::test]
async fn attachments_are_checked_stored_and_sent_to_the_model() {
    let (app, fake) = app_with(
        ProviderKind::Openai,
        vec![Behaviour::Chunks(vec!["Nice picture."])],
    )
    .await;
    let user = app.onboarded("files@example.com").await;
    let id = conversation(&user).await;
    let b64 = |bytes: &[u8]| base64::engine::general_purpose::STANDARD.encode(bytes);
    let png: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01";
    let doc = "# Brief\nAudience: CTOs of fintechs.";

    // Bytes that are not what they claim are refused, and nothing is written.
    let fake_png = user
        .gql(
            SEND,
            json!({ "c": id, "content": [{ "text": "look" }, { "image": { "format": "png", "source": b64(b"<svg onload=alert(1)>") } }] }),
        )
        .await;
    assert_eq!(fake_png.code(), "BAD_USER_INPUT");
    assert_eq!(fake_png.field(), "content");
    let binary_doc = user
        .gql(
            SEND,
            json!({ "c": id, "content": [{ "document": { "format": "txt", "name": "a.txt", "source": b64(&[0xff, 0xfe, 0, 1]) } }] }),
        )
        .await;
    assert_eq!(binary_doc.code(), "BAD_USER_INPUT");
    assert!(fake.requests().is_empty());

    let turn = user
        .gql(
            SEND,
            json!({ "c": id, "content": [
                { "text": "What do you see?" },
                { "document": { "format": "md", "name": "brief.md", "source": b64(doc.as_bytes()) } },
                { "image": { "format": "png", "source": b64(png) } }
            ] }),
        )
        .await
        .ok();
    let content = &turn["sendMessage"]["message"]["content"];
    assert_eq!(content[1]["name"], "brief.md");
    assert_eq!(content[1]["size"], doc.len());
    assert_eq!(content[2]["format"], "png");
    let events = follow(&user, &id).await;
    assert_eq!(last(&events)["message"]["status"], "COMPLETE");

    // The model got the document's text and the image as a data URL.
    let user_message = bodies(&fake)[0]["messages"][1]["content"].to_string();
    assert!(
        user_message.contains("Audience: CTOs of fintechs."),
        "{user_message}"
    );
    assert!(
        user_message.contains(&format!("data:image/png;base64,{}", b64(png))),
        "{user_message}"
    );
    // The stored blocks give the bytes back to their owner only.
    let read = "query($c: ID!) { conversation(id: $c) { messages { content { ... on DocumentBlock { source } ... on ImageBlock { source } } } } }";
    let stored = user.gql(read, json!({ "c": id })).await.ok();
    let blocks = &stored["conversation"]["messages"][0]["content"];
    assert_eq!(blocks[1]["source"], b64(doc.as_bytes()));
    assert_eq!(blocks[2]["source"], b64(png));
    let other = app.onboarded("nosy@example.com").await;
    assert_eq!(
        other.gql(read, json!({ "c": id })).await.code(),
        "NOT_FOUND"
    );
}

#[tokio::test]
async fn the_history_sent_is_trimmed_to_the_context_window_oldest_first() {
    let fake = Fake::new(vec![
        Behaviour::Chunks(vec!["First answer."]),
        Behaviour::Chunks(vec!["Second answer."]),
        Behaviour::Chunks(vec!["Third answer."]),
    ]);
    let url = serve(ProviderKind::Openai, fake.clone()).await;
    let app = TestApp::spawn_with(move |config| {
        config.llm.providers = vec![provider(ProviderKind::Openai, url)];
        // Room for the instructions and 150 tokens of history (4 characters a token for a
        // model without a tokenizer of its own).
        config.llm.chat.context_tokens =
            engine::chat::ASSISTANT_PROMPT.chars().count().div_ceil(4) + 150;
    })
    .await;
    let user = app.onboarded("window@example.com").await;
    let id = conversation(&user).await;
    // 120, 8 and 20 tokens; each answer 4.
    for text in [
        "alpha ".repeat(80),
        "bravo ".repeat(5),
        "charlie ".repeat(10),
    ] {
        send(&user, &id, &text).await;
        follow(&user, &id).await;
    }
    let bodies = bodies(&fake);
    let sent = |i: usize| bodies[i]["messages"].to_string();
    // The second call still had room for the first exchange; the third did not, and the
    // history it sent starts with a user's message.
    assert!(sent(1).contains("alpha"), "{}", sent(1));
    assert!(!sent(2).contains("alpha"), "{}", sent(2));
    assert!(sent(2).contains("charlie"));
    let messages = bodies[2]["messages"].as_array().unwrap();
    assert_eq!(messages[0]["role"], "system");
    assert_eq!(messages[1]["role"], "user");
}

#[tokio::test]
async fn without_a_model_the_built_in_engine_improves_the_prompt() {
    let app = TestApp::spawn().await;
    let user = app.onboarded("offline-chat@example.com").await;
    let setup = user
        .gql(
            "{ chatSetup { modelConfigured dailyMessages sentToday maxAttachments toolConfiguration { tools { toolSpec { name inputSchema } } } } }",
            json!({}),
        )
        .await
        .ok()["chatSetup"]
        .clone();
    assert_eq!(setup["modelConfigured"], false);
    assert_eq!(setup["dailyMessages"], 20, "the Free plan's allowance");
    assert_eq!(setup["sentToday"], 0);
    let tools = setup["toolConfiguration"]["tools"].as_array().unwrap();
    assert_eq!(tools.len(), 1);
    assert_eq!(tools[0]["toolSpec"]["name"], "improve_prompt");
    assert_eq!(
        tools[0]["toolSpec"]["inputSchema"]["required"],
        json!(["prompt"])
    );

    let id = conversation(&user).await;
    send(
        &user,
        &id,
        "write a cold email to a CTO about our invoicing API",
    )
    .await;
    let events = follow(&user, &id).await;
    let done = &last(&events)["message"];
    assert_eq!(done["status"], "COMPLETE", "{done}");
    assert_eq!(done["content"][0]["name"], "improve_prompt");
    assert_eq!(done["content"][1]["status"], "SUCCESS");
    let answer = texts(done);
    assert!(answer.contains("```") && answer.contains("CTO"), "{answer}");
    assert!(answer.to_lowercase().contains("invoicing api"), "{answer}");

    // The improvement is a generation of the user's, on their quota.
    let generations = user
        .gql("{ generations { description } }", json!({}))
        .await
        .ok();
    assert_eq!(
        generations["generations"][0]["description"],
        "write a cold email to a CTO about our invoicing API"
    );
    let setup = user
        .gql("{ chatSetup { sentToday } }", json!({}))
        .await
        .ok();
    assert_eq!(setup["chatSetup"]["sentToday"], 1);

    // A message the built-in engine cannot work on ends with a plain error.
    let only_tools = user
        .gql(
            SEND,
            json!({ "c": id, "content": [{ "text": "hello" }], "tools": { "tools": [] } }),
        )
        .await
        .ok();
    assert_eq!(only_tools["sendMessage"]["reply"]["status"], "ANSWERING");
    let events = follow(&user, &id).await;
    assert_eq!(last(&events)["__typename"], "ChatReplyError");
    assert!(
        last(&events)["error"]
            .as_str()
            .unwrap()
            .contains("No AI model is set up"),
        "{events:?}"
    );
}

#[tokio::test]
async fn bad_messages_are_refused_with_a_clear_code_and_change_nothing() {
    let app = TestApp::spawn().await;
    let user = app.onboarded("limits@example.com").await;
    let id = conversation(&user).await;
    let cases = [
        (
            json!([{ "text": "   " }]),
            "Write a message or attach a file.",
        ),
        (json!([{ "text": "a".repeat(20_001) }]), "the most is 20000"),
    ];
    for (content, message) in cases {
        let refused = user.gql(SEND, json!({ "c": id, "content": content })).await;
        assert_eq!(refused.code(), "BAD_USER_INPUT");
        assert!(refused.message().contains(message), "{}", refused.message());
    }
    let unknown_tool = user
        .gql(
            SEND,
            json!({ "c": id, "content": [{ "text": "hi" }], "tools": { "tools": [{ "toolSpec": { "name": "delete_everything" } }] } }),
        )
        .await;
    assert_eq!(unknown_tool.code(), "BAD_USER_INPUT");
    assert_eq!(unknown_tool.field(), "toolConfiguration");
    let bad_context = user
        .gql(
            SEND,
            json!({ "c": id, "content": [{ "text": "hi" }], "ai": { "role": "admin" } }),
        )
        .await;
    assert_eq!(bad_context.code(), "BAD_USER_INPUT");
    assert_eq!(bad_context.field(), "aiContext");
    let both = user
        .gql(
            SEND,
            json!({ "c": id, "content": [{ "text": "hi", "image": { "format": "png", "source": "" } }] }),
        )
        .await;
    assert!(
        both.body.get("errors").is_some(),
        "a oneOf input takes one field"
    );
    let stored = user
        .gql(
            "query($c: ID!) { conversation(id: $c) { name messages { id } } }",
            json!({ "c": id }),
        )
        .await
        .ok();
    assert_eq!(stored["conversation"]["messages"], json!([]));
    assert_eq!(stored["conversation"]["name"], "New conversation");

    // Messages a minute: the eleventh in a minute is refused (each in its own conversation,
    // so none waits for a reply).
    let mut codes = Vec::new();
    for i in 0..11 {
        let c = conversation(&user).await;
        let sent = user
            .gql(
                SEND,
                json!({ "c": c, "content": [{ "text": format!("note {i}") }] }),
            )
            .await;
        codes.push(
            sent.body
                .get("errors")
                .map(|_| sent.code())
                .unwrap_or_else(|| "OK".into()),
        );
    }
    assert_eq!(codes.iter().filter(|c| *c == "OK").count(), 10, "{codes:?}");
    assert_eq!(codes.last().unwrap(), "RATE_LIMITED");
}

#[tokio::test]
async fn conversations_are_their_owners_only() {
    let app = TestApp::spawn().await;
    let owner = app.onboarded("owner-chat@example.com").await;
    let other = app.onboarded("other-chat@example.com").await;
    let id = conversation(&owner).await;
    send(&owner, &id, "write a product update email").await;
    follow(&owner, &id).await;

    let by_other = [
        (
            "query($c: ID!) { conversation(id: $c) { id } }",
            json!({ "c": id }),
        ),
        (
            SEND,
            json!({ "c": id, "content": [{ "text": "mine now" }] }),
        ),
        (
            "mutation($c: ID!) { stopReply(conversationId: $c) }",
            json!({ "c": id }),
        ),
        (
            "mutation($c: ID!) { deleteConversation(id: $c) }",
            json!({ "c": id }),
        ),
    ];
    for (doc, vars) in by_other {
        assert_eq!(other.gql(doc, vars).await.code(), "NOT_FOUND", "{doc}");
    }
    let listed = other.gql("{ conversations { id } }", json!({})).await.ok();
    assert_eq!(listed["conversations"], json!([]));
    let mut ws = other.ws().await;
    let events = ws.run("1", FOLLOW, json!({ "c": id })).await;
    let code = match &events[0] {
        WsEvent::Error(errors) => errors[0]["extensions"]["code"].clone(),
        WsEvent::Next(payload) => payload["errors"][0]["extensions"]["code"].clone(),
        other => panic!("refused: {other:?}"),
    };
    assert_eq!(code, "NOT_FOUND");

    // Without a token the subscription is refused.
    let mut guest = GraphqlWs::connect(&app.address, None).await;
    let events = guest.run("1", FOLLOW, json!({ "c": id })).await;
    let code = match &events[0] {
        WsEvent::Error(errors) => errors[0]["extensions"]["code"].clone(),
        WsEvent::Next(payload) => payload["errors"][0]["extensions"]["code"].clone(),
        other => panic!("refused: {other:?}"),
    };
    assert_eq!(code, "UNAUTHENTICATED");

    // The owner still has it all, and deletes it.
    let mine = owner
        .gql(
            "query($c: ID!) { conversation(id: $c) { messages { id } } }",
            json!({ "c": id }),
        )
        .await
        .ok();
    assert_eq!(
        mine["conversation"]["messages"].as_array().unwrap().len(),
        2
    );
    owner
        .gql(
            "mutation($c: ID!) { deleteConversation(id: $c) }",
            json!({ "c": id }),
        )
        .await
        .ok();
    assert_eq!(
        owner
            .gql(
                "query($c: ID!) { conversation(id: $c) { id } }",
                json!({ "c": id })
            )
            .await
            .code(),
        "NOT_FOUND"
    );
}

/// Opens a follower of conversation `id` and reads its first event: the snapshot, or the
/// refusal's error code.
async fn open_follower(user: &Browser, id: &str) -> (GraphqlWs, Result<(), Value>) {
    let mut ws = user.ws().await;
    ws.subscribe("1", FOLLOW, json!({ "c": id })).await;
    let first = match ws.event("1").await {
        Some(WsEvent::Next(payload)) if payload.get("errors").is_none() => {
            assert_eq!(
                payload["data"]["conversationReply"]["__typename"], "ChatReplySnapshot",
                "{payload}"
            );
            Ok(())
        }
        Some(WsEvent::Next(payload)) => Err(payload["errors"][0]["extensions"]["code"].clone()),
        Some(WsEvent::Error(errors)) => Err(errors[0]["extensions"]["code"].clone()),
        other => panic!("a snapshot or a refusal: {other:?}"),
    };
    (ws, first)
}

/// Six followers (tabs), each past its snapshot and staying.
async fn six_followers(user: &Browser, id: &str) -> Vec<GraphqlWs> {
    let mut open = Vec::new();
    for _ in 0..6 {
        let (ws, first) = open_follower(user, id).await;
        assert_eq!(first, Ok(()));
        open.push(ws);
    }
    open
}

/// A follower opened by `user` once a place is free (the release of one given back to Redis
/// is sent a moment after it closes).
async fn follower_once_free(user: &Browser, id: &str) -> GraphqlWs {
    for _ in 0..50 {
        let (ws, first) = open_follower(user, id).await;
        if first.is_ok() {
            return ws;
        }
        assert_eq!(first, Err(json!("RATE_LIMITED")));
        ws.close().await;
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("no place came free");
}

#[tokio::test]
async fn a_user_may_follow_six_conversations_at_once() {
    let (app, _fake) = app_with(
        ProviderKind::Openai,
        vec![Behaviour::Paced(
            vec!["slow "; 40],
            Duration::from_millis(100),
        )],
    )
    .await;
    let user = app.onboarded("streams@example.com").await;
    let id = conversation(&user).await;
    send(&user, &id, "Take your time").await;
    let mut open = six_followers(&user, &id).await;
    let (_seventh, refused) = open_follower(&user, &id).await;
    assert_eq!(refused, Err(json!("RATE_LIMITED")));
    // Closing one gives its place back.
    open.pop().unwrap().close().await;
    let _again = follower_once_free(&user, &id).await;
    user.gql(
        "mutation($c: ID!) { stopReply(conversationId: $c) }",
        json!({ "c": id }),
    )
    .await
    .ok();
}
