//! docs/prompting.md shows real engine output: each example is regenerated and compared.

#[test]
fn docs_examples_are_current() {
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/prompting.md"
    ))
    .unwrap();
    let mut checked = 0;
    let mut rest = doc.as_str();
    while let Some(start) = rest.find("<!-- example: ") {
        let after = &rest[start + "<!-- example: ".len()..];
        let end = after.find(" -->").unwrap();
        let (generator, description) = after[..end].split_once(" | ").unwrap();
        let block = &after[end..];
        let open = block.find("```text\n").unwrap() + "```text\n".len();
        let close = block[open..].find("\n```").unwrap();
        let shown = &block[open..open + close];
        let actual = superprompt_server::cli::offline_prompt(generator, description).unwrap();
        assert_eq!(
            shown,
            actual.trim_end(),
            "docs/prompting.md example {generator:?} {description:?} is stale"
        );
        checked += 1;
        rest = &block[open + close..];
    }
    assert_eq!(checked, 6, "docs/prompting.md should show six examples");
}
