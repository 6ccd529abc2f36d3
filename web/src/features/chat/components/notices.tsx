import { ServerCog } from 'lucide-react';

/**
 * The server has no AI model for the chat: the assistant only improves what the user types,
 * with the built-in engine. Says so plainly, and where an operator reads how to add one.
 */
export function NoModelNotice() {
  return (
    <section
      aria-labelledby="chat-no-model-title"
      className="flex gap-3 rounded-xl border border-border bg-muted/50 px-4 py-3 text-sm"
    >
      <ServerCog className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid gap-1">
        <h2 id="chat-no-model-title" className="font-semibold">
          No AI model is set up
        </h2>
        <p className="leading-relaxed">
          This server has no AI model for the assistant, so it only improves the prompts you type,
          with the built-in engine.
        </p>
        <p className="text-muted-foreground">
          Operators: add a chat model as described in “The assistant chat” in{' '}
          <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs text-foreground">
            docs/configuration.md
          </code>
          .
        </p>
      </div>
    </section>
  );
}
