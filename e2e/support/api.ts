/**
 * Sets up accounts through the public GraphQL API (the same calls the web app makes), so tests
 * that are not about sign-up start from a ready user in a second instead of a dozen clicks.
 */
import type { APIRequestContext } from '@playwright/test';

import { readCodeFromOutbox } from './mail';

interface GraphQLResult<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  accessToken?: string,
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: {
      'content-type': 'application/json',
      'x-request-source': 'e2e',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
  });
  const body = (await response.json()) as GraphQLResult<T>;
  if (body.errors?.length) {
    const first = body.errors[0];
    throw new Error(`GraphQL error ${first?.extensions?.code ?? ''}: ${first?.message ?? ''}`);
  }
  if (!body.data) throw new Error(`GraphQL request failed with HTTP ${response.status()}`);
  return body.data;
}

export interface TestUser {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  /** "Given Family", as the server builds `name`. */
  name: string;
}

export const STRONG_PASSWORD = 'Sup3r-Prompt!';

export function uniqueEmail(prefix = 'u'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function newTestUser(givenName = 'Ada', familyName = 'Lovelace'): TestUser {
  return {
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    givenName,
    familyName,
    name: `${givenName} ${familyName}`,
  };
}

/**
 * Signs up, confirms the email with the mailed code and (by default) answers onboarding. A
 * server other than the shared one (`request` pointing at it) names its data directory, where
 * the code is mailed.
 */
export async function createUser(
  request: APIRequestContext,
  {
    onboard = true,
    user = newTestUser(),
    serverDataDir,
  }: { onboard?: boolean; user?: TestUser; serverDataDir?: string } = {},
): Promise<TestUser> {
  await gql(request, `mutation ($input: SignUpInput!) { signUp(input: $input) { email } }`, {
    input: {
      email: user.email,
      password: user.password,
      givenName: user.givenName,
      familyName: user.familyName,
    },
  });
  const code = await readCodeFromOutbox(user.email, 'verification', { serverDataDir });
  const verified = await gql<{ verifyEmail: { accessToken: string } }>(
    request,
    `mutation ($email: String!, $code: String!) { verifyEmail(email: $email, code: $code) { accessToken } }`,
    { email: user.email, code },
  );
  if (onboard) {
    await gql(
      request,
      `mutation ($q: OnboardingQuestionsInput!) { createUserRecord(onboarding_questions: $q) { onboarded } }`,
      {
        q: {
          profession: 'Software engineer',
          source: 'Google search',
          onboardingDate: new Date().toISOString().slice(0, 10),
          subscribeToPromptingCourse: false,
        },
      },
      verified.verifyEmail.accessToken,
    );
  }
  return user;
}

/** Signs in through the API and returns an access token (for setting up state quickly). */
export async function accessTokenFor(request: APIRequestContext, user: TestUser): Promise<string> {
  const data = await gql<{ signIn: { accessToken: string } }>(
    request,
    `mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { accessToken } }`,
    { email: user.email, password: user.password },
  );
  return data.signIn.accessToken;
}

/** Spends `count` of the user's Free generations with the fast Primer tier. */
export async function spendGenerations(
  request: APIRequestContext,
  accessToken: string,
  count: number,
): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await gql(
      request,
      `mutation ($d: String!) { generatePromptPrimer(description: $d) { generation { id } } }`,
      { d: `Write a short haiku about autumn, number ${i + 1}` },
      accessToken,
    );
  }
}

/**
 * Moves the user to Monthly Pro through the server's local (test-mode) checkout, as the
 * pricing page does: createCheckoutSession, then confirmLocalCheckout.
 */
export async function upgradeToPro(request: APIRequestContext, user: TestUser): Promise<void> {
  const token = await accessTokenFor(request, user);
  const checkout = await gql<{ createCheckoutSession: { id: string } }>(
    request,
    `mutation { createCheckoutSession(planType: PRO, billingCycle: MONTHLY) { id } }`,
    {},
    token,
  );
  await gql(
    request,
    `mutation ($id: ID!) { confirmLocalCheckout(id: $id) { planName } }`,
    { id: checkout.createCheckoutSession.id },
    token,
  );
}
