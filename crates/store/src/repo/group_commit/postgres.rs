//! PostgreSQL: the group-commit writer's own connection, and each batch in one round trip.
//!
//! Through the pool (sqlx), a batch was one round trip per statement: BEGIN, the multi-row
//! INSERT, an UPDATE per user and counter, the achievements' progress (about ten statements for
//! each user in the batch), then COMMIT. The writer waited on each in turn, so a batch's time grew
//! with its users, and the generations queued behind it waited as long. sqlx cannot send a
//! statement before the previous one is answered; tokio-postgres can (it pipelines requests
//! that are in flight together). So the writer keeps one connection of its own and sends the
//! whole transaction at once: BEGIN, every statement with its values bound (never written into
//! the SQL text), and COMMIT, then reads the answers in order.
//!
//! If a statement fails, PostgreSQL refuses the rest of the transaction and turns the COMMIT
//! into a rollback, and the first error is what `write` returns: nothing of the batch is kept.
//! After any other error (a request that never went out, a connection lost) the writer drops
//! the connection, so nothing it left open can be committed later, and opens a new one for the
//! next batch.
//!
//! The statements are the same sea-query statements SQLite runs (`statements` in
//! group_commit.rs); sea-query-postgres binds their values with the types sqlx gives them.
//!
//! The connection is made as the pool's is, for the URLs tokio-postgres reads: sslmode
//! `disable`, `prefer` (the default: TLS when the server offers it) or `require`, and, as sqlx
//! and libpq do for those modes, the server's certificate is not verified. Settings that ask for
//! verification (sslmode `verify-ca` or `verify-full`, or a root certificate, in the URL or in
//! sqlx's `PGSSLMODE` and `PGSSLROOTCERT`), a URL it cannot read (an option only sqlx knows), or
//! a connection it cannot make where the pool could (a password from `~/.pgpass` or
//! `PGPASSWORD`, say) leave the writer on the pool, one round trip per statement
//! (group_commit.rs); the log says why.

use std::{
    collections::{HashMap, HashSet},
    future::Future,
    pin::Pin,
    str::FromStr,
    sync::Arc,
    task::Poll,
};

use futures::future::try_join_all;
use rustls::{
    DigitallySignedStruct, SignatureScheme,
    client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier},
    crypto::{CryptoProvider, verify_tls12_signature, verify_tls13_signature},
    pki_types::{CertificateDer, ServerName, UnixTime},
};
use sea_orm::{DbErr, Statement};
use sea_query_postgres::{PostgresValue, PostgresValues};
use tokio::sync::Mutex;
use tokio_postgres::{
    Client, Config,
    types::{ToSql, Type},
};
use tokio_postgres_rustls::MakeRustlsConnect;

use crate::{Error, Result};

/// The name the writer's connection shows in `pg_stat_activity`.
pub const APPLICATION_NAME: &str = "superprompt-generation-writer";

/// Prepared statements kept per connection; beyond this many the cache starts over (the
/// batch's texts vary with its size and its users, so a few hundred cover steady load).
const PREPARED: usize = 512;

/// The writer's connection: opened at start, opened again after it is lost.
pub(super) struct Writer {
    config: Config,
    tls: MakeRustlsConnect,
    held: Mutex<Option<Connection>>,
}

/// A connection and the statements prepared on it, by text and parameter types.
struct Connection {
    client: Client,
    prepared: HashMap<(String, Vec<Type>), tokio_postgres::Statement>,
}

impl Writer {
    /// Reads the database URL and opens the connection, at start. An error here leaves the
    /// writer on the pool (group_commit.rs), as do settings that ask to verify the server's
    /// certificate (`verifies_server`), which this connection does not do.
    pub(super) async fn connect(url: &str, verifies_server: bool) -> Result<Self> {
        if verifies_server {
            return Err(Error::Config(
                "the settings ask to verify the server's certificate".into(),
            ));
        }
        let mut config = Config::from_str(url).map_err(|err| {
            Error::Config(format!(
                "the generation writer cannot read the PostgreSQL URL: {err}"
            ))
        })?;
        config.application_name(APPLICATION_NAME);
        let tls = unverified_tls();
        let connection = open(&config, &tls).await?;
        Ok(Self {
            config,
            tls,
            held: Mutex::new(Some(connection)),
        })
    }

    /// Runs `statements` in one transaction, sent in one round trip (two when a statement's
    /// text is new to the connection: it is prepared first); durable when this returns Ok. On
    /// failure nothing of them is kept. Unless PostgreSQL itself refused a statement (and so
    /// rolled the transaction back), the connection is dropped, which makes PostgreSQL roll
    /// back whatever it left open, and the next batch opens a new one.
    pub(super) async fn write(&self, statements: Vec<Statement>) -> Result<()> {
        let mut held = self.held.lock().await;
        let connection = match held.take() {
            Some(connection) if !connection.client.is_closed() => held.insert(connection),
            _ => held.insert(open(&self.config, &self.tls).await?),
        };
        match connection.transaction(statements).await {
            Ok(()) => Ok(()),
            // The server refused a statement: it rolled the transaction back, and the connection
            // is ready for the next one. Its statements are prepared again, in case one of them
            // was what failed (a plan made stale by a migration, say).
            Err(Failure::Refused(err)) => {
                connection.prepared.clear();
                Err(database(err))
            }
            Err(Failure::Broken(err)) => {
                *held = None;
                Err(database(err))
            }
        }
    }
}

/// Why a transaction failed.
enum Failure {
    /// Every request was sent and PostgreSQL answered one with an error: it rolled the
    /// transaction back.
    Refused(tokio_postgres::Error),
    /// Anything else (a request that never went out, a connection lost): the connection's
    /// state is unknown.
    Broken(tokio_postgres::Error),
}

impl From<tokio_postgres::Error> for Failure {
    fn from(err: tokio_postgres::Error) -> Self {
        if err.as_db_error().is_some() {
            Self::Refused(err)
        } else {
            Self::Broken(err)
        }
    }
}

type Sent<'a> = Pin<Box<dyn Future<Output = Result<u64, tokio_postgres::Error>> + Send + 'a>>;

impl Connection {
    /// BEGIN, the statements and COMMIT, sent one after the other without waiting, then their
    /// answers read in order; the first error is returned. Statements are prepared once per
    /// connection (PostgreSQL would otherwise parse and plan each one again in every batch),
    /// the new ones all together before the transaction is sent.
    async fn transaction(&mut self, statements: Vec<Statement>) -> Result<(), Failure> {
        let bound: Vec<((String, Vec<Type>), PostgresValues)> = statements
            .into_iter()
            .map(|statement| {
                let (sql, values) = bind(statement);
                ((sql, values.as_types()), values)
            })
            .collect();
        let missing = |prepared: &HashMap<_, _>| {
            let mut seen = HashSet::new();
            bound
                .iter()
                .map(|(key, _)| key)
                .filter(|key| !prepared.contains_key(*key) && seen.insert(*key))
                .collect::<Vec<_>>()
        };
        let mut new = missing(&self.prepared);
        if self.prepared.len() + new.len() > PREPARED {
            self.prepared.clear();
            new = missing(&self.prepared);
        }
        let client = &self.client;
        let prepared = try_join_all(
            new.iter()
                .map(|(sql, types)| client.prepare_typed(sql, types)),
        )
        .await?;
        for (key, statement) in new.into_iter().zip(prepared) {
            self.prepared.insert(key.clone(), statement);
        }

        let params: Vec<Vec<&(dyn ToSql + Sync)>> =
            bound.iter().map(|(_, values)| values.as_params()).collect();
        let mut requests: Vec<Sent<'_>> = Vec::with_capacity(bound.len() + 2);
        requests.push(Box::pin(client.execute_typed("BEGIN", &[])));
        for ((key, _), params) in bound.iter().zip(&params) {
            requests.push(Box::pin(client.execute(&self.prepared[key], params)));
        }
        requests.push(Box::pin(client.execute_typed("COMMIT", &[])));
        // A request goes out on its future's first poll (tokio-postgres encodes it and hands it
        // to the connection's task before waiting for the answer), so polling each once, in
        // order, sends them in order. One that fails before it is sent stops the rest: no
        // COMMIT follows a statement that never went out.
        let mut answered = Vec::with_capacity(requests.len());
        for request in &mut requests {
            match futures::poll!(request.as_mut()) {
                Poll::Ready(Err(err)) => return Err(Failure::Broken(err)),
                Poll::Ready(Ok(_)) => answered.push(true),
                Poll::Pending => answered.push(false),
            }
        }
        for (request, answered) in requests.iter_mut().zip(answered) {
            if !answered {
                request.as_mut().await?;
            }
        }
        Ok(())
    }
}

/// Opens a connection and starts the task that drives it.
async fn open(config: &Config, tls: &MakeRustlsConnect) -> Result<Connection> {
    let (client, connection) = config.connect(tls.clone()).await.map_err(database)?;
    tokio::spawn(async move {
        if let Err(err) = connection.await {
            tracing::warn!(error = %err, "the generation writer's PostgreSQL connection ended");
        }
    });
    Ok(Connection {
        client,
        prepared: HashMap::new(),
    })
}

/// The statement's text and its values, bound for tokio-postgres.
fn bind(statement: Statement) -> (String, PostgresValues) {
    let values = statement
        .values
        .map(|values| values.0.into_iter().map(PostgresValue).collect())
        .unwrap_or_default();
    (statement.sql, PostgresValues(values))
}

fn database(err: tokio_postgres::Error) -> Error {
    Error::Database(DbErr::Custom(format!("PostgreSQL: {err}")))
}

/// TLS as sqlx and libpq make it for sslmode `prefer` and `require`: encrypted, the server's
/// certificate not verified (a URL that asks for verification does not reach this writer).
fn unverified_tls() -> MakeRustlsConnect {
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider.clone())
        .with_safe_default_protocol_versions()
        .expect("ring supports TLS 1.2 and 1.3")
        .dangerous()
        .with_custom_certificate_verifier(Arc::new(AnyCertificate { provider }))
        .with_no_client_auth();
    MakeRustlsConnect::new(config)
}

/// Accepts the server's certificate as it is, and checks its handshake signatures.
#[derive(Debug)]
struct AnyCertificate {
    provider: Arc<CryptoProvider>,
}

impl ServerCertVerifier for AnyCertificate {
    fn verify_server_cert(
        &self,
        _end_entity: &CertificateDer<'_>,
        _intermediates: &[CertificateDer<'_>],
        _server_name: &ServerName<'_>,
        _ocsp_response: &[u8],
        _now: UnixTime,
    ) -> std::result::Result<ServerCertVerified, rustls::Error> {
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> std::result::Result<HandshakeSignatureValid, rustls::Error> {
        verify_tls12_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> std::result::Result<HandshakeSignatureValid, rustls::Error> {
        verify_tls13_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.provider
            .signature_verification_algorithms
            .supported_schemes()
    }
}
