/**
 * GraphQL Codegen: the server owns the contract (`crates/server/schema.graphql`, generated
 * from the Rust server and committed). We read that SDL file directly, so generating the web
 * types never needs a Rust toolchain. Output is committed in `src/lib/gql/`.
 *
 * `documentMode: 'string'` makes `graphql()` return a `TypedDocumentString`: the query text
 * plus its result/variable types, so the client is a plain `fetch` with no GraphQL runtime.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

/** The same generated types for the web app and the browser extension (`../extension`). */
const output = {
  preset: 'client',
  presetConfig: {
    fragmentMasking: false,
  },
  config: {
    documentMode: 'string',
    useTypeImports: true,
    enumsAsTypes: true,
    strictScalars: true,
    scalars: {
      DateTime: 'string',
      NaiveDate: 'string',
      JSON: 'unknown',
    },
    avoidOptionals: {
      field: true,
      inputValue: false,
      object: false,
      defaultValue: false,
    },
    skipTypename: true,
  },
} as const;

const config: CodegenConfig = {
  schema: '../crates/server/schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    './src/lib/gql/': {
      ...output,
      documents: [
        'src/**/*.{ts,tsx}',
        '!src/lib/gql/**/*',
        '!src/**/__tests__/**',
        '!src/**/*.test.{ts,tsx}',
        '!src/testing/**',
      ],
    },
    '../extension/src/gql/': {
      ...output,
      documents: ['../extension/src/**/*.{ts,tsx}', '!../extension/src/gql/**/*'],
    },
  },
};

export default config;
