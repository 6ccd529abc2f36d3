import { graphql } from '@/lib/gql';
import type { SocketChannel } from '@/lib/graphql-ws-client';

export const CancelPlaygroundColumnsDocument = graphql(`
  mutation CancelPlaygroundColumns($runId: ID!, $positions: [Int!]) {
    cancelPlaygroundColumns(runId: $runId, positions: $positions)
  }
`);

/**
 * Ends columns of a run while it goes (every column without `positions`). Sent over the run's
 * own socket: the server keeps a run's cancels on the instance that runs it, so a POST could
 * land on another one. The columns then end as CANCELLED on the run's stream.
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
