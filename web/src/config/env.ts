/**
 * Build-time configuration, read once from `import.meta.env` and checked with zod so a bad value
 * fails loudly at start-up instead of deep inside a component. Everything has a default: the
 * app is served by the Rust server from the same origin and needs no configuration.
 */
import { z } from 'zod';

const EnvSchema = z.object({
  APP_NAME: z.string().min(1).default('Superprompt'),
  GRAPHQL_ENDPOINT: z.string().min(1).default('/graphql'),
  /** Server-sent events for generations (the prompt as it is written); see the dashboard. */
  GENERATE_STREAM_ENDPOINT: z.string().min(1).default('/api/generate/stream'),
  /** "false" makes the dashboard use the GraphQL mutations instead of the event stream. */
  STREAM_GENERATION: z.stringbool().default(true),
  GOOGLE_START_PATH: z.string().startsWith('/').default('/auth/google/start'),
  CHROME_EXTENSION_URL: z.url().default('https://chromewebstore.google.com/search/Superprompt'),
  SUPPORT_EMAIL: z.email().default('support@superprompt.local'),
});

export type Env = z.infer<typeof EnvSchema>;

function readEnv(): Env {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(import.meta.env)) {
    if (key.startsWith('VITE_') && value !== '') raw[key.slice('VITE_'.length)] = value;
  }
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid VITE_* configuration:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

export const env = readEnv();
