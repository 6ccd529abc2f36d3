import { graphql } from '@/lib/gql';
import type { SocketChannel } from '@/lib/graphql-ws-client';

export const CancelPlaygroundColumnsDocument = graphql(`
  mutation CancelPlaygroundColumns($runId: ID!, $positions: [Int!]) {
    cancelPlaygroundColumns(runId: $runId, positions: $positions)
  }
`);

/**
 * Ends columns of a run while it goes (every column without `positions`); they then end as
 * CANCELLED on the run's stream. Sent only over the run's own socket: the server keeps a run's
 * cancels on the instance that runs it, where a POST behind a load balancer may not land. A
 * socket that is gone fails as a NetworkError (the caller then leaves the run, which cancels
 * what is still going).
 */
export async function cancelPlaygroundColumns(
  channel: SocketChannel,
  runId: string,
  positions?: number[],
): Promise<boolean> {
  const data = await channel.request(CancelPlaygroundColumnsDocument, {
    runId,
    positions: positions ?? null,
  });
  return data.cancelPlaygroundColumns;
}
