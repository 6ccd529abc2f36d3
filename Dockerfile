# syntax=docker/dockerfile:1
#
# The Superprompt image: the web app and the release binary, built with the very commands
# `make web` and `make run` use (scripts/check-dockerfile.mjs, run by `make lint`, fails when the
# two drift apart), served from a slim Debian as a non-root user. See docs/operations.md
# ("Container image").
#
#   docker build -t superprompt .
#   docker run -p 8080:8080 -v superprompt-data:/data superprompt

ARG NODE_IMAGE=node:20-bookworm-slim
ARG RUST_IMAGE=rust:1.95-slim-bookworm
ARG RUNTIME_IMAGE=debian:bookworm-slim

# ---- web: `make web` (the npm workspace's install, then the web app's build into web/dist) ----
FROM ${NODE_IMAGE} AS web
WORKDIR /src
# The workspace's manifests first, so the install layer is reused while only sources change.
# npm ci needs every workspace's package.json to match the lock file.
COPY package.json package-lock.json ./
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY extension/package.json extension/
RUN npm ci --no-audit --no-fund
COPY web web
RUN npm run build

# ---- server: the release binary, as `make run` builds it ----
FROM ${RUST_IMAGE} AS server
WORKDIR /src
# The whole workspace: cargo reads every member's manifest (the bench crates are members),
# and the vendored crates the workspace patches in (vendor/README.md).
COPY Cargo.toml Cargo.lock ./
COPY crates crates
COPY vendor vendor
COPY bench bench
# The target directory is a build cache, not part of the image: copy the binary out of it.
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target \
    cargo build --release -p superprompt-server --locked \
    && install -D target/release/superprompt /out/superprompt

# ---- runtime ----
FROM ${RUNTIME_IMAGE} AS runtime
# ca-certificates: TLS to SMTP, Stripe, Google and the LLM providers. curl: the health check.
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates curl \
    && rm -rf /var/lib/apt/lists/*
# A fixed, numeric, unprivileged user (Kubernetes' runAsNonRoot can check a number).
RUN groupadd --system --gid 10001 superprompt \
    && useradd --system --uid 10001 --gid 10001 --home-dir /data --no-create-home \
       --shell /usr/sbin/nologin superprompt \
    && mkdir -p /data \
    && chown 10001:10001 /data
COPY --from=server /out/superprompt /usr/local/bin/superprompt
COPY --from=web /src/web/dist /app/web/dist
WORKDIR /app
# Listen on every interface of the container; the SQLite file, the mail outbox and any
# generated secrets go to the /data volume. A superprompt.toml in /app (or the file named by
# SUPERPROMPT_CONFIG) and any other SUPERPROMPT_* variable still apply (docs/configuration.md).
ENV SUPERPROMPT_HOST=0.0.0.0 \
    SUPERPROMPT_PORT=8080 \
    SUPERPROMPT_DATA_DIR=/data \
    SUPERPROMPT_WEB_DIR=/app/web/dist
USER 10001:10001
VOLUME ["/data"]
EXPOSE 8080
# Liveness: /healthz answers 200 while the process answers (readiness, with the database, is
# /readyz). Shell form, so a changed SUPERPROMPT_PORT is followed.
HEALTHCHECK --interval=30s --timeout=3s --start-period=60s --retries=3 \
    CMD curl -fsS -o /dev/null "http://127.0.0.1:${SUPERPROMPT_PORT}/healthz" || exit 1
ENTRYPOINT ["superprompt"]
CMD ["serve"]
