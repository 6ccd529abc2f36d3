use sea_orm::entity::prelude::*;

/// One scheduled job's run for one period (the job's interval number since the epoch), claimed
/// by the instance that runs it: the key makes the claim once per period.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "job_runs")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub job: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub period: i64,
    pub instance: String,
    pub started_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
