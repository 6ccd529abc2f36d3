/** The popup signed out: what Superprompt does, and sign in or sign up in the web app. */
import { APP_PATHS } from '@/ui/open';

const FEATURES = [
  'Enhance your draft in place in ChatGPT, Claude, Gemini and Perplexity.',
  'Save a good prompt to your library with one click.',
  'Insert your saved prompts, with their variables filled in.',
];

export function SignedOut({ open }: { open: (path: string) => void }) {
  return (
    <section className="signed-out" aria-labelledby="signed-out-title">
      <h1 id="signed-out-title" className="signed-out-title">
        Better prompts, right where you chat
      </h1>
      <p className="muted">
        Superprompt turns a rough idea into a clear, detailed prompt for any AI assistant.
      </p>
      <ul className="feature-list">
        {FEATURES.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="stack">
        <button
          type="button"
          className="btn btn-primary btn-block"
          onClick={() => open(APP_PATHS.login)}
        >
          Sign in
        </button>
        <button
          type="button"
          className="btn btn-outline btn-block"
          onClick={() => open(APP_PATHS.signup)}
        >
          Create an account
        </button>
      </div>
      <p className="hint">
        You sign in on the Superprompt website; the extension connects by itself.
      </p>
    </section>
  );
}
