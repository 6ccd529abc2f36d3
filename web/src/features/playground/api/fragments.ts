/**
 * The playground's shared selections: a column (which model, hidden in a blind run until the
 * vote), an answer with its timings, tokens and cost, a stored run, and an estimate.
 */
import { graphql } from '@/lib/gql';

export const PlaygroundColumnFieldsFragment = graphql(`
  fragment PlaygroundColumnFields on PlaygroundColumn {
    position
    label
    modelId
    provider
    model
    family
    variant
  }
`);

export const PlaygroundAnswerFieldsFragment = graphql(`
  fragment PlaygroundAnswerFields on PlaygroundAnswer {
    column {
      ...PlaygroundColumnFields
    }
    state
    text
    error
    firstTokenMs
    totalMs
    inputTokens
    outputTokens
    tokensEstimated
    costUsd
  }
`);

export const PlaygroundRunFieldsFragment = graphql(`
  fragment PlaygroundRunFields on PlaygroundRun {
    id
    prompt
    comparePrompt
    sourcePromptId
    savedPromptId
    blind
    revealed
    costUsd
    vote {
      winner
      tie
    }
    startedAt
    finishedAt
    answers {
      ...PlaygroundAnswerFields
    }
    judgment {
      judgeModel
      winner
      verdicts {
        modelId
        original {
          score
          reason
        }
        enhanced {
          score
          reason
        }
      }
    }
  }
`);

export const PlaygroundEstimateFieldsFragment = graphql(`
  fragment PlaygroundEstimateFields on PlaygroundEstimate {
    costUsd
    pricedModels
    models
    promptTokens
    needsConfirmation
  }
`);
