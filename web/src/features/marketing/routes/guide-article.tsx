import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';

import { Prose } from '../components/prose';
import { loadGuideArticle, type GuideArticle } from '../content/guide';

/** Unknown slugs go to the guide's table of contents. */
export async function guideArticleLoader({ params }: LoaderFunctionArgs): Promise<GuideArticle> {
  const article = await loadGuideArticle(params.slug ?? '');
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router throws redirects
  if (!article) throw redirect(paths.guide.root.getHref());
  return article;
}

/** One guide article; its HTML was rendered from Markdown at build time (our own content). */
export function GuideArticleRoute() {
  const { meta, html, headings, previous, next } = useLoaderData<GuideArticle>();
  usePageMeta({ title: meta.title, description: meta.description, type: 'article' });

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_16rem]">
      <article className="min-w-0">
        <nav aria-label="Breadcrumb" className="mb-6 text-sm text-muted-foreground">
          <Link
            to={paths.guide.root.getHref()}
            className="rounded hover:text-foreground hover:underline"
          >
            Prompt engineering guide
          </Link>
          <span aria-hidden="true"> / </span>
          <span aria-current="page">{meta.title}</span>
        </nav>
        <header className="mb-8 grid gap-3">
          <h1 className="text-4xl font-bold tracking-tight text-balance">{meta.title}</h1>
          <p className="text-lg text-muted-foreground">{meta.description}</p>
          <p className="text-sm text-muted-foreground">{meta.minutes} min read</p>
        </header>
        <Prose dangerouslySetInnerHTML={{ __html: html }} />
        <nav
          aria-label="More lessons"
          className="mt-12 grid gap-4 border-t border-border pt-8 sm:grid-cols-2"
        >
          {previous ? (
            <Link
              to={paths.guide.article.getHref(previous.slug)}
              className="grid gap-1 rounded-xl border border-border p-4 hover:border-primary/50"
            >
              <span className="flex items-center gap-1 text-sm text-muted-foreground">
                <ArrowLeft className="size-3.5" aria-hidden="true" /> Previous
              </span>
              <span className="font-semibold">{previous.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link
              to={paths.guide.article.getHref(next.slug)}
              className="grid gap-1 rounded-xl border border-border p-4 text-right hover:border-primary/50"
            >
              <span className="flex items-center justify-end gap-1 text-sm text-muted-foreground">
                Next <ArrowRight className="size-3.5" aria-hidden="true" />
              </span>
              <span className="font-semibold">{next.title}</span>
            </Link>
          ) : null}
        </nav>
      </article>
      <aside className="hidden lg:block">
        <div className="sticky top-24 grid gap-6">
          {headings.length > 0 ? (
            <nav aria-label="On this page" className="grid gap-2 text-sm">
              <p className="font-semibold">On this page</p>
              <ul className="grid gap-1.5">
                {headings
                  .filter((heading) => heading.depth === 2)
                  .map((heading) => (
                    <li key={heading.id}>
                      <a
                        href={`#${heading.id}`}
                        className="rounded text-muted-foreground hover:text-foreground"
                      >
                        {heading.text}
                      </a>
                    </li>
                  ))}
              </ul>
            </nav>
          ) : null}
          <div className="grid gap-3 rounded-2xl border border-border bg-muted/50 p-5">
            <p className="font-semibold">Skip the typing</p>
            <p className="text-sm text-muted-foreground">
              Superprompt applies these lessons for you: type a line, get a Super Prompt.
            </p>
            <Button asChild size="sm">
              <Link to={paths.auth.signup.getHref()}>Try it free</Link>
            </Button>
          </div>
        </div>
      </aside>
    </div>
  );
}
