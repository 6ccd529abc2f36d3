import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import type { PlanName } from '@/lib/gql/graphql';
import { forgetSession } from '@/lib/session';
import { gqlError, makeUser, mockGraphQL } from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { PostUpgradeSurveyCard } from '../post-upgrade-survey-card';

type Handlers = Parameters<typeof mockGraphQL>[0];

/** The server's survey flag, flipped off by either answer as the real server does. */
function surveyServer(handlers: Handlers = {}, initiallyShown = true) {
  let show = initiallyShown;
  const answered = (field: string) => () => {
    show = false;
    return {
      data: { [field]: { ...makeUser({ planName: 'PRO' }), showPostUpgradeSurvey: false } },
    };
  };
  return mockGraphQL({
    PostUpgradeSurveyState: () => ({ data: { me: { id: 'u_1', showPostUpgradeSurvey: show } } }),
    CompletePostUpgradeSurvey: answered('completePostUpgradeSurvey'),
    DismissPostUpgradeSurvey: answered('dismissPostUpgradeSurvey'),
    ...handlers,
  });
}

function renderCard(planName: PlanName = 'PRO') {
  renderRoutes([{ path: '/', element: <PostUpgradeSurveyCard planName={planName} /> }], '/');
  return userEvent.setup();
}

const card = () => screen.findByRole('region', { name: 'What made you upgrade?' });

describe('PostUpgradeSurveyCard', () => {
  beforeEach(() => forgetSession());

  it('asks for a reason, then submits it with the feedback and goes away', async () => {
    const server = surveyServer();
    const user = renderCard();
    const region = await card();
    expect(within(region).getAllByRole('radio')).toHaveLength(7);

    await user.click(within(region).getByRole('button', { name: 'Submit' }));
    expect(await within(region).findByText('Please choose a reason.')).toBeInTheDocument();
    expect(server.callsTo('CompletePostUpgradeSurvey')).toHaveLength(0);

    await user.click(
      within(region).getByRole('radio', { name: 'Prompts for video (Veo 3, Sora 2)' }),
    );
    await user.type(
      within(region).getByLabelText('Anything else you’d like to tell us? (optional)'),
      '  Veo is great  ',
    );
    await user.click(within(region).getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'What made you upgrade?' })).toBeNull(),
    );
    expect(server.callsTo('CompletePostUpgradeSurvey')[0]?.variables).toEqual({
      reason: 'VIDEO_PROMPTS',
      feedback: 'Veo is great',
    });
    expect(
      await screen.findByText('Thank you! Your answer helps us make Superprompt better.'),
    ).toBeInTheDocument();
  });

  it('sends no feedback when the box is empty', async () => {
    const server = surveyServer();
    const user = renderCard();
    const region = await card();
    await user.click(within(region).getByRole('radio', { name: 'Something else' }));
    await user.click(within(region).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(server.callsTo('CompletePostUpgradeSurvey')).toHaveLength(1));
    expect(server.callsTo('CompletePostUpgradeSurvey')[0]?.variables).toEqual({
      reason: 'OTHER',
      feedback: null,
    });
  });

  it('refuses feedback over 2000 characters before sending', async () => {
    const server = surveyServer();
    const user = renderCard();
    const region = await card();
    await user.click(within(region).getByRole('radio', { name: 'Prompts for images' }));
    const box = within(region).getByLabelText('Anything else you’d like to tell us? (optional)');
    await user.click(box);
    await user.paste('x'.repeat(2001));
    expect(region).toHaveTextContent('2,001 / 2,000');
    await user.click(within(region).getByRole('button', { name: 'Submit' }));
    expect(
      await within(region).findByText('Please keep this under 2,000 characters.'),
    ).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('CompletePostUpgradeSurvey')).toHaveLength(0);
  });

  it('Dismiss removes it for good', async () => {
    const server = surveyServer();
    const user = renderCard();
    const region = await card();
    await user.click(within(region).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'What made you upgrade?' })).toBeNull(),
    );
    expect(server.callsTo('DismissPostUpgradeSurvey')).toHaveLength(1);
    expect(server.callsTo('CompletePostUpgradeSurvey')).toHaveLength(0);
  });

  it('shows nothing when the server says the survey is done', async () => {
    const server = surveyServer({}, false);
    renderCard();
    await waitFor(() => expect(server.callsTo('PostUpgradeSurveyState')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'What made you upgrade?' })).toBeNull();
  });

  it('never asks on the Free plan', () => {
    const server = surveyServer();
    renderCard('FREE');
    expect(server.calls).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'What made you upgrade?' })).toBeNull();
  });

  it('shows the server’s message when submitting fails, and keeps the answers', async () => {
    surveyServer({
      CompletePostUpgradeSurvey: () => gqlError('INTERNAL', 'The server had a problem.'),
    });
    const user = renderCard();
    const region = await card();
    await user.click(within(region).getByRole('radio', { name: 'Prompts in JSON' }));
    await user.click(within(region).getByRole('button', { name: 'Submit' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('The server had a problem.');
    expect(within(region).getByRole('radio', { name: 'Prompts in JSON' })).toBeChecked();
  });

  it('a survey answered elsewhere (CONFLICT) says so and goes away', async () => {
    let show = true;
    surveyServer({
      PostUpgradeSurveyState: () => ({
        data: { me: { id: 'u_1', showPostUpgradeSurvey: show } },
      }),
      CompletePostUpgradeSurvey: () => {
        show = false;
        return gqlError('CONFLICT', 'You have already answered or dismissed this survey.');
      },
    });
    const user = renderCard();
    const region = await card();
    await user.click(within(region).getByRole('radio', { name: 'Prompts for images' }));
    await user.click(within(region).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('You have already answered or dismissed this survey.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'What made you upgrade?' })).toBeNull(),
    );
  });

  it('shows the server’s message when dismissing fails', async () => {
    surveyServer({
      DismissPostUpgradeSurvey: () => gqlError('INTERNAL', 'The server had a problem.'),
    });
    const user = renderCard();
    const region = await card();
    await user.click(within(region).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('The server had a problem.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What made you upgrade?' })).toBeInTheDocument();
  });
});
