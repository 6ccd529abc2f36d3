/// Why a generation could not be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// The description has nothing to work with (only whitespace or punctuation).
    #[error("Describe the task in a few words first.")]
    EmptyDescription,
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
