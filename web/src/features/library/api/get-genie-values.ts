import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

export const GenieValuesDocument = graphql(`
  query GenieValues($text: String!, $contextId: ID!) {
    analyzePrompt(text: $text, contextId: $contextId) {
      contextValues
    }
  }
`);

/**
 * The values a Context Genie gives a prompt's variables, by name (its `name: value` lines that
 * name one). Asked once per pick, so not cached.
 */
export async function getGenieValues(input: {
  text: string;
  contextId: string;
}): Promise<Record<string, unknown>> {
  const data = await request(GenieValuesDocument, input, {
    feature: 'library',
    component: 'VariablesForm',
  });
  const values: unknown = data.analyzePrompt.contextValues;
  return values && typeof values === 'object' && !Array.isArray(values)
    ? (values as Record<string, unknown>)
    : {};
}
