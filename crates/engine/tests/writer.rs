//! The one way a prompt is written (`writer::Writer`): the providers in order within one
//! budget, then the built-in engine with a notice; against fake vendor servers speaking the
//! OpenAI wire format.

use std::time::Duration;

use superprompt_engine::{
    Generator, ImageFamily, Request, Tier,
    llm::{Delta, Models, OutputCaps, ProviderKind, ProviderSettings, Providers},
    offline::OfflineEngine,
    testing::{Behaviour, Fake, serve},
    writer::{OFFLINE, Writer},
};

async fn provider(name: &str, behaviours: Vec<Behaviour>) -> ProviderSettings {
    ProviderSettings {
        name: name.into(),
        kind: ProviderKind::Openai,
        base_url: Some(serve(ProviderKind::Openai, Fake::new(behaviours)).await),
        api_key: Some("key".into()),
        models: Models {
            default: Some("m".into()),
            ..Default::default()
        },
        idle_timeout: Duration::from_millis(500),
        total_timeout: Duration::from_secs(10),
        retry_backoff: Duration::from_millis(10),
        max_output_tokens: OutputCaps::default(),
    }
}

fn text_request() -> Request {
    Request::new(
        Generator::Text(Tier::Amplifier),
        "write a cold email to a CTO about our API",
    )
}

/// Writes `request` and returns the result with what the listener was shown.
async fn write(
    writer: &Writer,
    request: &Request,
) -> (superprompt_engine::writer::Written, Vec<String>) {
    let mut seen = Vec::new();
    let mut on_delta = |d: Delta<'_>| match d {
        Delta::Text(t) => seen.push(t.to_owned()),
        Delta::Reset => seen.push("<RESET>".to_owned()),
    };
    let written = writer.write(request, &mut on_delta).await.unwrap();
    (written, seen)
}

#[tokio::test]
async fn with_no_providers_the_built_in_engine_writes_without_a_notice() {
    let writer = Writer::new(Providers::new(vec![]).unwrap(), Duration::from_secs(5));
    let request = text_request();
    let (written, seen) = write(&writer, &request).await;
    let offline = OfflineEngine.generate(&request).unwrap();
    assert_eq!(written.prompt, offline.prompt);
    assert_eq!(written.engine, OFFLINE);
    assert_eq!(written.notice, None);
    assert_eq!(written.provider_time, None);
    assert_eq!(seen, [offline.prompt]);
}

#[tokio::test]
async fn a_model_writes_the_prose_and_the_built_in_engine_keeps_the_media_parameters() {
    let answer = vec![
        "A lone lighthouse at dusk, ",
        "35mm film.\n---IMPROVEMENTS---\n- Set the light\n",
    ];
    let writer = Writer::new(
        Providers::new(vec![provider("p", vec![Behaviour::Chunks(answer)]).await]).unwrap(),
        Duration::from_secs(5),
    );
    let request = Request::new(
        Generator::Image(ImageFamily::Midjourney),
        "a lighthouse at dusk, 16:9",
    );
    let (written, seen) = write(&writer, &request).await;
    assert_eq!(written.prompt, "A lone lighthouse at dusk, 35mm film.");
    assert_eq!(written.engine, "p:m");
    assert_eq!(written.improvements, ["Set the light"]);
    assert_eq!(written.notice, None);
    assert!(written.provider_time.is_some());
    let offline = OfflineEngine.generate(&request).unwrap();
    assert!(
        offline.parameters.is_some(),
        "an image request has parameters"
    );
    assert_eq!(written.parameters, offline.parameters);
    assert_eq!(written.task_kind, offline.task_kind);
    assert_eq!(seen.concat().trim_end(), written.prompt);
}

#[tokio::test]
async fn when_every_provider_fails_the_built_in_engine_writes_and_says_why() {
    let writer = Writer::new(
        Providers::new(vec![
            provider(
                "first",
                vec![Behaviour::StallAfter(vec!["You are a half "])],
            )
            .await,
            provider("second", vec![Behaviour::Status(401)]).await,
        ])
        .unwrap(),
        Duration::from_secs(30),
    );
    let request = text_request();
    let (written, seen) = write(&writer, &request).await;
    let offline = OfflineEngine.generate(&request).unwrap();
    assert_eq!(written.engine, OFFLINE);
    assert_eq!(written.prompt, offline.prompt);
    let notice = written.notice.expect("a notice");
    assert!(notice.contains("first: the stream stalled"), "{notice}");
    assert!(notice.contains("second: HTTP 401"), "{notice}");
    // The half answer was shown, then replaced by the built-in engine's prompt.
    assert_eq!(seen.first().map(String::as_str), Some("You are a half "));
    assert_eq!(seen.last(), Some(&offline.prompt));
    assert_eq!(seen[seen.len() - 2], "<RESET>");
}

#[tokio::test]
async fn a_provider_slower_than_the_budget_gives_way_to_the_built_in_engine() {
    let slow = Behaviour::Paced(vec!["You ", "are ", "slow."], Duration::from_millis(400));
    // The budget the writer was made with gives way to the one set later (the server fits it
    // inside its request deadline).
    let writer = Writer::new(
        Providers::new(vec![provider("slow", vec![slow]).await]).unwrap(),
        Duration::from_secs(30),
    )
    .with_budget(Duration::from_millis(300));
    let (written, seen) = write(&writer, &text_request()).await;
    assert_eq!(written.engine, OFFLINE);
    assert!(
        written
            .notice
            .as_deref()
            .unwrap()
            .contains("no complete answer within"),
        "{:?}",
        written.notice
    );
    assert_eq!(seen.first().map(String::as_str), Some("<RESET>"));
}

#[tokio::test]
async fn a_description_with_nothing_to_work_with_is_refused() {
    let writer = Writer::new(Providers::new(vec![]).unwrap(), Duration::from_secs(5));
    let request = Request::new(Generator::Text(Tier::Primer), "  ?! ");
    let mut on_delta = |_: Delta<'_>| panic!("nothing is shown for a refused description");
    assert!(writer.write(&request, &mut on_delta).await.is_err());
}
