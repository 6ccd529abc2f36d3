/** Fields shared by the generation operations (codegen appends them to each document). */
import { graphql } from '@/lib/gql';

export const QuotaFields = graphql(`
  fragment QuotaFields on Quota {
    unlimited
    dailyRemaining
    bonusRemaining
    resetsAt
  }
`);

/** What the enhancement changed in the user's words, piece by piece (`utils/changes.ts`). */
export const PromptChangeFields = graphql(`
  fragment PromptChangeFields on PromptChange {
    kind
    before
    after
    reason
  }
`);

export const GenerationFields = graphql(`
  fragment GenerationFields on Generation {
    id
    generator
    description
    prompt
    improvements
    taskKind
    parameters
    engine
    notice
    contextId
    rating
    createdAt
    changes {
      ...PromptChangeFields
    }
  }
`);

export const GenerationResultFields = graphql(`
  fragment GenerationResultFields on GenerationResult {
    generation {
      ...GenerationFields
    }
    quota {
      ...QuotaFields
    }
  }
`);

/** One event of a streamed or followed generation: more text, start over, or the result. */
export const GenerationEventFields = graphql(`
  fragment GenerationEventFields on GenerationEvent {
    __typename
    ... on GenerationDelta {
      text
    }
    ... on GenerationReset {
      reset
    }
    ... on GenerationResult {
      ...GenerationResultFields
    }
  }
`);
