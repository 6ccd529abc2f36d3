/** The last saved prompts and the last generations, each with Copy. */
import { useEffect, useId, useState, type ReactNode } from 'react';

import { ask, type PromptSummary, type RecentGeneration } from '@/shared/messages';
import { CopyButton } from '@/ui/copy-button';
import { toShownError } from '@/ui/errors';
import { timeAgo } from '@/ui/time';

/** How many saved prompts the popup lists (the library has them all). */
export const SAVED_SHOWN = 5;

type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; items: T[] } | { status: 'error'; message: string };

function useList<T>(
  load: () => Promise<T[]>,
  refreshKey: number,
  onSignedOut: () => void,
): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      (items) => {
        if (current) setState({ status: 'ready', items });
      },
      (error: unknown) => {
        if (!current) return;
        const shown = toShownError(error);
        if (shown.code === 'SIGNED_OUT') onSignedOut();
        else setState({ status: 'error', message: shown.message });
      },
    );
    return () => {
      current = false;
    };
    // `load` and `onSignedOut` are the same work on every render; the keys say when to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshKey, attempt]);

  return [state, () => setAttempt((n) => n + 1)];
}

export function RecentPrompts({
  refreshKey,
  onSignedOut,
  onOpenLibrary,
}: {
  refreshKey: number;
  onSignedOut: () => void;
  onOpenLibrary: () => void;
}) {
  const id = useId();
  const [saved, retrySaved] = useList(
    async () => (await ask('LIST_PROMPTS', {})).slice(0, SAVED_SHOWN),
    0,
    onSignedOut,
  );
  const [generations, retryGenerations] = useList(
    () => ask('RECENT_GENERATIONS', {}),
    refreshKey,
    onSignedOut,
  );

  return (
    <section className="recent" aria-labelledby={`${id}-title`}>
      <div className="section-head">
        <h2 id={`${id}-title`} className="section-title">
          Recent prompts
        </h2>
        <button type="button" className="link" onClick={onOpenLibrary}>
          Open library
        </button>
      </div>

      <h3 id={`${id}-saved`} className="list-title">
        Saved
      </h3>
      <ListBody
        state={saved}
        labelledBy={`${id}-saved`}
        empty="No saved prompts yet. Save one from a chat site or the web app."
        onRetry={retrySaved}
        render={(prompt: PromptSummary) => (
          <Item
            key={prompt.id}
            title={prompt.title}
            text={prompt.text}
            meta={[prompt.folderName, timeAgo(prompt.updatedAt)].filter(Boolean).join(' · ')}
          />
        )}
      />

      <h3 id={`${id}-generations`} className="list-title">
        Generated
      </h3>
      <ListBody
        state={generations}
        labelledBy={`${id}-generations`}
        empty="Nothing generated yet."
        onRetry={retryGenerations}
        render={(generation: RecentGeneration) => (
          <Item
            key={generation.id}
            title={generation.description}
            text={generation.prompt}
            meta={timeAgo(generation.createdAt)}
          />
        )}
      />
    </section>
  );
}

function ListBody<T>({
  state,
  labelledBy,
  empty,
  onRetry,
  render,
}: {
  state: Loaded<T>;
  labelledBy: string;
  empty: string;
  onRetry: () => void;
  render: (item: T) => ReactNode;
}) {
  if (state.status === 'loading') {
    return (
      <p className="hint list-note">
        <span className="spinner" aria-hidden="true" /> Loading…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="alert list-note" role="alert">
        <p>{state.message}</p>
        <button type="button" className="link" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (state.items.length === 0) return <p className="hint list-note">{empty}</p>;
  return (
    <ul className="prompt-list" aria-labelledby={labelledBy}>
      {state.items.map(render)}
    </ul>
  );
}

function Item({ title, text, meta }: { title: string; text: string; meta: string }) {
  return (
    <li className="prompt-item">
      <div className="prompt-item-text">
        <p className="prompt-item-title" title={title}>
          {title}
        </p>
        <p className="prompt-item-preview muted">{text}</p>
        {meta ? <p className="prompt-item-meta hint">{meta}</p> : null}
      </div>
      <CopyButton text={text} description={title} />
    </li>
  );
}
