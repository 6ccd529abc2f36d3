//! docs/prompting.md shows real engine output: each example is regenerated and compared. An
//! example names its generator as the CLI does, with `@N` for a variant ("primer@1").
//! `UPDATE_DOCS=1 cargo test -p superprompt-server --test api docs` rewrites the examples.

#[test]
fn docs_examples_are_current() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/prompting.md");
    let doc = std::fs::read_to_string(path).unwrap();
    let update = std::env::var("UPDATE_DOCS").is_ok_and(|v| v == "1");
    let mut rewritten = String::new();
    let mut stale = Vec::new();
    let mut checked = 0;
    let mut rest = doc.as_str();
    while let Some(start) = rest.find("<!-- example: ") {
        let after = &rest[start + "<!-- example: ".len()..];
        let end = after.find(" -->").unwrap();
        let (generator, description) = after[..end].split_once(" | ").unwrap();
        let block_start = start + "<!-- example: ".len() + end;
        let open = rest[block_start..].find("```text\n").unwrap() + block_start + "```text\n".len();
        let close = rest[open..].find("\n```").unwrap() + open;
        let (generator, variant) = match generator.split_once('@') {
            Some((name, variant)) => (name, variant.parse().unwrap()),
            None => (generator, 0),
        };
        let request = engine::Request::new(
            superprompt_server::cli::generator_named(generator).unwrap(),
            description,
        )
        .with_variant(variant);
        let actual = superprompt_server::cli::offline_prompt(&request).unwrap();
        if rest[open..close] != *actual.trim_end() {
            stale.push(format!("{generator}: {description}"));
        }
        rewritten.push_str(&rest[..open]);
        rewritten.push_str(actual.trim_end());
        rest = &rest[close..];
        checked += 1;
    }
    rewritten.push_str(rest);
    assert_eq!(
        checked, 15,
        "docs/prompting.md should show fifteen examples"
    );
    if update {
        std::fs::write(path, rewritten).unwrap();
    } else {
        assert!(
            stale.is_empty(),
            "docs/prompting.md examples are stale ({stale:?}): run UPDATE_DOCS=1 cargo test -p superprompt-server --test api docs"
        );
    }
}
