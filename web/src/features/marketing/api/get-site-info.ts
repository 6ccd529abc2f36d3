/**
 * The operator's details (name, contact address, optional third-party contact form, public
 * URL, the extension's store page), from the server's `[site]` config. Guests may read them. Until the answer arrives (and
 * in the pre-rendered HTML) the build-time defaults from env.ts stand in.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';

import { env } from '@/config/env';
import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

export interface SiteInfo {
  operatorName: string;
  contactEmail: string;
  contactFormUrl: string | null;
  publicUrl: string;
  /** The extension's store page; null: /extension-install explains loading the built one. */
  extensionStoreUrl: string | null;
}

export const SiteInfoQuery = graphql(`
  query SiteInfo {
    siteInfo {
      operatorName
      contactEmail
      contactFormUrl
      publicUrl
      extensionStoreUrl
    }
  }
`);

export const defaultSiteInfo: SiteInfo = {
  operatorName: env.APP_NAME,
  contactEmail: env.SUPPORT_EMAIL,
  contactFormUrl: null,
  publicUrl: env.PUBLIC_URL ?? '',
  extensionStoreUrl: null,
};

export async function getSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  const data = await request(
    SiteInfoQuery,
    {},
    { feature: 'marketing', component: 'SiteInfo', signal, auth: false },
  );
  return data.siteInfo;
}

export function siteInfoQueryOptions() {
  return queryOptions({
    queryKey: ['siteInfo'] as const,
    queryFn: ({ signal }) => getSiteInfo(signal),
    staleTime: Infinity,
    retry: false,
  });
}

/** Always returns usable details: the server's once loaded, else the defaults. */
export function useSiteInfo(): SiteInfo {
  const { data } = useQuery(siteInfoQueryOptions());
  return data ?? defaultSiteInfo;
}
