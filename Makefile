# Superprompt: `make run` serves the app on http://127.0.0.1:8080; `make test` runs every suite.

SHELL := /bin/bash
CARGO ?= cargo
TARGET_DIR := $(or $(CARGO_TARGET_DIR),$(CURDIR)/target)
DEBUG_BIN := $(TARGET_DIR)/debug/superprompt
RELEASE_BIN := $(TARGET_DIR)/release/superprompt
EXTENSION_SERVER_URL ?=

.PHONY: run dev test test-rust test-fuzz test-web test-e2e lint fmt schema web extension node_modules bench clean

node_modules/.package-lock.json: package-lock.json
	npm ci --no-audit --no-fund

node_modules: node_modules/.package-lock.json

## The web app, built into web/dist (served by the binary).
web: node_modules
	npm run build

## The browser extension: unpacked in extension/dist (load it in chrome://extensions), and the
## store zip in extension/dist-zip. EXTENSION_SERVER_URL sets the server a fresh install uses.
extension: node_modules
	VITE_DEFAULT_SERVER_URL=$(EXTENSION_SERVER_URL) npm run build:extension

## Build the web app and the release binary, then serve on :8080 with data in ./data.
run: web
	$(CARGO) build --release -p superprompt-server --locked
	$(RELEASE_BIN) serve

## Server in development mode (GraphiQL at /graphql) plus Vite with hot reload on :5173.
dev: node_modules
	$(CARGO) build -p superprompt-server
	SUPERPROMPT_DEV=true $(DEBUG_BIN) serve & trap "kill $$!" EXIT; npm run dev

## Every suite: lint, Rust (SQLite, then PostgreSQL when TEST_DATABASE_URL is set), a short fuzz of
## /graphql, web unit, browser end-to-end.
test: lint test-rust test-fuzz test-web test-e2e

## The debug server the fuzz and browser suites run. Under `make test` it is the binary `cargo test
## --workspace` already built: a plain `cargo build -p` resolves the dependencies' features without
## the dev-dependencies' and so rebuilt the server (2.4 min on a fresh machine) for the same code.
SERVER_BUILD = $(CARGO) build -p superprompt-server --locked
test: SERVER_BUILD = $(CARGO) test --workspace --locked --no-run

## Tests run at once per test binary. Most of the API suite's time is waiting (on a fsync, a
## provider's delay, a timeout), so more than the 2 cores: 6 took the SQLite API suite from 91 to
## 67 s and the PostgreSQL one from 123 to 72 s here (docs/performance.md, "Test suite wall time").
RUST_TEST_THREADS ?= 6
export RUST_TEST_THREADS

test-rust:
	env -u TEST_DATABASE_URL $(CARGO) test --workspace --locked
	@if [ -n "$$TEST_DATABASE_URL" ]; then \
		echo "== Rust suites again on PostgreSQL ($${TEST_DATABASE_URL%%@*}@…)"; \
		$(CARGO) test --workspace --locked; \
	else \
		echo "TEST_DATABASE_URL is not set: PostgreSQL runs skipped (CI always sets it)."; \
	fi
	@[ -n "$$TEST_REDIS_URL" ] || echo "TEST_REDIS_URL is not set: the Redis parts of the suites were skipped (CI always sets it)."

## Schemathesis (positive and negative) and malformed requests against POST /graphql, as a guest
## and signed in, on the debug binary: 0 answers with a 5xx status, 0 panics (issue 25). A short
## run; `make -C bench fuzz` is the full one. Schemathesis comes from bench/fuzz/install.sh (.ci/run).
test-fuzz:
	$(SERVER_BUILD)
	BENCH_BIN=$(DEBUG_BIN) bench/fuzz.sh 400

test-web: node_modules
	npm run test:web

test-e2e: web extension
	$(SERVER_BUILD)
	SUPERPROMPT_BIN=$(DEBUG_BIN) npm run test -w e2e

## Clippy on every target of the workspace, warnings as errors.
CLIPPY = $(CARGO) clippy --workspace --all-targets --locked -- -D warnings
## Under `make test` the lints run inside the one build of the test binaries instead, so the
## dependencies are compiled once (scripts/clippy-rustc says how; 513 to 370 s on an empty target
## dir, docs/performance.md). Every cargo command under `make test` sees the same wrapper: one
## without it would rebuild the workspace's crates.
test: export RUSTC_WORKSPACE_WRAPPER = $(CURDIR)/scripts/clippy-rustc
test: CLIPPY = $(CARGO) test --workspace --all-targets --locked --no-run

## Formatting, lints, the committed GraphQL schema, and the Dockerfile building as make does.
lint: node_modules
	node scripts/check-dockerfile.mjs
	$(CARGO) fmt --all --check
	$(CLIPPY)
	npm run typecheck
	npm run lint
	npm run format:check

fmt: node_modules
	$(CARGO) fmt --all
	npm run format

## Regenerate crates/server/schema.graphql and the web app's GraphQL types.
schema: node_modules
	$(CARGO) run -q -p superprompt-server -- schema > crates/server/schema.graphql
	npm run codegen

bench:
	$(MAKE) -C bench

clean:
	rm -rf web/dist node_modules
	$(CARGO) clean
