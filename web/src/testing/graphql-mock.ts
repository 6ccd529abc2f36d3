/**
 * A fake server at the wire level: stubs `fetch` and answers POST /graphql by operation name,
 * the way the real server would (JSON `{ data }` or `{ errors: [{ message, extensions }] }`),
 * and stubs `WebSocket` with a socket that speaks graphql-ws (graphql-transport-ws:
 * connection_init/ack, subscribe, next, complete) and answers subscriptions by operation name
 * too. Tests see exactly what the app sent: headers, and a socket's `connection_init` payload.
 */
import { vi } from 'vitest';

import type { SessionUser } from '@/lib/auth-events';
import type {
  AchievementUnlockFieldsFragment,
  CheckoutSessionFieldsFragment,
  GenerationFieldsFragment,
  PlanName,
  PlanOfferFieldsFragment,
  QuotaFieldsFragment,
  UserAchievementFieldsFragment,
  UserContextFieldsFragment,
} from '@/lib/gql/graphql';

export interface GraphQLCall {
  operationName: string;
  variables: Record<string, unknown>;
  /** HTTP headers (none for a subscription: see `connectionParams`). */
  headers: Record<string, string>;
  /** A subscription's `connection_init` payload (where the access token goes). */
  connectionParams?: Record<string, unknown> | undefined;
}

type GraphQLErrorReply = { message: string; extensions?: Record<string, unknown> }[];

/** One `next` payload of a subscription. */
export type SubscriptionEvent = { data: unknown } | { errors: GraphQLErrorReply };

export type GraphQLReply =
  | { data: unknown }
  | { errors: GraphQLErrorReply; status?: number }
  /**
   * For a subscription: its `next` payloads, in order; then `complete`, or with `drop` the
   * server's side of the socket goes away instead (close code 1006, or the one given).
   */
  | { events: SubscriptionEvent[]; drop?: true | number }
  /** For a subscription: nothing, until the client leaves. */
  | { pending: true }
  /** For a subscription: events the test sends when it wants (`liveSubscription`). */
  | { live: LiveSubscription };

/**
 * A subscription the test drives: `push` sends a `next` to every client subscribed with it,
 * `complete` ends it. `started` resolves once a client has subscribed; `completedByClient`
 * says whether a client left (sent `complete`).
 */
export interface LiveSubscription {
  push: (event: SubscriptionEvent) => void;
  complete: () => void;
  started: () => Promise<void>;
  readonly completedByClient: boolean;
  /** @internal the fake socket's side */
  attach: (sink: {
    next: (event: SubscriptionEvent) => void;
    complete: () => void;
    isOpen: () => boolean;
  }) => void;
  /** @internal */
  clientLeft: () => void;
}

export function liveSubscription(): LiveSubscription {
  const sinks: Parameters<LiveSubscription['attach']>[0][] = [];
  let wake: (() => void) | null = null;
  const startedPromise = new Promise<void>((resolve) => (wake = resolve));
  let left = false;
  return {
    push: (event) => sinks.filter((s) => s.isOpen()).forEach((s) => s.next(event)),
    complete: () => sinks.filter((s) => s.isOpen()).forEach((s) => s.complete()),
    started: () => startedPromise,
    get completedByClient() {
      return left;
    },
    attach: (sink) => {
      sinks.push(sink);
      wake?.();
    },
    clientLeft: () => {
      left = true;
    },
  };
}

/** The generation subscription is answered by the handler of this name. */
export const STREAM_OPERATION = 'StreamGeneration';

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

/** What one fake socket saw. */
export interface SocketRecord {
  url: string;
  protocol: string | undefined;
  /** The client's messages, parsed, in order. */
  sent: { type: string; id?: string; payload?: unknown }[];
  /** The client closed it. */
  closed: boolean;
  /** The server's side went away (`drop`). */
  dropped: boolean;
}

export interface MockOptions {
  /** `unavailable`: every socket fails before it opens (a proxy without websockets). */
  sockets?: 'open' | 'unavailable';
}

function operationOf(query: string): string | undefined {
  return /\b(?:query|mutation|subscription)\s+(\w+)/.exec(query)?.[1];
}

export function mockGraphQL(handlers: Record<string, Handler>, options: MockOptions = {}) {
  const calls: GraphQLCall[] = [];
  const sockets: SocketRecord[] = [];
  const handle = (call: GraphQLCall) => {
    calls.push(call);
    const handler = handlers[call.operationName];
    if (!handler) {
      throw new Error(`mockGraphQL: no handler for ${call.operationName}`);
    }
    return handler(call.variables, call);
  };

  const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(init?.body as string) as {
      operationName: string;
      variables?: Record<string, unknown>;
    };
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [
        k.toLowerCase(),
        v,
      ]),
    );
    const reply = await handle({
      operationName: body.operationName,
      variables: body.variables ?? {},
      headers,
    });
    if ('events' in reply || 'pending' in reply || 'live' in reply) {
      throw new Error(`mockGraphQL: ${body.operationName} is not a subscription`);
    }
    const status = 'errors' in reply ? (reply.status ?? 200) : 200;
    const payload = 'errors' in reply ? { errors: reply.errors, data: null } : reply;
    return new Response(JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });

  type Listener = ((event: unknown) => void) | null;

  class FakeSocket {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    readyState = FakeSocket.CONNECTING;
    readonly protocol: string;
    onopen: Listener = null;
    onmessage: Listener = null;
    onclose: Listener = null;
    onerror: Listener = null;
    private readonly record: SocketRecord;
    private params: Record<string, unknown> = {};
    private readonly completed = new Set<string>();
    private readonly live = new Map<string, LiveSubscription>();

    constructor(url: string | URL, protocols?: string | string[]) {
      const protocol = Array.isArray(protocols) ? protocols[0] : protocols;
      this.protocol = protocol ?? '';
      this.record = { url: url.toString(), protocol, sent: [], closed: false, dropped: false };
      sockets.push(this.record);
      setTimeout(() => {
        if (options.sockets === 'unavailable') {
          this.readyState = FakeSocket.CLOSED;
          this.onerror?.(new Event('error'));
          this.onclose?.({ code: 1006, reason: '', wasClean: false });
          return;
        }
        this.readyState = FakeSocket.OPEN;
        this.onopen?.(new Event('open'));
      });
    }

    send(data: string) {
      const message = JSON.parse(data) as SocketRecord['sent'][number];
      this.record.sent.push(message);
      setTimeout(() => void this.receive(message));
    }

    close(code = 1000, reason = '') {
      if (this.readyState === FakeSocket.CLOSED) return;
      this.readyState = FakeSocket.CLOSED;
      this.record.closed = true;
      setTimeout(() => this.onclose?.({ code, reason, wasClean: true }));
    }

    /** The server's side goes away: no `complete`, the client sees the socket close. */
    private drop(code: number) {
      if (this.readyState === FakeSocket.CLOSED) return;
      this.readyState = FakeSocket.CLOSED;
      this.record.dropped = true;
      setTimeout(() => this.onclose?.({ code, reason: '', wasClean: code !== 1006 }));
    }

    private reply(message: Record<string, unknown>) {
      if (this.readyState !== FakeSocket.OPEN) return;
      this.onmessage?.({ data: JSON.stringify(message) });
    }

    private async receive(message: SocketRecord['sent'][number]) {
      if (message.type === 'connection_init') {
        this.params = (message.payload ?? {}) as Record<string, unknown>;
        this.reply({ type: 'connection_ack' });
      } else if (message.type === 'complete' && message.id) {
        this.completed.add(message.id);
        this.live.get(message.id)?.clientLeft();
      } else if (message.type === 'subscribe' && message.id) {
        const id = message.id;
        const payload = message.payload as {
          query: string;
          variables?: Record<string, unknown>;
          operationName?: string;
        };
        const reply = await handle({
          operationName: payload.operationName ?? operationOf(payload.query) ?? '',
          variables: payload.variables ?? {},
          headers: {},
          connectionParams: this.params,
        });
        if ('pending' in reply) return;
        if ('live' in reply) {
          this.live.set(id, reply.live);
          reply.live.attach({
            next: (event) => this.reply({ id, type: 'next', payload: event }),
            complete: () => {
              this.completed.add(id);
              this.reply({ id, type: 'complete' });
            },
            isOpen: () => !this.completed.has(id) && this.readyState === FakeSocket.OPEN,
          });
          return;
        }
        const events: SubscriptionEvent[] =
          'events' in reply
            ? reply.events
            : 'errors' in reply
              ? [{ errors: reply.errors }]
              : [reply];
        for (const event of events) {
          if (this.completed.has(id)) return;
          this.reply({ id, type: 'next', payload: event });
        }
        if ('drop' in reply && reply.drop !== undefined) {
          this.drop(reply.drop === true ? 1006 : reply.drop);
          return;
        }
        this.reply({ id, type: 'complete' });
      }
    }
  }

  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('WebSocket', FakeSocket);
  return {
    calls,
    fetchMock,
    sockets,
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
    hasPassword: true,
    loginType: 'EMAIL_PASSWORD',
    groups: [],
    isStaff: false,
    equippedTitle: null,
    referralCodeInternal: 'ADA23456',
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
    changes: null,
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

export function makeAchievement(
  overrides: Partial<UserAchievementFieldsFragment> = {},
): UserAchievementFieldsFragment {
  return {
    achievementId: 'first_prompt',
    name: 'First Spark',
    description: 'Generate your first Super Prompt.',
    category: 'BRONZE',
    progress: 0,
    target: 1,
    unlocked: false,
    unlockedAt: null,
    lastUpdated: null,
    title: 'Spark Starter',
    ...overrides,
  };
}

export function makeUnlock(
  overrides: Partial<AchievementUnlockFieldsFragment> = {},
): AchievementUnlockFieldsFragment {
  return {
    achievementId: 'first_prompt',
    name: 'First Spark',
    category: 'BRONZE',
    title: 'Spark Starter',
    unlockedAt: '2026-03-01T10:00:00Z',
    isRead: false,
    ...overrides,
  };
}

/** One answer of `loadUserAchievements` (a single page unless `nextToken` says otherwise). */
export function achievementsReply({
  achievements = [makeAchievement()],
  newUnlocks = [],
  nextToken = null,
  asOf = '2026-03-01T12:00:00Z',
}: {
  achievements?: UserAchievementFieldsFragment[];
  newUnlocks?: AchievementUnlockFieldsFragment[];
  nextToken?: string | null;
  asOf?: string;
} = {}): GraphQLReply {
  return {
    data: {
      loadUserAchievements: {
        achievements,
        newUnlocks,
        pagination: { nextToken, total: achievements.length, asOf },
      },
    },
  };
}

export function referralStatsReply(
  overrides: Partial<{ code: string; link: string; signups: number; paidConversions: number }> = {},
): GraphQLReply {
  return {
    data: {
      referralStats: {
        code: 'ADA23456',
        link: 'http://127.0.0.1:8080/?ref=ADA23456',
        signups: 0,
        paidConversions: 0,
        ...overrides,
      },
    },
  };
}

/**
 * What the signed-in frame loads on every page: the achievements (for the bell), and the
 * prompt checks of any text on it (no findings).
 */
export function layoutHandlers(): Record<string, Handler> {
  return {
    LoadUserAchievements: () => achievementsReply(),
    // The prompt checks under the dashboard's, the playground's and the library's texts.
    PromptChecks: (variables) => ({
      data: {
        analyzePrompt: {
          lint: [],
          estimatedTokens: Math.ceil(Array.from(String(variables.text)).length / 4),
          models: [],
        },
      },
    }),
  };
}

/** Handlers for everything the dashboard loads, for tests that only pass through it. */
export function dashboardHandlers(me = makeMe()): Record<string, Handler> {
  return {
    ...layoutHandlers(),
    ReferralStats: () => referralStatsReply(),
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

/** A `GenerationDelta` of the generation subscription. */
export function deltaEvent(text: string): SubscriptionEvent {
  return { data: { streamGeneration: { __typename: 'GenerationDelta', text } } };
}

/** A `GenerationReset` of the generation subscription. */
export function resetEvent(): SubscriptionEvent {
  return { data: { streamGeneration: { __typename: 'GenerationReset', reset: true } } };
}

/** The `GenerationResult` that ends the generation subscription. */
export function resultEvent(
  generation: GenerationFieldsFragment,
  quota: QuotaFieldsFragment = makeQuota(),
): SubscriptionEvent {
  return { data: { streamGeneration: { __typename: 'GenerationResult', generation, quota } } };
}

/** The same events as `followGeneration` sends them (it shares the `GenerationEvent` union). */
export function asFollowEvent(event: SubscriptionEvent): SubscriptionEvent {
  if (!('data' in event)) return event;
  const { streamGeneration } = event.data as { streamGeneration: unknown };
  return { data: { followGeneration: streamGeneration } };
}

/** A successful streamed generation: the prompt in two pieces, then the result. */
export function streamedResult(
  generation: GenerationFieldsFragment,
  quota: QuotaFieldsFragment = makeQuota(),
): GraphQLReply {
  const half = Math.ceil(generation.prompt.length / 2);
  return {
    events: [
      deltaEvent(generation.prompt.slice(0, half)),
      deltaEvent(generation.prompt.slice(half)),
      resultEvent(generation, quota),
    ],
  };
}

/** A streamed generation refused or failed: a GraphQL error with its code and extensions. */
export function streamedError(
  code: string,
  message: string,
  extensions: Record<string, unknown> = {},
): GraphQLReply {
  return { events: [{ errors: [{ message, extensions: { code, ...extensions } }] }] };
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
