//! The store's TCP connections send each message at once: TCP_NODELAY is set on the sockets of
//! the PostgreSQL pool (sqlx-core 0.9.0 leaves it off; `vendor/README.md`) and of the Redis
//! client (redis-rs leaves it off by default; `shared.rs`). Without it, a message written while an
//! earlier one is unacknowledged waits about 40 ms for the server's delayed ACK, which made a
//! PostgreSQL import six times slower over TCP than over a Unix socket (`docs/performance.md`).
//!
//! Linux only: the sockets are found through /proc. On SQLite there is no socket to check.

use std::{
    collections::HashMap,
    os::fd::{BorrowedFd, RawFd},
};

use superprompt_store::{
    Backend,
    shared::{Shared, test_redis_url},
    testing::TestDatabase,
};

/// The socket inodes of this process's TCP connections to `port`, from /proc/self/net/tcp{,6}.
fn inodes_connected_to(port: u16) -> Vec<u64> {
    let mut inodes = Vec::new();
    for table in ["/proc/self/net/tcp", "/proc/self/net/tcp6"] {
        let Ok(text) = std::fs::read_to_string(table) else {
            continue;
        };
        for line in text.lines().skip(1) {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let remote_port = fields
                .get(2)
                .and_then(|remote| remote.rsplit(':').next())
                .and_then(|hex| u16::from_str_radix(hex, 16).ok());
            // State 01 is ESTABLISHED.
            if remote_port == Some(port) && fields.get(3) == Some(&"01") {
                inodes.extend(fields.get(9).and_then(|i| i.parse::<u64>().ok()));
            }
        }
    }
    inodes
}

/// This process's open sockets: inode to file descriptor.
fn socket_fds() -> HashMap<u64, RawFd> {
    let mut fds = HashMap::new();
    for entry in std::fs::read_dir("/proc/self/fd").unwrap().flatten() {
        let (Ok(target), Ok(fd)) = (
            std::fs::read_link(entry.path()),
            entry.file_name().to_string_lossy().parse::<RawFd>(),
        ) else {
            continue;
        };
        let target = target.to_string_lossy().into_owned();
        if let Some(inode) = target
            .strip_prefix("socket:[")
            .and_then(|rest| rest.strip_suffix(']'))
            .and_then(|inode| inode.parse::<u64>().ok())
        {
            fds.insert(inode, fd);
        }
    }
    fds
}

/// Every one of this process's established TCP connections to `port` (there must be one) has
/// TCP_NODELAY set. The connections must stay open while this runs.
fn assert_every_connection_to_sets_nodelay(port: u16) {
    let fds = socket_fds();
    let ours: Vec<RawFd> = inodes_connected_to(port)
        .iter()
        .filter_map(|inode| fds.get(inode).copied())
        .collect();
    assert!(
        !ours.is_empty(),
        "no TCP connection to port {port} found in /proc/self"
    );
    for fd in ours {
        // SAFETY: `fd` is one of the caller's connections, open until the caller drops its
        // client after this returns; it is only borrowed for one getsockopt call.
        let socket = unsafe { BorrowedFd::borrow_raw(fd) };
        let nodelay = socket2::SockRef::from(&socket).tcp_nodelay().unwrap();
        assert!(
            nodelay,
            "a connection to port {port} (fd {fd}) has Nagle's algorithm on"
        );
    }
}

#[tokio::test]
async fn pooled_postgres_connections_set_tcp_nodelay() {
    let db = TestDatabase::new().await;
    if db.backend() != Backend::Postgres {
        return;
    }
    let url = url::Url::parse(&db.url).unwrap();
    if url.host_str().is_none_or(str::is_empty) {
        // A Unix socket: no TCP, nothing to check.
        return;
    }
    let store = db.store().await;
    // A query, so that the pool holds an open connection.
    assert!(!store.table_names().await.is_empty());
    assert_every_connection_to_sets_nodelay(url.port().unwrap_or(5432));
    drop(store);
}

/// Both of the Redis client's connections: the commands' and the subscriber's.
#[tokio::test]
async fn redis_connections_set_tcp_nodelay() {
    let Some(url) = test_redis_url() else {
        return;
    };
    let parsed = url::Url::parse(&url).unwrap();
    let shared = Shared::connect(&url, &format!("nodelay-{}:", std::process::id()))
        .await
        .unwrap();
    let _subscription = shared.subscribe("nodelay").await.unwrap();
    assert_every_connection_to_sets_nodelay(parsed.port().unwrap_or(6379));
    drop(shared);
}
