//! Bulk inserts for imports and rebuilds: many rows of one entity per statement. The statement's
//! text is made once per shape (table, columns, rows per statement), so each database prepares
//! it once and reuses it, and the values are bound as the active models hold them: no query
//! builder runs per row. Each row must set the same columns (the first row's are used).

use std::collections::HashMap;

use sea_orm::{
    ActiveModelTrait, ActiveValue, ConnectionTrait, DbBackend, EntityName, EntityTrait, Iterable,
    Statement, Value,
};

use crate::{Error, Result};

/// A table's indexes set aside for a bulk load: the statements that make them again.
#[must_use = "the indexes are gone until `restore` runs"]
pub(crate) struct SetAside {
    statements: Vec<String>,
}

impl SetAside {
    /// On SQLite, when `incoming` rows are at least as many as `entity`'s table holds, drops
    /// the table's indexes made by CREATE INDEX, so that the load writes only the table and the
    /// indexes behind its PRIMARY KEY and UNIQUE columns (those stay: `ON CONFLICT` and the
    /// foreign keys need them). [`SetAside::restore`] then builds each index once from its
    /// sorted keys, which costs far less than growing it a row at a time in random key order
    /// (PostgreSQL's docs on populating a database give the same advice). It all happens inside
    /// the caller's transaction: a failure or a crash leaves the indexes as they were.
    ///
    /// On PostgreSQL nothing is set aside: DROP INDEX takes an ACCESS EXCLUSIVE lock on the
    /// table until the commit, which would stop every other reader of it (sign-ins, for the
    /// users table) for the whole load, while SQLite's readers keep reading their snapshot.
    pub(crate) async fn for_load<E: EntityName, C: ConnectionTrait>(
        conn: &C,
        entity: E,
        incoming: usize,
    ) -> Result<Self> {
        let table = entity.table_name();
        let mut statements = Vec::new();
        if conn.get_database_backend() != DbBackend::Sqlite || incoming == 0 {
            return Ok(Self { statements });
        }
        let count = conn
            .query_one_raw(Statement::from_string(
                DbBackend::Sqlite,
                format!(
                    "SELECT COUNT(*) AS n FROM {}",
                    quote(DbBackend::Sqlite, table)
                ),
            ))
            .await?
            .map(|row| row.try_get::<i64>("", "n"))
            .transpose()?
            .unwrap_or(0);
        if usize::try_from(count).unwrap_or(usize::MAX) > incoming {
            return Ok(Self { statements });
        }
        let indexes = conn
            .query_all_raw(Statement::from_sql_and_values(
                DbBackend::Sqlite,
                "SELECT name, sql FROM sqlite_master \
                 WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL ORDER BY name",
                [Value::from(table)],
            ))
            .await?;
        for row in indexes {
            let name: String = row.try_get("", "name")?;
            statements.push(row.try_get("", "sql")?);
            conn.execute_unprepared(&format!("DROP INDEX {}", quote(DbBackend::Sqlite, &name)))
                .await?;
        }
        Ok(Self { statements })
    }

    /// Makes the indexes set aside again, as they were declared.
    pub(crate) async fn restore<C: ConnectionTrait>(self, conn: &C) -> Result<()> {
        for sql in &self.statements {
            conn.execute_unprepared(sql).await?;
        }
        Ok(())
    }
}

/// Bound values per statement: under SQLite's limit (32,766) and PostgreSQL's (65,535).
const MAX_VALUES: usize = 32_000;

/// Inserts `rows`; with `skip_conflicts_on`, a row whose value in that column exists already is
/// left out (`ON CONFLICT (column) DO NOTHING`), as the importer's "records already present are
/// kept" wants. Rows are taken from `rows` a statement's worth at a time, so a caller that makes
/// them as they are taken never holds more than one statement's rows, and each statement is
/// made while the database runs the one before it (on SQLite, sqlx runs it on the connection's
/// own thread), so the two overlap.
pub(crate) async fn insert_rows<A, C>(
    conn: &C,
    rows: impl IntoIterator<Item = A>,
    skip_conflicts_on: Option<<A::Entity as EntityTrait>::Column>,
) -> Result<()>
where
    A: ActiveModelTrait,
    C: ConnectionTrait,
{
    let mut rows = rows.into_iter().peekable();
    let Some(first) = rows.peek() else {
        return Ok(());
    };
    let mut shape = Shape::of(first, conn.get_database_backend(), skip_conflicts_on);
    let mut next = shape.statement(&mut rows)?;
    while let Some(statement) = next {
        let (done, following) = futures::future::join(conn.execute_raw(statement), async {
            shape.statement(&mut rows)
        })
        .await;
        done?;
        next = following?;
    }
    Ok(())
}

/// What every statement of one bulk insert shares.
struct Shape<A: ActiveModelTrait> {
    backend: DbBackend,
    table: String,
    columns: Vec<<A::Entity as EntityTrait>::Column>,
    names: Vec<String>,
    conflict: Option<String>,
    per_statement: usize,
    /// One text per chunk size: every full chunk shares one, the last chunk has its own.
    texts: HashMap<usize, String>,
}

impl<A: ActiveModelTrait> Shape<A> {
    /// The shape of rows that set the columns `first` sets.
    fn of(
        first: &A,
        backend: DbBackend,
        skip_conflicts_on: Option<<A::Entity as EntityTrait>::Column>,
    ) -> Self {
        let columns: Vec<_> = <A::Entity as EntityTrait>::Column::iter()
            .filter(|c| !matches!(first.get(*c), ActiveValue::NotSet))
            .collect();
        let names = columns
            .iter()
            .map(|c| quote(backend, sea_orm::IdenStatic::as_str(c)))
            .collect();
        let conflict = skip_conflicts_on.map(|c| {
            format!(
                " ON CONFLICT ({}) DO NOTHING",
                quote(backend, sea_orm::IdenStatic::as_str(&c))
            )
        });
        Self {
            backend,
            table: <A::Entity as Default>::default().table_name().to_owned(),
            per_statement: (MAX_VALUES / columns.len().max(1)).max(1),
            columns,
            names,
            conflict,
            texts: HashMap::new(),
        }
    }

    /// The statement that inserts the next rows, or None when none are left.
    fn statement(&mut self, rows: &mut impl Iterator<Item = A>) -> Result<Option<Statement>> {
        let mut count = 0;
        let mut values: Vec<Value> = Vec::with_capacity(self.per_statement * self.columns.len());
        for mut row in rows.by_ref().take(self.per_statement) {
            count += 1;
            for column in &self.columns {
                match row.take(*column) {
                    ActiveValue::Set(v) | ActiveValue::Unchanged(v) => values.push(v),
                    ActiveValue::NotSet => {
                        return Err(Error::Database(sea_orm::DbErr::Custom(format!(
                            "bulk insert into {}: a row leaves {} unset",
                            self.table,
                            sea_orm::IdenStatic::as_str(column)
                        ))));
                    }
                }
            }
        }
        if count == 0 {
            return Ok(None);
        }
        let sql = self.texts.entry(count).or_insert_with(|| {
            format!(
                "INSERT INTO {} ({}) VALUES {}{}",
                quote(self.backend, &self.table),
                self.names.join(", "),
                placeholders(self.backend, count, self.columns.len()),
                self.conflict.as_deref().unwrap_or("")
            )
        });
        Ok(Some(Statement::from_sql_and_values(
            self.backend,
            sql.as_str(),
            values,
        )))
    }
}

fn quote(backend: DbBackend, name: &str) -> String {
    match backend {
        DbBackend::MySql => format!("`{name}`"),
        _ => format!("\"{name}\""),
    }
}

/// `(?, ?), (?, ?)` for SQLite, `($1, $2), ($3, $4)` for PostgreSQL.
fn placeholders(backend: DbBackend, rows: usize, width: usize) -> String {
    let mut out = String::with_capacity(rows * width * 5);
    for r in 0..rows {
        if r > 0 {
            out.push_str(", ");
        }
        out.push('(');
        for c in 0..width {
            if c > 0 {
                out.push_str(", ");
            }
            match backend {
                DbBackend::Postgres => {
                    out.push('$');
                    out.push_str(&(r * width + c + 1).to_string());
                }
                _ => out.push('?'),
            }
        }
        out.push(')');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_follow_each_databases_spelling() {
        assert_eq!(placeholders(DbBackend::Sqlite, 2, 2), "(?, ?), (?, ?)");
        assert_eq!(
            placeholders(DbBackend::Postgres, 2, 3),
            "($1, $2, $3), ($4, $5, $6)"
        );
    }
}
