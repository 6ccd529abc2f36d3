/**
 * Export CSV: `GET /analytics/export/{file}` with the active tab's filters. The route takes the
 * caller's bearer token (not the cookie), so the file is fetched with the app's auth and handed
 * to the browser as a download, rather than opened as a plain link.
 */
import { getAccessToken } from '@/lib/access-token';
import { ApiError, codeForStatus, NetworkError } from '@/lib/errors';
import { saveBlob } from '@/lib/files';
import type { AnalyticsPeriod } from '@/lib/gql/graphql';
import { newClientId, refreshForReplay } from '@/lib/graphql-client';

import { CHURN_LIMIT } from './get-churn-analytics';

/** Spec point 9's file names. */
export const CSV_FILES = {
  referral: 'enhanced_referral_analytics.csv',
  churn: 'churn_analytics.csv',
  kpis: 'weekly_kpi_analytics.csv',
} as const;

export type AnalyticsTab = keyof typeof CSV_FILES;

/** The route's spelling of a period. */
const PERIOD_PARAM: Record<AnalyticsPeriod, string> = {
  ALL_TIME: 'all',
  LAST_7_DAYS: '7d',
  LAST_30_DAYS: '30d',
  LAST_90_DAYS: '90d',
};

export type ExportRequest =
  | { tab: 'referral'; period: AnalyticsPeriod; code: string | null }
  | { tab: 'churn' }
  | { tab: 'kpis' };

/** The export's URL for a tab and its filters. */
export function exportUrl(req: ExportRequest): string {
  const params = new URLSearchParams();
  if (req.tab === 'referral') {
    params.set('period', PERIOD_PARAM[req.period]);
    if (req.code) params.set('code', req.code);
  } else if (req.tab === 'churn') {
    params.set('limit', String(CHURN_LIMIT));
  }
  const query = params.toString();
  return `/analytics/export/${CSV_FILES[req.tab]}${query ? `?${query}` : ''}`;
}

async function fetchCsv(url: string): Promise<Response> {
  const token = getAccessToken();
  const headers: Record<string, string> = {
    accept: 'text/csv',
    'x-request-source': 'web',
    'x-feature': 'analytics',
    'x-correlation-id': newClientId(),
    'x-component': 'ExportCsvButton',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(url, { method: 'GET', credentials: 'same-origin', headers });
  } catch {
    throw new NetworkError();
  }
}

async function failure(response: Response): Promise<ApiError> {
  let message = `Export failed (${response.status}).`;
  let code: string = codeForStatus(response.status);
  try {
    const body = (await response.json()) as {
      errors?: { message?: string; extensions?: { code?: string } }[];
    };
    const first = body.errors?.[0];
    message = first?.message ?? message;
    code = first?.extensions?.code ?? code;
  } catch {
    // Not JSON: keep the status's message.
  }
  return new ApiError({ message, code, status: response.status });
}

/** Downloads the tab's CSV; refreshes an expired token once. Returns the file name. */
export async function exportCsv(req: ExportRequest): Promise<string> {
  const url = exportUrl(req);
  let response = await fetchCsv(url);
  if (response.status === 401 && (await refreshForReplay())) response = await fetchCsv(url);
  if (!response.ok) throw await failure(response);
  saveBlob(await response.blob(), CSV_FILES[req.tab]);
  return CSV_FILES[req.tab];
}
