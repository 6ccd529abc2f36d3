//! The committed SDL must match what the server generates (run `make schema` to update it).

#[test]
fn committed_schema_is_current() {
    let committed = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/schema.graphql"))
        .expect("crates/server/schema.graphql exists");
    let generated = superprompt_server::api::sdl();
    assert!(
        committed == generated,
        "crates/server/schema.graphql is stale: run `make schema` and commit the result (then `npm run codegen` in web/)"
    );
}
