//! The pool's PostgreSQL connections send each message at once: TCP_NODELAY is set on their
//! sockets (sqlx-core 0.9.0 leaves it off; `vendor/README.md`). Without it, a message that spans
//! two packets waits about 40 ms for the server's delayed ACK, which made a PostgreSQL import
//! six times slower over TCP than over a Unix socket (`docs/performance.md`).
//!
//! Linux only: the sockets are found through /proc. On SQLite there is no socket to check.

use std::{
    collections::HashMap,
    os::fd::{BorrowedFd, RawFd},
};

use superprompt_store::{Backend, testing::TestDatabase};

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
    let port = url.port().unwrap_or(5432);
    let store = db.store().await;
    // A query, so that the pool holds an open connection.
    assert!(!store.table_names().await.is_empty());

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
        // SAFETY: `fd` is one of the store's pooled connections, open until the store is
        // dropped after this loop; it is only borrowed for one getsockopt call.
        let socket = unsafe { BorrowedFd::borrow_raw(fd) };
        let nodelay = socket2::SockRef::from(&socket).tcp_nodelay().unwrap();
        assert!(
            nodelay,
            "a connection to port {port} (fd {fd}) has Nagle's algorithm on"
        );
    }
    drop(store);
}
