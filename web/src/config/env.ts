/**
 * Build-time configuration, read once from `import.meta.env` and checked with zod so a bad value
 * fails loudly at start-up instead of deep inside a component. Everything has a default: the
 * app is served by the Rust server from the same origin and needs no configuration.
 */
// Checked by hand rather than with zod: this runs on every page's first load, and zod would
// double the JavaScript the landing page needs. The forms, loaded later, use zod.

export interface Env {
  APP_NAME: string;
  GRAPHQL_ENDPOINT: string;
  /** GraphQL subscriptions over graphql-ws (the prompt as it is written); a same-origin path. */
  GRAPHQL_WS_ENDPOINT: string;
  /** "false" makes the dashboard use the GraphQL mutations instead of the subscription. */
  STREAM_GENERATION: boolean;
  GOOGLE_START_PATH: string;
  SUPPORT_EMAIL: string;
  /**
   * The public origin (e.g. https://prompts.example.com), for canonical and Open Graph URLs in
   * the pre-rendered pages. Unset: the browser's origin is used once the page runs.
   */
  PUBLIC_URL: string | undefined;
  /** The landing page's demo video (any URL the browser can play); unset: the bundled one. */
  DEMO_VIDEO_URL: string;
}

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reads VITE_* values (without the prefix) over the defaults; lists every bad value. */
export function parseEnv(raw: Record<string, unknown>): Env {
  const problems: string[] = [];
  const text = (key: keyof Env, fallback: string, check?: (v: string) => string | null) => {
    const value = raw[key];
    if (value === undefined || value === '') return fallback;
    if (typeof value !== 'string') {
      problems.push(`${key}: expected text`);
      return fallback;
    }
    const problem = check?.(value);
    if (problem) problems.push(`${key}: ${problem}`);
    return value;
  };
  const url = (v: string) => (isUrl(v) ? null : 'expected an http(s) URL');
  const streamValue = text('STREAM_GENERATION', 'true', (v) =>
    /^(true|false|1|0|yes|no|on|off)$/i.test(v) ? null : 'expected true or false',
  );
  const publicUrl = text('PUBLIC_URL', '', (v) => url(v));
  const env: Env = {
    APP_NAME: text('APP_NAME', 'Superprompt'),
    GRAPHQL_ENDPOINT: text('GRAPHQL_ENDPOINT', '/graphql'),
    GRAPHQL_WS_ENDPOINT: text('GRAPHQL_WS_ENDPOINT', '/graphql/ws', (v) =>
      v.startsWith('/') ? null : 'expected a path starting with /',
    ),
    STREAM_GENERATION: /^(true|1|yes|on)$/i.test(streamValue),
    GOOGLE_START_PATH: text('GOOGLE_START_PATH', '/auth/google/start', (v) =>
      v.startsWith('/') ? null : 'expected a path starting with /',
    ),
    SUPPORT_EMAIL: text('SUPPORT_EMAIL', 'support@superprompt.local', (v) =>
      EMAIL.test(v) ? null : 'expected an email address',
    ),
    PUBLIC_URL: publicUrl ? publicUrl.replace(/\/+$/, '') : undefined,
    DEMO_VIDEO_URL: text('DEMO_VIDEO_URL', '/media/demo.webm'),
  };
  if (problems.length > 0) {
    throw new Error(`Invalid VITE_* configuration:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
  return env;
}

function readEnv(): Env {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(import.meta.env)) {
    if (key.startsWith('VITE_') && value !== '') raw[key.slice('VITE_'.length)] = value;
  }
  return parseEnv(raw);
}

export const env = readEnv();
