import { ExternalLink } from 'lucide-react';
import { useParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { absoluteUrl } from '@/lib/absolute-url';
import { errorMessage } from '@/lib/errors';
import { rememberedValuesKey } from '@/lib/prompt-template';
import { useSession } from '@/lib/session';

import { useSharedItem } from '../api/get-shared-item';
import { ShareNotFound } from '../components/share-not-found';
import { SharedPromptCard } from '../components/shared-prompt-card';

/** /embed/:id: a compact view for iframes, with a small link to the full share page. */
export function EmbedRoute() {
  const { id = '' } = useParams();
  const item = useSharedItem(id, 'EmbedPage');
  const session = useSession();

  if (item.isPending) {
    return (
      <div className="grid place-items-center py-10">
        <Spinner />
      </div>
    );
  }
  if (item.isError) {
    return <p role="alert">Could not load this prompt: {errorMessage(item.error)}</p>;
  }
  if (!item.data) return <ShareNotFound compact />;
  const data = item.data;
  const prompts = [...data.prompts, ...data.folders.flatMap((folder) => folder.prompts)];
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="min-w-0 truncate text-base font-semibold">{data.name}</h1>
        <a
          href={absoluteUrl(data.url)}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-xs font-medium text-primary underline-offset-4 hover:underline"
        >
          Open in Superprompt
          <ExternalLink className="size-3" aria-hidden="true" />
        </a>
      </div>
      {prompts.map((prompt, index) => (
        <SharedPromptCard
          key={index}
          prompt={prompt}
          storageKey={rememberedValuesKey(session.user?.id ?? null, `share:${data.id}:e${index}`)}
          compact
        />
      ))}
    </div>
  );
}
