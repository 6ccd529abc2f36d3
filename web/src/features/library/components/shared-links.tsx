import { Link2 } from 'lucide-react';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { absoluteUrl } from '@/lib/absolute-url';
import { errorMessage } from '@/lib/errors';
import { formatDate, plural, shareTypeLabel } from '@/lib/format';
import { notify } from '@/lib/toasts';

import { useMyShareLinks, type ShareLink } from '../api/get-my-share-links';
import { useRevokeShareLink } from '../api/revoke-share-link';

const ACCESS_LABEL = { PUBLIC: 'Public', LINK_ONLY: 'Link only' } as const;
/** The caller's share links with their views; Revoke makes a link answer "not found". */
export function SharedLinks() {
  const links = useMyShareLinks();
  const [revoking, setRevoking] = useState<ShareLink | null>(null);
  return (
    <Card aria-labelledby="shared-links-title">
      <CardHeader>
        <CardTitle id="shared-links-title" className="flex items-center gap-2">
          <Link2 className="size-4.5 text-muted-foreground" aria-hidden="true" />
          Shared links
        </CardTitle>
        <CardDescription>Links you made to prompts and folders, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {links.isPending ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : links.isError ? (
          <Alert variant="error">Could not load your links: {errorMessage(links.error)}</Alert>
        ) : links.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No shared links yet. Use Share on a prompt or a folder.
          </p>
        ) : (
          <ul className="grid gap-2">
            {links.data.map((link) => (
              <li
                key={link.id}
                aria-label={link.name}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-border px-3 py-2 text-sm"
              >
                <div className="grid min-w-0 flex-1 gap-0.5">
                  {link.revokedAt ? (
                    <span className="truncate font-medium text-muted-foreground line-through">
                      {link.name}
                    </span>
                  ) : (
                    <a
                      href={absoluteUrl(link.url)}
                      target="_blank"
                      rel="noreferrer"
                      className="truncate font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {link.name}
                    </a>
                  )}
                  <span className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
                    <span>{shareTypeLabel(link.shareType)}</span>
                    <span>· {ACCESS_LABEL[link.accessLevel]}</span>
                    <span>· {plural(link.viewCount, 'view')}</span>
                    <span>· created {formatDate(link.createdAt)}</span>
                  </span>
                </div>
                {link.revokedAt ? (
                  <Badge variant="outline">Revoked {formatDate(link.revokedAt)}</Badge>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Revoke ${link.name}`}
                    onClick={() => setRevoking(link)}
                  >
                    Revoke
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {revoking ? <RevokeDialog link={revoking} onClose={() => setRevoking(null)} /> : null}
    </Card>
  );
}

function RevokeDialog({ link, onClose }: { link: ShareLink; onClose: () => void }) {
  const revoke = useRevokeShareLink();
  return (
    <ConfirmDialog
      title={`Revoke “${link.name}”?`}
      description="The link stops working at once, embeds included. Your saved prompts stay as they are."
      confirmLabel="Revoke link"
      pending={revoke.isPending}
      error={revoke.isError ? errorMessage(revoke.error) : null}
      onClose={onClose}
      onConfirm={() =>
        revoke.mutate(link.id, {
          onSuccess: () => {
            notify.success('Link revoked');
            onClose();
          },
        })
      }
    />
  );
}
