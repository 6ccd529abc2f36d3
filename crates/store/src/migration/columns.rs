//! Column and key shapes shared by migrations from `m20261123_000003_billing` on (earlier
//! migrations keep their own copies: a shipped migration is not edited).

use sea_orm_migration::prelude::*;

/// A text primary key (UUIDv7 or a provider's id).
pub(super) fn id(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col)
        .string_len(255)
        .not_null()
        .primary_key()
        .to_owned()
}

/// A reference to a user.
pub(super) fn user_ref(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col).string_len(64).not_null().to_owned()
}

pub(super) fn short(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col).string_len(64).not_null().to_owned()
}

pub(super) fn short_null(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col).string_len(255).null().to_owned()
}

pub(super) fn text_null(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col).text().null().to_owned()
}

pub(super) fn at(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col)
        .timestamp_with_time_zone()
        .not_null()
        .to_owned()
}

pub(super) fn at_null(col: impl IntoIden) -> ColumnDef {
    ColumnDef::new(col)
        .timestamp_with_time_zone()
        .null()
        .to_owned()
}

/// A foreign key that deletes the row with its parent.
pub(super) fn cascade(
    from: (impl IntoIden, impl IntoIden),
    to: (impl IntoIden, impl IntoIden),
) -> ForeignKeyCreateStatement {
    ForeignKey::create()
        .from(from.0, from.1)
        .to(to.0, to.1)
        .on_delete(ForeignKeyAction::Cascade)
        .to_owned()
}
