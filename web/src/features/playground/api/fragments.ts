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
