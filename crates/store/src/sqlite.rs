//! How every SQLite connection is set up, declared once for both kinds of connection: the
//! pool's (sqlx, through SeaORM) and the generation writer's own (rusqlite,
//! repo/group_commit/sqlite.rs). WAL, synchronous=FULL (a commit is durable before it is
//! acknowledged), foreign keys (the cascades every delete relies on), a busy timeout, and no
//! checkpoints from inside a commit (checkpoint.rs runs them from a task of its own).

use std::{path::Path, str::FromStr, time::Duration};

use sea_orm::{DbErr, RuntimeErr, sqlx::sqlite::SqliteConnectOptions};

use crate::{Error, Result};

/// How long a connection waits for the write lock before giving up.
pub(crate) const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// The pragmas every connection runs with, in the order they are applied (the journal mode
/// first: it decides how the others take effect).
pub(crate) const PRAGMAS: [(&str, &str); 4] = [
    ("journal_mode", "WAL"),
    ("synchronous", "FULL"),
    ("foreign_keys", "ON"),
    ("wal_autocheckpoint", "0"),
];

/// The pool's connect options for `url`.
pub(crate) fn pool_options(url: &str) -> Result<SqliteConnectOptions> {
    let options = SqliteConnectOptions::from_str(url)
        .map_err(|e| Error::Config(e.to_string()))?
        .create_if_missing(true)
        .busy_timeout(BUSY_TIMEOUT);
    Ok(PRAGMAS.iter().fold(options, |options, (name, value)| {
        options.pragma(*name, *value)
    }))
}

/// The generation writer's connection to `file` (which the pool has created), with the short
/// busy waits ([`writer_busy_wait`]) in place of the busy timeout, as the pool's have. Public
/// for bench/sqlite-floor, which measures SQLite on exactly these settings.
pub fn open_connection(file: &Path) -> rusqlite::Result<rusqlite::Connection> {
    let conn = rusqlite::Connection::open(file)?;
    conn.busy_handler(Some(writer_busy_handler))?;
    for (name, value) in PRAGMAS {
        // journal_mode answers with the mode it set; the others answer nothing.
        conn.query_row(&format!("PRAGMA {name} = {value}"), [], |_| Ok(()))
            .or_else(|err| match err {
                rusqlite::Error::QueryReturnedNoRows => Ok(()),
                other => Err(other),
            })?;
    }
    Ok(conn)
}

/// Tries of the writer's busy handler that wait [`SHORT_BUSY_WAIT`] before it waits
/// [`LONG_BUSY_WAIT`] per try.
const SHORT_BUSY_TRIES: u32 = 100;
const SHORT_BUSY_WAIT: Duration = Duration::from_micros(100);
const LONG_BUSY_WAIT: Duration = Duration::from_millis(1);

/// How long the generation writer waits before trying the write lock again, after `tries`
/// failed tries; `None` once it has waited [`BUSY_TIMEOUT`] in all (the write then fails as
/// busy, as with the timeout).
///
/// SQLite's own handler (what a busy timeout installs) sleeps 1, 2, 5, 10, 15, 20, 25, 25, 25,
/// 50, 50 and then 100 ms between tries: a writer that finds the lock taken wakes on that
/// schedule, not when the lock is free. Under mixed writes (saves from the pool while
/// generations commit) the writer was seen waiting 33, 54, 79, 104 or 129 ms, the schedule's
/// running sums, for locks held about a millisecond, and each generation in its batch waited
/// with it. This one tries every 0.1 ms for the first 10 ms, then every millisecond.
pub(crate) fn writer_busy_wait(tries: u32) -> Option<Duration> {
    let short = tries.min(SHORT_BUSY_TRIES);
    let waited = SHORT_BUSY_WAIT * short + LONG_BUSY_WAIT * (tries - short);
    if waited >= BUSY_TIMEOUT {
        None
    } else if tries < SHORT_BUSY_TRIES {
        Some(SHORT_BUSY_WAIT)
    } else {
        Some(LONG_BUSY_WAIT)
    }
}

fn writer_busy_handler(tries: i32) -> bool {
    match writer_busy_wait(tries.max(0) as u32) {
        Some(wait) => {
            std::thread::sleep(wait);
            true
        }
        None => false,
    }
}

/// The same busy handler for one of the pool's connections (sqlx offers only the timeout, whose
/// handler oversleeps the same way: under mixed writes a save waited over a second for the
/// generation writer's millisecond commits). Run once per connection, when the pool opens it.
pub(crate) async fn use_short_busy_waits(
    conn: &mut sea_orm::sqlx::SqliteConnection,
) -> std::result::Result<(), sea_orm::sqlx::Error> {
    unsafe extern "C" fn on_busy(
        _: *mut std::ffi::c_void,
        tries: std::ffi::c_int,
    ) -> std::ffi::c_int {
        std::ffi::c_int::from(writer_busy_handler(tries))
    }
    let mut handle = conn.lock_handle().await?;
    // SAFETY: the handle is a live connection held locked by this task for the call; the
    // handler is a plain function that reads no state through its (null) argument, and runs on
    // the connection's own thread, where sleeping is what a busy handler does.
    let code = unsafe {
        libsqlite3_sys::sqlite3_busy_handler(
            handle.as_raw_handle().as_ptr(),
            Some(on_busy),
            std::ptr::null_mut(),
        )
    };
    if code == libsqlite3_sys::SQLITE_OK {
        Ok(())
    } else {
        Err(sea_orm::sqlx::Error::Protocol(format!(
            "could not set SQLite's busy handler (code {code})"
        )))
    }
}

/// Bytes SQLite holds on the C heap in this process, every connection's together: page caches,
/// schemas, prepared statements, lookaside. The pool's and the writer's connections share one
/// SQLite library (`libsqlite3-sys`, linked once), so one counter covers them all.
pub(crate) fn memory_used() -> u64 {
    // SAFETY: reads a counter SQLite keeps under its own mutex; no pointers, no connection.
    let used = unsafe { libsqlite3_sys::sqlite3_memory_used() };
    u64::try_from(used).unwrap_or(0)
}

/// A rusqlite error as the store reports database errors.
pub(crate) fn rusqlite_error(err: rusqlite::Error) -> Error {
    Error::Database(DbErr::Exec(RuntimeErr::Internal(err.to_string())))
}

/// What a backup wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackupReport {
    /// Database pages copied.
    pub pages: u64,
    /// The size of the copy, in bytes.
    pub bytes: u64,
}

/// Pages copied per step of an online backup: small steps let the server's writers in
/// between them.
const BACKUP_PAGES_PER_STEP: std::os::raw::c_int = 256;

/// Copies the SQLite database at `url` to `target` with SQLite's online backup API, while a
/// server may keep reading and writing it (a write between two steps restarts the copy from
/// the changed pages, so the copy is one consistent moment). The copy is written next to
/// `target` and renamed into place once complete and checked (`PRAGMA integrity_check`), so
/// an interrupted backup never leaves a partial file under the name asked for. An existing
/// `target` is never overwritten, and a database file that does not exist is not created.
pub fn backup(url: &str, target: &Path) -> Result<BackupReport> {
    let source_file = pool_options(url)?.get_filename().to_owned();
    if !source_file.is_file() {
        return Err(Error::Config(format!(
            "there is no database at {}",
            source_file.display()
        )));
    }
    if target.exists() {
        return Err(Error::Config(format!(
            "{} already exists: a backup never overwrites a file, choose a new name",
            target.display()
        )));
    }
    let mut partial = target.as_os_str().to_owned();
    partial.push(".partial");
    let partial = std::path::PathBuf::from(partial);
    let copied = (|| {
        let source = open_connection(&source_file)?;
        let mut copy = rusqlite::Connection::open(&partial)?;
        rusqlite::backup::Backup::new(&source, &mut copy)?.run_to_completion(
            BACKUP_PAGES_PER_STEP,
            Duration::from_millis(5),
            None,
        )?;
        let check: String = copy.query_row("PRAGMA integrity_check", [], |row| row.get(0))?;
        if check != "ok" {
            return Err(rusqlite::Error::InvalidQuery);
        }
        let pages: i64 = copy.query_row("PRAGMA page_count", [], |row| row.get(0))?;
        copy.close().map_err(|(_, err)| err)?;
        Ok(u64::try_from(pages).unwrap_or_default())
    })();
    let pages = match copied {
        Ok(pages) => pages,
        Err(err) => {
            let _ = std::fs::remove_file(&partial);
            return Err(rusqlite_error(err));
        }
    };
    let io =
        |err: std::io::Error| Error::Config(format!("cannot write {}: {err}", target.display()));
    std::fs::File::open(&partial)
        .and_then(|f| f.sync_all())
        .map_err(io)?;
    std::fs::rename(&partial, target).map_err(io)?;
    let bytes = std::fs::metadata(target).map_err(io)?.len();
    Ok(BackupReport { pages, bytes })
}

#[cfg(test)]
mod tests {
    use sea_orm::{ConnectionTrait, Statement};

    use super::*;
    use crate::Store;

    /// What each pragma reads back as once set.
    const READ_BACK: [(&str, &str); 4] = [
        ("journal_mode", "wal"),
        ("synchronous", "2"),
        ("foreign_keys", "1"),
        ("wal_autocheckpoint", "0"),
    ];

    /// Both kinds of connection run with every pragma: the pool's and the writer's (whose
    /// busy handler replaces the pool's busy timeout: see the tests below).
    #[tokio::test]
    async fn the_pool_and_the_writer_connect_with_the_same_pragmas() {
        let dir = std::env::temp_dir().join(format!("sp-pragma-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("t.db");
        let store = Store::connect(&format!("sqlite://{}?mode=rwc", file.display()), 2)
            .await
            .unwrap();
        let writer = open_connection(&file).unwrap();
        for (name, expected) in READ_BACK {
            let row = store
                .db
                .query_one_raw(Statement::from_string(
                    store.db.get_database_backend(),
                    format!("PRAGMA {name}"),
                ))
                .await
                .unwrap()
                .unwrap();
            let pooled = row
                .try_get_by_index::<String>(0)
                .or_else(|_| row.try_get_by_index::<i64>(0).map(|n| n.to_string()))
                .unwrap();
            assert_eq!(pooled, expected, "the pool's {name}");
            let own: String = writer
                .query_row(&format!("PRAGMA {name}"), [], |row| {
                    row.get::<_, String>(0)
                        .or_else(|_| row.get::<_, i64>(0).map(|n| n.to_string()))
                })
                .unwrap();
            assert_eq!(own, expected, "the writer's {name}");
        }
        // The pool's connections have the short busy waits, which replace the timeout's
        // handler (SQLite then reads the timeout as 0)…
        let pooled_timeout = store
            .db
            .query_one_raw(Statement::from_string(
                store.db.get_database_backend(),
                "PRAGMA busy_timeout",
            ))
            .await
            .unwrap()
            .unwrap()
            .try_get_by_index::<i64>(0)
            .unwrap();
        assert_eq!(pooled_timeout, 0);
        // … and wait for a write lock the writer's connection holds.
        writer
            .execute_batch(
                "CREATE TABLE held (n INTEGER); BEGIN IMMEDIATE; INSERT INTO held VALUES (0);",
            )
            .unwrap();
        let release = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(30));
            writer.execute_batch("COMMIT").unwrap();
            writer
        });
        store
            .db
            .execute_unprepared("INSERT INTO held VALUES (1)")
            .await
            .expect("the pool's write waited for the lock");
        let writer = release.join().unwrap();
        drop(writer);
        store.close().await.unwrap();
        std::fs::remove_dir_all(dir).ok();
    }

    /// The writer tries again often (never more than a millisecond apart) and gives up after
    /// the same total wait as the pool's busy timeout.
    #[test]
    fn the_writer_retries_often_and_gives_up_after_the_busy_timeout() {
        let mut waited = Duration::ZERO;
        let mut tries = 0;
        while let Some(wait) = writer_busy_wait(tries) {
            assert!(
                wait <= Duration::from_millis(1),
                "try {tries} waits {wait:?}"
            );
            waited += wait;
            tries += 1;
        }
        assert_eq!(waited, BUSY_TIMEOUT);
        assert_eq!(writer_busy_wait(0), Some(Duration::from_micros(100)));
    }

    /// A write lock held by another connection is waited for, not refused as busy.
    #[test]
    fn the_writer_waits_for_a_write_lock_held_elsewhere() {
        let dir = std::env::temp_dir().join(format!("sp-busy-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("t.db");
        let other = open_connection(&file).unwrap();
        other
            .execute_batch("CREATE TABLE t (n INTEGER); BEGIN IMMEDIATE; INSERT INTO t VALUES (1);")
            .unwrap();
        let release = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(30));
            other.execute_batch("COMMIT").unwrap();
        });
        let mut writer = open_connection(&file).unwrap();
        let txn = writer
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .unwrap();
        txn.execute("INSERT INTO t VALUES (2)", []).unwrap();
        txn.commit().unwrap();
        release.join().unwrap();
        let rows: i64 = writer
            .query_row("SELECT count(*) FROM t", [], |row| row.get(0))
            .unwrap();
        assert_eq!(rows, 2);
        std::fs::remove_dir_all(dir).ok();
    }
}
