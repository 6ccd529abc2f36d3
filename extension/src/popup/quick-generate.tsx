/** Quick generate: a task and a tier in, an improved prompt out (not streamed), with Copy. */
import { useId, useState, type FormEvent } from 'react';

import { ask } from '@/shared/messages';
import { TIER_LABELS, TIERS, type Tier } from '@/shared/settings';
import { CopyButton } from '@/ui/copy-button';
import { toShownError, type ShownError } from '@/ui/errors';

type GenerateState =
  | { status: 'idle' }
  | { status: 'generating' }
  | { status: 'done'; prompt: string }
  | { status: 'error'; error: ShownError };

export function QuickGenerate({
  defaultTier,
  onGenerated,
  onSignedOut,
  onSeePlans,
}: {
  defaultTier: Tier;
  onGenerated: () => void;
  onSignedOut: () => void;
  onSeePlans: () => void;
}) {
  const id = useId();
  const [description, setDescription] = useState('');
  const [tier, setTier] = useState<Tier>(defaultTier);
  const [state, setState] = useState<GenerateState>({ status: 'idle' });
  const [emptyError, setEmptyError] = useState(false);
  const generating = state.status === 'generating';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (generating) return;
    if (!description.trim()) {
      setEmptyError(true);
      return;
    }
    setEmptyError(false);
    setState({ status: 'generating' });
    try {
      const { prompt } = await ask('GENERATE', { description: description.trim(), tier });
      setState({ status: 'done', prompt });
      onGenerated();
    } catch (error) {
      const shown = toShownError(error);
      if (shown.code === 'SIGNED_OUT') {
        onSignedOut();
        return;
      }
      setState({ status: 'error', error: shown });
    }
  };

  const taskId = `${id}-task`;
  const taskErrorId = `${id}-task-error`;
  return (
    <section className="quick-generate" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        Quick generate
      </h2>
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label className="label" htmlFor={taskId}>
            Your task
          </label>
          <textarea
            id={taskId}
            className="textarea"
            rows={3}
            placeholder="e.g. Write a follow-up email to a client who hasn't replied"
            value={description}
            onChange={(event) => {
              setDescription(event.target.value);
              if (event.target.value.trim()) setEmptyError(false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
                event.currentTarget.form?.requestSubmit();
              }
            }}
            aria-invalid={emptyError || undefined}
            aria-describedby={emptyError ? taskErrorId : undefined}
          />
          {emptyError ? (
            <p id={taskErrorId} className="field-error">
              Describe the task first.
            </p>
          ) : null}
        </div>
        <div className="generate-row">
          <div className="field generate-tier">
            <label className="label" htmlFor={`${id}-tier`}>
              Tier
            </label>
            <select
              id={`${id}-tier`}
              className="select"
              value={tier}
              onChange={(event) => setTier(event.target.value as Tier)}
            >
              {TIERS.map((value) => (
                <option key={value} value={value}>
                  {TIER_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-primary" disabled={generating}>
            {generating ? (
              <>
                <span className="spinner" aria-hidden="true" /> Generating…
              </>
            ) : (
              'Generate'
            )}
          </button>
        </div>
      </form>
      <div aria-live="polite" className="generate-outcome">
        {generating ? <p className="sr-only">Generating your prompt…</p> : null}
        {state.status === 'done' ? (
          <div className="result card" role="group" aria-labelledby={`${id}-result`}>
            <div className="result-head">
              <h3 id={`${id}-result`} className="result-title">
                Your prompt
              </h3>
              <CopyButton text={state.prompt} description="your prompt" />
            </div>
            <p className="result-text" tabIndex={0}>
              {state.prompt}
            </p>
          </div>
        ) : null}
      </div>
      {state.status === 'error' ? (
        <div className="alert stack" role="alert">
          <p>{state.error.message}</p>
          {state.error.code === 'PLAN_LIMIT' ? (
            <button type="button" className="btn btn-primary btn-sm" onClick={onSeePlans}>
              See plans
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
