import { X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import type { GeneratorKind, PlanName } from '@/lib/gql/graphql';
import { newClientId } from '@/lib/graphql-client';
import { cn } from '@/lib/utils';

import { useUserContexts } from '../api/get-user-contexts';
import type { Generation, GenerationRequest } from '../api/run-generator';
import { useGeneration } from '../hooks/use-generation';

import { ContextGeniesCard } from './context-genies-card';
import { GenerationPanel } from './generation-panel';
import type { WorkspaceMode } from './mode-toggle';
import { PromptComposer, type PromptComposerHandle } from './prompt-composer';
import { RecentPrompts } from './recent-prompts';
import { ResultCard } from './result-card';

/**
 * The dashboard's main screen: compose, generate (or compare two tiers), read the result,
 * reopen history, manage Context Genies. Remounted (fresh state) by the new-prompt shortcut.
 * `sidebar` goes under the Context Genies (the app adds other features' cards there).
 */
export function PromptWorkspace({
  planName,
  profession,
  sidebar,
}: {
  planName: PlanName;
  profession: string | null | undefined;
  sidebar?: ReactNode;
}) {
  const isFree = planName === 'FREE';
  const [mode, setMode] = useState<WorkspaceMode>('generate');
  const [viewing, setViewing] = useState<Generation | null>(null);
  const contexts = useUserContexts();
  const primary = useGeneration();
  const secondary = useGeneration();
  const composerRef = useRef<PromptComposerHandle>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const historyHeadingRef = useRef<HTMLHeadingElement>(null);
  const running = primary.isRunning || secondary.isRunning;
  // Comparing results get the full width: two prompts side by side need the room.
  const comparing =
    !viewing && mode === 'compare' && primary.status !== 'idle' && secondary.status !== 'idle';

  // On small screens the result area is below the fold: bring the loading card into view.
  const revealResults = () => resultsRef.current?.scrollIntoView({ block: 'nearest' });

  const onGenerate = useCallback(
    (request: GenerationRequest) => {
      setViewing(null);
      revealResults();
      secondary.reset();
      void primary.generate(request);
    },
    [primary, secondary],
  );

  const onCompare = useCallback(
    (first: GenerationRequest, second: GenerationRequest) => {
      setViewing(null);
      revealResults();
      // One id for both halves: the server counts the comparison once (achievements).
      const comparisonId = newClientId();
      void primary.generate({ ...first, comparisonId });
      void secondary.generate({ ...second, comparisonId });
    },
    [primary, secondary],
  );

  // A result's offer of the generator made for its task (an image asked of a text tier): the
  // composer switches to it with the same description and generates. A plan without that
  // generator gets the server's PLAN_LIMIT answer, shown with the way to upgrade.
  const onUseGenerator = useCallback((generator: GeneratorKind, description: string) => {
    setMode('generate');
    composerRef.current?.generateWith(generator, description);
  }, []);

  const onModeChange = (next: WorkspaceMode) => {
    setMode(next);
    if (!running) {
      primary.reset();
      secondary.reset();
    }
  };

  const onSelectHistory = (generation: Generation) => {
    setViewing(generation);
    resultsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  useEffect(() => {
    if (viewing) historyHeadingRef.current?.focus({ preventScroll: true });
  }, [viewing]);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="min-w-0 lg:col-start-1">
        <PromptComposer
          ref={composerRef}
          mode={mode}
          onModeChange={onModeChange}
          isFree={isFree}
          profession={profession}
          contexts={contexts.data}
          running={running}
          onGenerate={onGenerate}
          onCompare={onCompare}
        />
      </div>

      <section
        ref={resultsRef}
        aria-labelledby="results-title"
        className={cn(
          'grid min-w-0 scroll-mt-24 gap-3',
          comparing ? 'lg:col-span-2' : 'lg:col-start-1',
        )}
      >
        <h2 id="results-title" className="sr-only">
          Result
        </h2>
        {viewing ? (
          <ResultCard
            key={viewing.id}
            generation={viewing}
            eyebrow="From your history"
            headingRef={historyHeadingRef}
            isFree={isFree}
            onUseGenerator={onUseGenerator}
            actions={
              <Button variant="ghost" size="sm" onClick={() => setViewing(null)}>
                <X aria-hidden="true" />
                Close
              </Button>
            }
          />
        ) : comparing ? (
          <div className="grid gap-4 md:grid-cols-2 md:items-start">
            <GenerationPanel
              generation={primary}
              eyebrow="First model"
              compact
              isFree={isFree}
              onUseGenerator={onUseGenerator}
              onRetry={() => primary.request && void primary.generate(primary.request)}
            />
            <GenerationPanel
              generation={secondary}
              eyebrow="Second model"
              compact
              focusOnSuccess={false}
              isFree={isFree}
              onUseGenerator={onUseGenerator}
              onRetry={() => secondary.request && void secondary.generate(secondary.request)}
            />
          </div>
        ) : (
          <GenerationPanel
            generation={primary}
            isFree={isFree}
            onUseGenerator={onUseGenerator}
            onRetry={() => primary.request && void primary.generate(primary.request)}
          />
        )}
      </section>

      <div className="min-w-0 lg:col-start-1">
        <RecentPrompts selectedId={viewing?.id ?? null} onSelect={onSelectHistory} />
      </div>

      {/* Beside the composer, results and history; comparing results take the full width. */}
      <div
        className={cn(
          'grid min-w-0 content-start gap-6 lg:col-start-2 lg:row-start-1',
          !comparing && 'lg:row-span-3',
        )}
      >
        <aside aria-label="Context Genies" className="grid min-w-0 gap-6">
          <ContextGeniesCard isFree={isFree} />
        </aside>
        {sidebar}
      </div>
    </div>
  );
}
