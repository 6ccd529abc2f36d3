import { ArrowRight, Clock } from 'lucide-react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';

import { PageHero } from '../components/section';
import { guideArticles } from '../content/guide';

/** /prompt-engineering-guide: the table of contents. */
export function GuideRoute() {
  usePageMeta({
    title: 'Prompt engineering guide',
    description:
      'A practical, free guide to writing prompts: clarity, roles, structure, examples, reasoning, output formats, and image and video prompts.',
  });
  return (
    <>
      <PageHero
        eyebrow="Free guide"
        title="The prompt engineering guide"
        lead="Eight short, practical lessons on getting better answers from language, image and video models. Read them in order, or jump to what you need."
      />
      <ol className="mx-auto grid max-w-4xl gap-4 px-4 py-16 sm:px-6 md:grid-cols-2">
        {guideArticles.map((article, index) => (
          <li key={article.slug}>
            <Link
              to={paths.guide.article.getHref(article.slug)}
              className="group grid h-full content-start gap-2 rounded-2xl border border-border bg-card p-6 transition-colors hover:border-primary/50"
            >
              <span className="text-sm font-semibold text-primary">Lesson {index + 1}</span>
              <span className="text-lg font-semibold">{article.title}</span>
              <span className="text-sm text-muted-foreground">{article.description}</span>
              <span className="mt-2 flex items-center justify-between text-sm text-muted-foreground">
                <span className="flex items-center gap-1.5">
                  <Clock className="size-3.5" aria-hidden="true" />
                  {article.minutes} min read
                </span>
                <ArrowRight
                  className="size-4 text-primary transition-transform group-hover:translate-x-0.5"
                  aria-hidden="true"
                />
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </>
  );
}
