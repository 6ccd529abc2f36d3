import { isApiError } from '@/lib/errors';
import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';
import type { SocketChannel } from '@/lib/graphql-ws-client';

export const CancelPlaygroundColumnsDocument = graphql(`
  mutation CancelPlaygroundColumns($runId: ID!, $positions: [Int!]) {
    cancelPlaygroundColumns(runId: $runId, positions: $positions)
  }
`);

/**
 * Ends columns of a run while it goes (every column without `positions`); they then end as
 * CANCELLED on the run's stream. Sent over the run's own socket: the server keeps a run's
 * cancels on the instance that runs it, where a POST behind a load balancer may not land. A
 * server whose socket runs subscriptions only refuses it there (BAD_REQUEST, before it reaches
 * the run): then it goes by POST /graphql, which reaches the run on a single instance.
 */
export async function cancelPlaygroundColumns(
  channel: SocketChannel | null,
  runId: string,
  positions?: number[],
): Promise<boolean> {
  const variables = { runId, positions: positions ?? null };
  if (channel) {
    try {
      const data = await channel.request(CancelPlaygroundColumnsDocument, variables);
      return data.cancelPlaygroundColumns;
    } catch (error) {
      if (!isApiError(error, 'BAD_REQUEST')) throw error;
    }
  }
  const data = await request(CancelPlaygroundColumnsDocument, variables, {
    feature: 'playground',
    component: 'RunColumns',
  });
  return data.cancelPlaygroundColumns;
}
