import { BookmarkPlus, Eye } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';

import { LoadingScreen } from '@/components/loading-screen';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/errors';
import { formatDate, plural, shareTypeLabel } from '@/lib/format';
import { rememberedValuesKey } from '@/lib/prompt-template';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toasts';

import { useSharedItem, type SharedItem } from '../api/get-shared-item';
import { useSaveSharedItem } from '../api/save-shared-item';
import { ShareNotFound } from '../components/share-not-found';
import { SharedPromptCard } from '../components/shared-prompt-card';

/** /share/:id and /share/:slug/:id: a shared prompt or folder, as text, with Save. */
export function ShareRoute() {
  const { id = '' } = useParams();
  const item = useSharedItem(id);

  if (item.isPending) return <LoadingScreen />;
  if (item.isError) {
    return <Alert variant="error">Could not load this link: {errorMessage(item.error)}</Alert>;
  }
  if (!item.data) return <ShareNotFound />;
  return <SharedItemView item={item.data} />;
}

function SharedItemView({ item }: { item: SharedItem }) {
  const session = useSession();
  // A visitor's values are kept per account (or as a guest), per link and per prompt in it.
  const keyFor = (place: string) =>
    rememberedValuesKey(session.user?.id ?? null, `share:${item.id}:${place}`);
  const count =
    item.prompts.length + item.folders.reduce((sum, folder) => sum + folder.prompts.length, 0);
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          Shared {shareTypeLabel(item.shareType).toLowerCase()}
        </p>
        <h1 id="share-title" className="text-2xl font-semibold tracking-tight break-words">
          {item.name}
        </h1>
        <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
          <span>{plural(count, 'prompt')}</span>
          <span className="inline-flex items-center gap-1">
            <Eye className="size-3.5" aria-hidden="true" />
            {plural(item.viewCount, 'view')}
          </span>
          <span>Shared {formatDate(item.createdAt)}</span>
        </p>
        <SaveToMyLibrary id={item.id} />
      </header>
      {item.prompts.length > 0 ? (
        <div className="grid gap-4">
          {item.prompts.map((prompt, index) => (
            <SharedPromptCard key={index} prompt={prompt} storageKey={keyFor(`${index}`)} />
          ))}
        </div>
      ) : null}
      {item.folders.map((folder, index) => (
        <section key={index} aria-label={folder.name} className="grid gap-3">
          <h2 className="text-lg font-semibold break-words">{folder.name}</h2>
          {folder.prompts.length === 0 ? (
            <p className="text-sm text-muted-foreground">This folder is empty.</p>
          ) : (
            folder.prompts.map((prompt, i) => (
              <SharedPromptCard key={i} prompt={prompt} storageKey={keyFor(`${index}.${i}`)} />
            ))
          )}
        </section>
      ))}
    </div>
  );
}

/** Signed in: copies the item into the library. Signed out: sign in first, then come back. */
function SaveToMyLibrary({ id }: { id: string }) {
  const session = useSession();
  const location = useLocation();
  const save = useSaveSharedItem();

  if (session.status !== 'signedIn') {
    const here = `${location.pathname}${location.search}`;
    return (
      <div>
        <Button asChild size="sm" disabled={session.status === 'loading'}>
          <Link to={paths.auth.signin.getHref(here)}>
            <BookmarkPlus aria-hidden="true" />
            Save to my library
          </Link>
        </Button>
        <p className="mt-1 text-xs text-muted-foreground">Sign in first; you come back here.</p>
      </div>
    );
  }
  return (
    <div className="grid justify-items-start gap-2">
      <Button
        size="sm"
        loading={save.isPending}
        disabled={save.isSuccess}
        onClick={() =>
          save.mutate(id, {
            onSuccess: (saved) =>
              notify.success(`Saved ${plural(saved.length, 'prompt')} to your library`),
          })
        }
      >
        <BookmarkPlus aria-hidden="true" />
        {save.isSuccess ? 'Saved to your library' : 'Save to my library'}
      </Button>
      {save.isSuccess ? (
        <Link
          to={paths.app.library.getHref()}
          className="text-sm text-primary underline-offset-4 hover:underline"
        >
          Open your library
        </Link>
      ) : null}
      {save.isError ? (
        <Alert variant="error">
          {errorMessage(save.error)}
          {isApiError(save.error, 'PLAN_LIMIT') ? (
            <>
              {' '}
              <Link to={paths.app.pricing.getHref()} className="font-medium underline">
                Upgrade
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
    </div>
  );
}
