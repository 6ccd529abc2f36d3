import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

export interface TeamsInterest {
  email: string;
  submissionDate: string;
}

export const CreateTeamsInterestMutation = graphql(`
  mutation CreateTeamsInterest($email: String!) {
    createTeamsInterest(email: $email) {
      email
      submissionDate
    }
  }
`);

/** The Teams early-access list (guests allowed; a repeated address returns the stored record). */
export async function createTeamsInterest(email: string): Promise<TeamsInterest> {
  const data = await request(
    CreateTeamsInterestMutation,
    { email },
    { feature: 'marketing', component: 'TeamsBanner', auth: false },
  );
  return data.createTeamsInterest;
}

export function useCreateTeamsInterest() {
  return useMutation({ mutationFn: createTeamsInterest });
}
