import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { mockGraphQL, planLimitsReply } from '@/testing/graphql-mock';
import { createTestQueryClient } from '@/testing/render';

import { useContextGenieLimit } from '../get-context-genie-limit';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

describe('useContextGenieLimit', () => {
  it('gives the plan’s allowance from planLimits: a number for Free, null for paid plans', async () => {
    mockGraphQL({ ContextGeniePlanLimits: planLimitsReply });
    const free = renderHook(() => useContextGenieLimit('FREE'), { wrapper });
    const pass = renderHook(() => useContextGenieLimit('THREE_DAY_PASS'), { wrapper });
    expect(free.result.current).toBeUndefined();
    await waitFor(() => expect(free.result.current).toBe(2));
    await waitFor(() => expect(pass.result.current).toBeNull());
  });

  it('asks nothing while disabled', async () => {
    const server = mockGraphQL({ ContextGeniePlanLimits: planLimitsReply });
    const { result } = renderHook(() => useContextGenieLimit('FREE', { enabled: false }), {
      wrapper,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBeUndefined();
    expect(server.callsTo('ContextGeniePlanLimits')).toHaveLength(0);
  });
});
