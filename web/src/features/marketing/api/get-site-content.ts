/**
 * What the landing page may claim about this deployment, from the server (`siteContent`): its
 * figures (this instance's own counts once they mean something, or the operator's
 * `[site.figures]`) and the operator's reviews (`[[site.reviews]]`). Nothing of it is in the
 * build: the pre-rendered page shows none of it, and the islands that do (stats, reviews, the
 * rating lines) render nothing until the answer is in, and nothing when it is empty.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { SiteContentQuery as SiteContentResult } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

export type SiteContent = SiteContentResult['siteContent'];
export type SiteFigures = SiteContent['figures'];
export type SiteRating = NonNullable<SiteFigures['rating']>;
export type SiteReview = SiteContent['reviews'][number];

export const SiteContentQuery = graphql(`
  query SiteContent {
    siteContent {
      figures {
        people
        promptsWritten
        savedPrompts
        rating {
          average
          count
        }
      }
      reviews {
        name
        role
        text
        rating
      }
    }
  }
`);

export async function getSiteContent(signal?: AbortSignal): Promise<SiteContent> {
  const data = await request(
    SiteContentQuery,
    {},
    { feature: 'marketing', component: 'SiteContent', signal, auth: false },
  );
  return data.siteContent;
}

export function siteContentQueryOptions() {
  return queryOptions({
    queryKey: ['siteContent'] as const,
    queryFn: ({ signal }) => getSiteContent(signal),
    // The server counts at most once a minute; a page view needs one answer.
    staleTime: 60_000,
    retry: false,
  });
}

/** The server's answer, or undefined until it is in (and when it failed: then claim nothing). */
export function useSiteContent(): SiteContent | undefined {
  return useQuery(siteContentQueryOptions()).data;
}

/** Whether any figure is there to show. */
export function hasFigures(figures: SiteFigures): boolean {
  return (
    figures.people !== null ||
    figures.promptsWritten !== null ||
    figures.savedPrompts !== null ||
    figures.rating !== null
  );
}
