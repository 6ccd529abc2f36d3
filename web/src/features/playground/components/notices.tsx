import { Lock, ServerCog } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** A plan without testing: the server's message, which names the plans that include it. */
export function UpgradeNotice({ message }: { message: string }) {
  return (
    <section
      aria-labelledby="playground-upgrade-title"
      className="flex flex-col gap-4 rounded-xl border border-primary/30 bg-accent px-5 py-5 text-accent-foreground sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <Lock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id="playground-upgrade-title" className="font-semibold">
            Testing is part of the paid plans
          </h2>
          <p className="text-sm leading-relaxed">{message}</p>
        </div>
      </div>
      <Button asChild className="self-start sm:self-center">
        <Link to={paths.app.pricing.getHref()}>See plans</Link>
      </Button>
    </section>
  );
}

export const TOML_EXAMPLE = `[[llm.providers]]
name = "openai"
kind = "openai"
api_key = "sk-…"
test_models = ["gpt-4o-mini", "gpt-4o"]

[[llm.providers]]
name = "anthropic"
kind = "anthropic"
api_key = "sk-ant-…"
test_models = ["claude-haiku-4-5"]`;

/** The server has no models to test on: what the operator adds, with an example. */
export function NoModelsNotice() {
  return (
    <section
      aria-labelledby="playground-no-models-title"
      className="grid gap-4 rounded-xl border border-border bg-card px-5 py-5 shadow-sm"
    >
      <div className="flex gap-3">
        <ServerCog className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id="playground-no-models-title" className="font-semibold">
            No models are set up for testing yet
          </h2>
          <p className="text-sm leading-relaxed text-muted-foreground">
            This server has no AI models to test prompts on. The operator adds them in{' '}
            <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs text-foreground">
              superprompt.toml
            </code>{' '}
            under{' '}
            <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs text-foreground">
              [[llm.providers]]
            </code>
            , listing the models to offer in{' '}
            <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs text-foreground">
              test_models
            </code>
            , then restarts the server. For example:
          </p>
        </div>
      </div>
      <pre
        tabIndex={0}
        aria-label="Example configuration"
        className="overflow-x-auto rounded-lg border border-border bg-muted/50 p-4 font-mono text-xs leading-relaxed"
      >
        <code>{TOML_EXAMPLE}</code>
      </pre>
    </section>
  );
}
