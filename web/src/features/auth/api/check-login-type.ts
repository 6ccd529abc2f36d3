import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

export const CheckLoginTypeQuery = graphql(`
  query CheckLoginType($email: String!) {
    checkLoginType(email: $email) {
      loginType
      canResetPassword
    }
  }
`);

/** How `email` signs in: asked after a refused password, to point Google users to Google. */
export async function checkLoginType(email: string) {
  const data = await request(
    CheckLoginTypeQuery,
    { email },
    { feature: 'auth', component: 'SignInForm' },
  );
  return data.checkLoginType;
}

/**
 * The message for a refused password when the account signs in with Google and has no
 * password, else null (the server's "wrong email or password" stands).
 */
export async function otherSignInMethod(email: string): Promise<string | null> {
  try {
    const { loginType, canResetPassword } = await checkLoginType(email);
    // Google is the one other sign-in this app offers (the schema names others it never issues).
    if (canResetPassword || loginType !== 'GOOGLE_SSO') return null;
    return 'This account signs in with Google, not a password. Use "Continue with Google" above.';
  } catch {
    return null;
  }
}
