import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import type { PlanName } from '@/lib/gql/graphql';
import { gqlError, makePlanLimits, mockGraphQL, planLimitsReply } from '@/testing/graphql-mock';
import { createTestQueryClient } from '@/testing/render';

import { useSavedPromptLimit } from '../get-saved-prompt-limit';

function renderLimit(plan: PlanName) {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(({ plan: current }) => useSavedPromptLimit(current), {
    wrapper,
    initialProps: { plan },
  });
}

describe('useSavedPromptLimit', () => {
  it('is undefined until the server answers, then the plan’s allowance from planLimits', async () => {
    const server = mockGraphQL({ LibraryPlanLimits: planLimitsReply });
    const { result, rerender } = renderLimit('FREE');
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe(15));

    // Paid plans keep any number: null. One request serves every plan.
    rerender({ plan: 'ANNUAL_PRO' });
    expect(result.current).toBeNull();
    expect(server.callsTo('LibraryPlanLimits')).toHaveLength(1);
    expect(server.callsTo('LibraryPlanLimits')[0]?.headers['x-feature']).toBe('library');
  });

  it('follows the server, whatever number it serves', async () => {
    mockGraphQL({
      LibraryPlanLimits: () => ({
        data: {
          planLimits: makePlanLimits().map((entry) =>
            entry.plan === 'FREE' ? { ...entry, savedPrompts: 25 } : entry,
          ),
        },
      }),
    });
    const { result } = renderLimit('FREE');
    await waitFor(() => expect(result.current).toBe(25));
  });

  it('stays undefined when the server cannot answer', async () => {
    const server = mockGraphQL({ LibraryPlanLimits: () => gqlError('INTERNAL', 'Down') });
    const { result } = renderLimit('FREE');
    await waitFor(() => expect(server.callsTo('LibraryPlanLimits')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBeUndefined();
  });
});
