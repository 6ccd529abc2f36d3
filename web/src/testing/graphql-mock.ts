/**
 * A fake server at the wire level: stubs `fetch` and answers POST /graphql by operation name,
 * the way the real server would (JSON `{ data }` or `{ errors: [{ message, extensions }] }`).
 * Tests see exactly what the app sent, headers included.
 */
import { vi } from 'vitest';

import type { SessionUser } from '@/lib/auth-events';
import type {
  CheckoutSessionFieldsFragment,
  GenerationFieldsFragment,
  PlanName,
  PlanOfferFieldsFragment,
  QuotaFieldsFragment,
  UserContextFieldsFragment,
} from '@/lib/gql/graphql';

export interface GraphQLCall {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}

export type GraphQLReply =
  | { data: unknown }
  | { errors: { message: string; extensions?: Record<string, unknown> }[]; status?: number }
  /** For the event-stream endpoint: server-sent events, in order. */
  | { events: { event: string; data: unknown }[] };

/** The generation event stream (POST /api/generate/stream) is answered by this handler name. */
export const STREAM_OPERATION = 'GenerateStream';

function sseResponse(events: { event: string; data: unknown }[]): Response {
  const text = events
    .map(({ event, data }) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
    .join('');
  return new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

type Handler = (
  variables: Record<string, unknown>,
  call: GraphQLCall,
) => GraphQLReply | Promise<GraphQLReply>;

export function gqlError(
  code: string,
  message: string,
  extensions: Record<string, unknown> = {},
): GraphQLReply {
  return { errors: [{ message, extensions: { code, ...extensions } }] };
}

export function mockGraphQL(handlers: Record<string, Handler>) {
  const calls: GraphQLCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    const isStream = url.endsWith('/api/generate/stream');
    const parsed = JSON.parse(init?.body as string) as Record<string, unknown>;
    // The event stream takes the variables as its whole body.
    const body = isStream
      ? { operationName: STREAM_OPERATION, variables: parsed }
      : (parsed as { operationName: string; variables?: Record<string, unknown> });
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [
        k.toLowerCase(),
        v,
      ]),
    );
    const call: GraphQLCall = {
      operationName: body.operationName,
      variables: body.variables ?? {},
      headers,
    };
    calls.push(call);
    const handler = handlers[body.operationName];
    if (!handler) {
      throw new Error(`mockGraphQL: no handler for ${body.operationName}`);
    }
    const reply = await handler(call.variables, call);
    if ('events' in reply) return sseResponse(reply.events);
    const status = 'errors' in reply ? (reply.status ?? 200) : 200;
    const payload = 'errors' in reply ? { errors: reply.errors, data: null } : reply;
    return new Response(JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (operationName: string) => calls.filter((c) => c.operationName === operationName),
  };
}

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u_1',
    userId: 'u_1',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    givenName: 'Ada',
    familyName: 'Lovelace',
    profilePhoto: null,
    emailVerified: true,
    loginType: 'EMAIL_PASSWORD',
    groups: [],
    isStaff: false,
    onboarded: true,
    planName: 'FREE',
    subscriptionStatus: null,
    priceCents: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    dailyPromptLimit: 1,
    bonusPrompts: 7,
    promptLimitResetTime: null,
    creationDateTime: '2026-01-15T10:00:00Z',
    usage: { aiAmplifier: 0, primer: 0, mastermind: 0, imagePrompt: 0, veo3: 0, jsonPrompting: 0 },
    ...overrides,
  };
}

export function sessionReply(user: SessionUser | null): GraphQLReply {
  if (!user) return gqlError('UNAUTHENTICATED', 'You are not signed in.');
  return {
    data: {
      refreshSession: { accessToken: 'access-token-1', expiresAt: '2030-01-01T00:00:00Z', user },
    },
  };
}

export function makeQuota(overrides: Partial<QuotaFieldsFragment> = {}): QuotaFieldsFragment {
  return { unlimited: false, dailyRemaining: 1, bonusRemaining: 7, resetsAt: null, ...overrides };
}

/** The dashboard's `me`: the session fields plus quota and onboarding answers. */
export function makeMe(
  overrides: Partial<SessionUser> = {},
  extra: { quota?: Partial<QuotaFieldsFragment>; profession?: string | null } = {},
) {
  const profession = extra.profession === undefined ? 'Software engineer' : extra.profession;
  return {
    ...makeUser(overrides),
    quota: makeQuota(extra.quota),
    onboardingQuestions: profession === null ? null : { profession },
  };
}

let generationCounter = 0;

export function makeGeneration(
  overrides: Partial<GenerationFieldsFragment> = {},
): GenerationFieldsFragment {
  generationCounter += 1;
  return {
    id: `g_${generationCounter}`,
    generator: 'AI_AMPLIFIER',
    description: 'Write an email to my landlord',
    prompt: 'You are an experienced writer.\n\nTask: Write an email to my landlord.',
    improvements: ['Added an expert role', 'Specified the output format'],
    taskKind: 'email',
    parameters: null,
    engine: 'offline',
    notice: null,
    contextId: null,
    rating: null,
    createdAt: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}

export function makeContext(
  overrides: Partial<UserContextFieldsFragment> = {},
): UserContextFieldsFragment {
  return {
    id: 'c_1',
    name: 'My bakery',
    content: 'I run a small bakery in Lyon.',
    isActive: false,
    createdAt: '2026-03-01T10:00:00Z',
    updatedAt: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}

/** Handlers for everything the dashboard loads, for tests that only pass through it. */
export function dashboardHandlers(me = makeMe()): Record<string, Handler> {
  return {
    Me: () => ({ data: { me } }),
    Generations: () => ({ data: { generations: [] } }),
    UserContexts: () => ({ data: { userContexts: [] } }),
    ContextGeniePlanLimits: planLimitsReply,
  };
}

/** One entry of `planLimits`, every field (the schema's `PlanLimits`; null is unlimited). */
export interface PlanLimitsEntry {
  plan: PlanName;
  dailyPrompts: number | null;
  bonusPrompts: number;
  savedPrompts: number | null;
  accessibleFolders: number | null;
  contextGenies: number | null;
}

/** The plans' limits as the server serves them (`planLimits`): Free's from the spec, paid none. */
export function makePlanLimits(): PlanLimitsEntry[] {
  const unlimited = {
    dailyPrompts: null,
    bonusPrompts: 0,
    savedPrompts: null,
    accessibleFolders: null,
    contextGenies: null,
  };
  return [
    {
      plan: 'FREE',
      dailyPrompts: 1,
      bonusPrompts: 7,
      savedPrompts: 15,
      accessibleFolders: 3,
      contextGenies: 2,
    },
    { plan: 'PRO', ...unlimited },
    { plan: 'ANNUAL_PRO', ...unlimited },
    { plan: 'THREE_DAY_PASS', ...unlimited },
  ];
}

/** Answers any feature's `planLimits` query (each asks for the fields it needs). */
export function planLimitsReply(): GraphQLReply {
  return { data: { planLimits: makePlanLimits() } };
}

/** The events of a successful streamed generation: the prompt in two pieces, then the result. */
export function streamedResult(
  generation: GenerationFieldsFragment,
  quota: QuotaFieldsFragment = makeQuota(),
): GraphQLReply {
  const half = Math.ceil(generation.prompt.length / 2);
  return {
    events: [
      { event: 'delta', data: { text: generation.prompt.slice(0, half) } },
      { event: 'delta', data: { text: generation.prompt.slice(half) } },
      { event: 'result', data: { generation, quota } },
    ],
  };
}

/** A stream's `error` event: the code and message, with any other extensions beside them. */
export function streamedError(
  code: string,
  message: string,
  extensions: Record<string, unknown> = {},
): GraphQLReply {
  return { events: [{ event: 'error', data: { code, message, ...extensions } }] };
}

const PAID_FEATURES = [
  'Unlimited Super Prompt generations',
  'Image prompts, Veo 3 and Sora 2 video prompts',
  'Unlimited Context Genies',
];

/** The plan catalogue as the server sends it (`plans`), in display order. */
export function makePlans(): PlanOfferFieldsFragment[] {
  return [
    {
      id: 'FREE',
      name: 'Free',
      priceCents: 0,
      currency: 'usd',
      interval: 'MONTH',
      monthlyPriceCents: 0,
      badge: null,
      features: ['1 Super Prompt generation a day, plus 7 bonus generations', '2 Context Genies'],
    },
    {
      id: 'PRO',
      name: 'Pro',
      priceCents: 999,
      currency: 'usd',
      interval: 'MONTH',
      monthlyPriceCents: 999,
      badge: null,
      features: PAID_FEATURES,
    },
    {
      id: 'ANNUAL_PRO',
      name: 'Annual Pro',
      priceCents: 9999,
      currency: 'usd',
      interval: 'YEAR',
      monthlyPriceCents: 833,
      badge: 'Get 2 MONTHS FREE',
      features: PAID_FEATURES,
    },
    {
      id: 'THREE_DAY_PASS',
      name: '3-Day Pass',
      priceCents: 499,
      currency: 'usd',
      interval: 'ONCE',
      monthlyPriceCents: 499,
      badge: 'No subscription',
      features: ['Every Pro feature for 3 days', 'Paid once, never renews'],
    },
  ];
}

/** The catalogue, on a server in test mode (what `make run` serves). */
export function plansReply(): GraphQLReply {
  return plansReplyIn('TEST');
}

/** The catalogue, on a server in the given billing mode. */
export function plansReplyIn(billingMode: 'TEST' | 'STRIPE' | 'OFF'): GraphQLReply {
  return { data: { plans: makePlans(), billingMode } };
}

export function makeCheckout(
  overrides: Partial<CheckoutSessionFieldsFragment> = {},
): CheckoutSessionFieldsFragment {
  const id = overrides.id ?? 'ck_1';
  return {
    id,
    planName: 'PRO',
    status: 'open',
    url: `http://127.0.0.1:8080/checkout/${id}`,
    testMode: true,
    createdAt: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}
