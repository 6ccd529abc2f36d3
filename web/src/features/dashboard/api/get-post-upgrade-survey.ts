import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';
import { retryDelay, shouldRetry } from '@/lib/retry';
import { meQueryKey } from '@/lib/session';

export const PostUpgradeSurveyStateDocument = graphql(`
  query PostUpgradeSurveyState {
    me {
      id
      showPostUpgradeSurvey
    }
  }
`);

/** Under the `me` keys, so every change to the user (`useUserChanged`) reloads it. */
export const postUpgradeSurveyQueryKey = [...meQueryKey, 'postUpgradeSurvey'] as const;

export interface PostUpgradeSurveyState {
  showPostUpgradeSurvey: boolean;
}

/** Whether to ask "What made you upgrade?" now: paid plan, neither answered nor dismissed. */
export async function getPostUpgradeSurvey(signal?: AbortSignal): Promise<PostUpgradeSurveyState> {
  const data = await request(
    PostUpgradeSurveyStateDocument,
    {},
    { feature: 'dashboard', component: 'PostUpgradeSurveyCard', signal },
  );
  return { showPostUpgradeSurvey: data.me.showPostUpgradeSurvey };
}

export function postUpgradeSurveyQueryOptions() {
  return queryOptions({
    queryKey: postUpgradeSurveyQueryKey,
    queryFn: ({ signal }) => getPostUpgradeSurvey(signal),
    retry: shouldRetry,
    retryDelay,
  });
}

/** Only asked of paid plans: Free users never see the survey. */
export function usePostUpgradeSurvey({ enabled }: { enabled: boolean }) {
  return useQuery({ ...postUpgradeSurveyQueryOptions(), enabled });
}
