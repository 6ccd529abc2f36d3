/**
 * The password policy (spec point 5): at least 8 characters with a lowercase letter, an
 * uppercase letter, a number and a symbol. The messages are the server's own, word for word, so
 * a rule reads the same whether the browser or the server catches it.
 */

export type PasswordRuleId = 'length' | 'lowercase' | 'uppercase' | 'number' | 'symbol';

export interface PasswordRule {
  id: PasswordRuleId;
  /** Shown while the rule fails (also the server's message). */
  message: string;
  /** Shown once the rule is met. */
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    message: 'Password must be at least 8 characters long',
    label: 'At least 8 characters',
    test: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'lowercase',
    message: 'Password must contain a lowercase letter',
    label: 'Contains a lowercase letter',
    test: (p) => /\p{Ll}/u.test(p),
  },
  {
    id: 'uppercase',
    message: 'Password must contain an uppercase letter',
    label: 'Contains an uppercase letter',
    test: (p) => /\p{Lu}/u.test(p),
  },
  {
    id: 'number',
    message: 'Password must contain a number',
    label: 'Contains a number',
    test: (p) => /\p{Nd}/u.test(p),
  },
  {
    id: 'symbol',
    message: 'Password must contain a symbol',
    label: 'Contains a symbol',
    // Anything that is not a letter, a digit or white space: !, @, #, _, €, …
    test: (p) => /[^\p{L}\p{N}\s]/u.test(p),
  },
];

export interface PasswordRuleResult {
  rule: PasswordRule;
  met: boolean;
}

export function checkPassword(password: string): PasswordRuleResult[] {
  return PASSWORD_RULES.map((rule) => ({ rule, met: rule.test(password) }));
}

/** The messages of every rule the password breaks, in policy order. */
export function passwordProblems(password: string): string[] {
  return checkPassword(password)
    .filter((result) => !result.met)
    .map((result) => result.rule.message);
}

export function isPasswordValid(password: string): boolean {
  return passwordProblems(password).length === 0;
}
