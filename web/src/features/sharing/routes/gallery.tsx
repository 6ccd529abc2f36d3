import { Eye, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { formatDate, plural, shareTypeLabel } from '@/lib/format';

import { GALLERY_PAGE_SIZE, usePublicGallery } from '../api/get-public-gallery';

/** /gallery: the PUBLIC share links, newest first, with search and pages. */
export function GalleryRoute() {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setQuery(input);
      setPage(0);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [input]);
  const gallery = usePublicGallery({ query, page });
  const pages = gallery.data ? Math.max(1, Math.ceil(gallery.data.total / GALLERY_PAGE_SIZE)) : 1;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-10 sm:px-6">
      <div className="grid gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">Prompt gallery</h1>
        <p className="text-muted-foreground">Prompts and folders people chose to share publicly.</p>
      </div>
      <div className="relative max-w-md">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search the gallery"
          placeholder="Search the gallery"
          className="pl-9"
          value={input}
          onChange={(event) => setInput(event.target.value)}
        />
      </div>
      {gallery.isError ? (
        <Alert variant="error">Could not load the gallery: {errorMessage(gallery.error)}</Alert>
      ) : gallery.isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : gallery.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {query ? 'Nothing matches your search.' : 'Nothing shared publicly yet.'}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {gallery.data.items.map((item) => (
            <li
              key={item.id}
              className="grid content-start gap-2 rounded-xl border border-border bg-card p-4 shadow-xs"
            >
              <h2 className="font-semibold break-words">
                <Link
                  to={new URL(item.url, window.location.origin).pathname}
                  className="hover:underline"
                >
                  {item.name}
                </Link>
              </h2>
              {item.description ? (
                <p className="line-clamp-3 text-sm break-words text-muted-foreground">
                  {item.description}
                </p>
              ) : null}
              <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                <span>{shareTypeLabel(item.shareType)}</span>
                <span className="inline-flex items-center gap-1">
                  · <Eye className="size-3" aria-hidden="true" /> {plural(item.viewCount, 'view')}
                </span>
                <span>· {formatDate(item.createdAt)}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
      {gallery.data && gallery.data.total > GALLERY_PAGE_SIZE ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={page === 0}
            onClick={() => setPage((p) => p - 1)}
          >
            Previous
          </Button>
          <span className="text-sm text-muted-foreground">
            Page {page + 1} of {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page + 1 >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
