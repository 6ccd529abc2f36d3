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
