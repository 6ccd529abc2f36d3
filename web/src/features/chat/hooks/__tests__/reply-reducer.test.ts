import { describe, expect, it } from 'vitest';

import type { ChatMessageFieldsFragment } from '@/lib/gql/graphql';
import { chatEvents, makeReply, text } from '@/testing/chat';

import type { ChatReplyEvent } from '../../api/follow-reply';
import {
  answeringReply,
  initialReplyState,
  replyReducer,
  withLiveReply,
  type ReplyState,
} from '../use-reply-stream';

/** The event inside a `next` payload, as the hook hands it to the reducer. */
function eventOf(payload: ReturnType<typeof chatEvents.delta>): ChatReplyEvent {
  return (payload as { data: { conversationReply: ChatReplyEvent } }).data.conversationReply;
}

function apply(state: ReplyState, ...payloads: ReturnType<typeof chatEvents.delta>[]) {
  return payloads.reduce(
    (current, payload) => replyReducer(current, { type: 'event', event: eventOf(payload) }),
    state,
  );
}

const answering = makeReply({ status: 'ANSWERING', content: [] });

function following(message: ChatMessageFieldsFragment = answering): ReplyState {
  return replyReducer(initialReplyState, { type: 'follow', message });
}

describe('replyReducer', () => {
  it('starts from the cached reply and takes the snapshot in its place', () => {
    const state = following(makeReply({ status: 'ANSWERING', content: [text('old')] }));
    expect(state.phase).toBe('following');
    const snapshot = makeReply({ status: 'ANSWERING', content: [text('Leaves')] });
    const next = apply(state, chatEvents.snapshot(snapshot));
    expect(next.message).toEqual(snapshot);
    expect(next.phase).toBe('following');
  });

  it('a later snapshot replaces everything the deltas built', () => {
    const state = apply(
      following(),
      chatEvents.snapshot(makeReply({ status: 'ANSWERING', content: [] })),
      chatEvents.delta('Leaves '),
      chatEvents.delta('drift'),
    );
    expect(state.message?.content).toEqual([text('Leaves drift')]);
    const caughtUp = makeReply({ status: 'ANSWERING', content: [text('Leaves drift down, ')] });
    const next = apply(state, chatEvents.snapshot(caughtUp), chatEvents.delta('slowly.'));
    expect(next.message?.content).toEqual([text('Leaves drift down, slowly.')]);
  });

  it('appends deltas to the last text block, and starts one after a tool call and its result', () => {
    const state = apply(
      following(),
      chatEvents.delta('Saving it now.'),
      chatEvents.toolUse('call_1', 'save_to_library', { title: 'Haiku', text: 'Leaves…' }),
      chatEvents.toolResult('call_1', '{"saved":true,"title":"Haiku"}'),
      chatEvents.delta('Done: '),
      chatEvents.delta('it is in your library.'),
    );
    expect(state.message?.content).toEqual([
      text('Saving it now.'),
      {
        __typename: 'ToolUseBlock',
        toolUseId: 'call_1',
        name: 'save_to_library',
        input: { title: 'Haiku', text: 'Leaves…' },
      },
      {
        __typename: 'ToolResultBlock',
        toolUseId: 'call_1',
        content: '{"saved":true,"title":"Haiku"}',
        status: 'SUCCESS',
      },
      text('Done: it is in your library.'),
    ]);
  });

  it('does not add a tool block twice (a snapshot may already hold it)', () => {
    const state = apply(
      following(),
      chatEvents.toolUse('call_1', 'search_library', { query: 'email' }),
      chatEvents.toolUse('call_1', 'search_library', { query: 'email' }),
    );
    expect(state.message?.content).toHaveLength(1);
  });

  it('ignores events for another message', () => {
    const state = apply(
      following(),
      chatEvents.delta('elsewhere', 'msg_9'),
      chatEvents.toolUse('c', 'search_library', {}, 'msg_9'),
    );
    expect(state.message?.content).toEqual([]);
  });

  it('ends with the reply as stored: COMPLETE or STOPPED on done', () => {
    const stopped = makeReply({ status: 'STOPPED', content: [text('Leaves drift')] });
    const state = apply(
      { ...following(), stopping: true },
      chatEvents.delta('Leaves drift'),
      chatEvents.done(stopped),
    );
    expect(state).toEqual({ phase: 'ended', message: stopped, error: null, stopping: false });
  });

  it('ends FAILED with the error on error, keeping what was written', () => {
    const failed = makeReply({
      status: 'FAILED',
      notice: 'The model stopped answering.',
      content: [text('Leaves')],
    });
    const state = apply(
      following(),
      chatEvents.delta('Leaves'),
      chatEvents.error(failed, 'The model stopped answering.'),
    );
    expect(state.phase).toBe('ended');
    expect(state.message?.content).toEqual([text('Leaves')]);
    expect(state.error).toBe('The model stopped answering.');
  });

  it('keeps what was shown when the stream is lost, and asks to stop only while following', () => {
    const state = apply(following(), chatEvents.delta('Leaves'));
    const lost = replyReducer(state, { type: 'lost', error: 'Gone.' });
    expect(lost.phase).toBe('lost');
    expect(lost.message?.content).toEqual([text('Leaves')]);
    expect(replyReducer(lost, { type: 'stopRequested' }).stopping).toBe(false);
    expect(replyReducer(state, { type: 'stopRequested' }).stopping).toBe(true);
    expect(replyReducer({ ...state, stopping: true }, { type: 'stopFailed' }).stopping).toBe(false);
  });
});

describe('the transcript with the live reply', () => {
  it('shows the followed reply in place of the cached one', () => {
    const user = makeReply({ id: 'msg_1', role: 'USER', content: [text('Hi')] });
    const cached = makeReply({ status: 'ANSWERING', content: [] });
    const state = apply(following(cached), chatEvents.delta('Hello'));
    expect(withLiveReply([user, cached], state)).toEqual([user, state.message]);
    expect(answeringReply([user, cached])).toBe(cached);
    expect(answeringReply([user, makeReply()])).toBeNull();
    expect(answeringReply([user])).toBeNull();
  });
});
