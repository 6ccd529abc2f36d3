/**
 * The assistant page with the server faked at the wire (POST /graphql and graphql-ws): a first
 * message starts a conversation and its answer streams in (text, a tool call and its result),
 * Stop, a failed answer, resuming a reply still being written, the composer's checks and the
 * server's refusals, the Free counter and limit, the no-model notice, and the list.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import {
  chatEvents,
  chatSetupReply,
  conversationReply,
  conversationsReply,
  makeMessage,
  makeReply,
  makeSummary,
  text,
  CHAT_TOOLS,
} from '@/testing/chat';
import {
  gqlError,
  liveSubscription,
  mockGraphQL,
  type LiveSubscription,
  type SubscriptionEvent,
} from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { ChatRoute } from '../chat';

type Handlers = Parameters<typeof mockGraphQL>[0];

const GENIES = [
  { id: 'g_1', name: 'Bakery', isActive: true },
  { id: 'g_2', name: 'Day job', isActive: false },
];

function openChat(handlers: Handlers = {}, path = '/dashboard/chat') {
  const server = mockGraphQL({
    ChatSetup: () => chatSetupReply(),
    ChatConversations: () => conversationsReply([]),
    ChatContextGenies: () => ({ data: { userContexts: GENIES } }),
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/dashboard/chat', element: <ChatRoute /> },
      { path: '/dashboard/chat/:id', element: <ChatRoute /> },
      { path: '/dashboard/library', element: <h1>Library page</h1> },
      { path: '/dashboard/pricing', element: <h1>Pricing page</h1> },
    ],
    path,
  );
  return { ...view, server, user: userEvent.setup() };
}

/**
 * Waits until the page follows the reply (subscribed), polling outside act as the page's own
 * effects do the subscribing.
 */
async function following(server: ReturnType<typeof mockGraphQL>, count = 1) {
  await waitFor(() => expect(server.callsTo('ConversationReply')).toHaveLength(count));
}

function push(live: LiveSubscription, event: SubscriptionEvent) {
  act(() => live.push(event));
}

const messageBox = () => screen.findByRole('textbox', { name: 'Message' });
const transcript = () => screen.getByRole('log', { name: 'Conversation' });

const sent = makeMessage();
const answering = makeReply({ status: 'ANSWERING', content: [] });

/** Handlers for a new conversation whose first message is answered on `live`. */
function firstMessageHandlers(live: LiveSubscription): Handlers {
  let listed = false;
  return {
    CreateConversation: () => ({
      data: { createConversation: makeSummary({ name: 'New conversation' }) },
    }),
    SendChatMessage: () => {
      listed = true;
      return { data: { sendMessage: { message: sent, reply: answering } } };
    },
    // Renamed by its first message once it has one.
    ChatConversations: () => conversationsReply(listed ? [makeSummary()] : []),
    ChatConversation: () => conversationReply([sent, answering]),
    ConversationReply: () => ({ live }),
    StopChatReply: () => ({ data: { stopReply: true } }),
  };
}

describe('the assistant page', () => {
  it('a first message starts a conversation and the answer streams in, with a tool call', async () => {
    const live = liveSubscription();
    const { user, server, router } = openChat(firstMessageHandlers(live));
    expect(await screen.findByText('No conversations yet.', { exact: false })).toBeInTheDocument();
    // The active Genie is the default context.
    expect(await screen.findByLabelText('Context Genie')).toHaveDisplayValue(
      'Active Genie: Bakery',
    );
    await user.type(await messageBox(), 'Write a haiku about autumn');
    await user.keyboard('{Enter}');
    await following(server);

    expect(server.callsTo('SendChatMessage')[0]?.variables).toEqual({
      conversationId: 'conv_1',
      content: [{ text: 'Write a haiku about autumn' }],
      aiContext: { contextGenieId: 'g_1' },
      toolConfiguration: { tools: CHAT_TOOLS.map((name) => ({ toolSpec: { name } })) },
    });
    expect(router.state.location.pathname).toBe('/dashboard/chat/conv_1');
    // The list is asked again: the conversation is there, named by its first message.
    expect(await screen.findByRole('link', { name: /Write a haiku about autumn/ })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // While it answers: a typing state, Stop instead of Send, and the box cleared and focused.
    expect(await screen.findByText('Thinking…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'The assistant is answering…',
    );

    push(live, chatEvents.snapshot(answering));
    push(live, chatEvents.delta('I will **save** it. '));
    push(
      live,
      chatEvents.toolUse('call_1', 'save_to_library', { title: 'Autumn haiku', text: 'Leaves' }),
    );
    expect(
      await within(transcript()).findByText('Saving to your library: Autumn haiku…'),
    ).toBeInTheDocument();
    push(
      live,
      chatEvents.toolResult('call_1', '{"saved":true,"promptId":"p_1","title":"Autumn haiku"}'),
    );
    push(live, chatEvents.delta('Saved.'));
    const log = transcript();
    await waitFor(() => expect(log).toHaveTextContent('Saved.'));
    expect(log.querySelector('strong')).toHaveTextContent('save');
    expect(within(log).getByText('Saved to your library: Autumn haiku')).toBeInTheDocument();
    expect(within(log).getByText('Writing…')).toBeInTheDocument();

    const done = makeReply({
      content: [
        text('I will **save** it. '),
        { __typename: 'ToolUseBlock', toolUseId: 'call_1', name: 'save_to_library', input: {} },
        {
          __typename: 'ToolResultBlock',
          toolUseId: 'call_1',
          content: '{"saved":true,"promptId":"p_1","title":"Autumn haiku"}',
          status: 'SUCCESS',
        },
        text('Saved.'),
      ],
    });
    push(live, chatEvents.done(done));
    act(() => live.complete());
    await waitFor(() => expect(screen.queryByText('Writing…')).toBeNull());
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByText('The assistant has answered.')).toBeInTheDocument();
    // The raw call is in a disclosure; the library is a link away.
    expect(within(log).getByText('Details', { exact: false })).toBeInTheDocument();
    await user.click(within(log).getByRole('link', { name: 'Open your library' }));
    expect(router.state.location.pathname).toBe('/dashboard/library');
  });

  it('Stop asks the server to stop; the reply keeps its text, marked stopped', async () => {
    const live = liveSubscription();
    const { user, server } = openChat(firstMessageHandlers(live));
    await user.type(await messageBox(), 'Write a long story');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await following(server);
    push(live, chatEvents.snapshot(answering));
    push(live, chatEvents.delta('Once upon a time'));
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(server.callsTo('StopChatReply')).toHaveLength(1));
    expect(server.callsTo('StopChatReply')[0]?.variables).toEqual({ conversationId: 'conv_1' });
    push(
      live,
      chatEvents.done(makeReply({ status: 'STOPPED', content: [text('Once upon a time')] })),
    );
    act(() => live.complete());
    const log = transcript();
    expect(
      await within(log).findByText('Stopped. What the assistant wrote so far is kept.'),
    ).toBeInTheDocument();
    expect(log).toHaveTextContent('Once upon a time');
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('a failed reply keeps what it wrote and shows the error', async () => {
    const live = liveSubscription();
    const { user, server } = openChat(firstMessageHandlers(live));
    await user.type(await messageBox(), 'Hello');
    await user.keyboard('{Enter}');
    await following(server);
    push(live, chatEvents.delta('Half an ans'));
    push(
      live,
      chatEvents.error(
        makeReply({
          status: 'FAILED',
          notice: 'The model failed.',
          content: [text('Half an ans')],
        }),
        'The AI model did not answer in time.',
      ),
    );
    act(() => live.complete());
    const log = transcript();
    expect(
      await within(log).findByText('The answer failed: The AI model did not answer in time.'),
    ).toBeInTheDocument();
    expect(log).toHaveTextContent('Half an ans');
  });

  it('opening a conversation whose reply is still being written follows it', async () => {
    const live = liveSubscription();
    const partial = makeReply({ status: 'ANSWERING', content: [text('Leaves')] });
    const { server } = openChat(
      {
        ChatConversations: () => conversationsReply([makeSummary()]),
        ChatConversation: () => conversationReply([sent, partial]),
        ConversationReply: () => ({ live }),
      },
      '/dashboard/chat/conv_1',
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Write a haiku about autumn' }),
    ).toBeInTheDocument();
    await following(server);
    expect(transcript()).toHaveTextContent('Leaves');
    // The snapshot has what another tab saw written meanwhile.
    push(
      live,
      chatEvents.snapshot(makeReply({ status: 'ANSWERING', content: [text('Leaves drift')] })),
    );
    push(live, chatEvents.delta(' down.'));
    await waitFor(() => expect(transcript()).toHaveTextContent('Leaves drift down.'));
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
  });

  it('a finished conversation shows its messages without following anything', async () => {
    const { server } = openChat(
      {
        ChatConversations: () => conversationsReply([makeSummary()]),
        ChatConversation: () =>
          conversationReply([
            makeMessage({
              aiContext: { contextGenieId: 'g_2' },
              content: [
                text('Look at these'),
                {
                  __typename: 'DocumentBlock',
                  format: 'md',
                  name: 'notes.md',
                  size: 2048,
                  attachmentId: 'att_1',
                },
                {
                  __typename: 'ImageBlock',
                  format: 'png',
                  size: 68,
                  attachmentId: 'att_2',
                  source: 'iVBORw0KGgo=',
                },
              ],
            }),
            makeReply({ content: [text('Raw <img src=x onerror=alert(1)> stays text.')] }),
          ]),
        ChatDocumentSources: () => ({
          data: {
            conversation: {
              id: 'conv_1',
              messages: [
                {
                  id: 'msg_1',
                  content: [
                    { __typename: 'DocumentBlock', attachmentId: 'att_1', source: btoa('# Notes') },
                  ],
                },
              ],
            },
          },
        }),
      },
      '/dashboard/chat/conv_1',
    );
    const user = userEvent.setup();
    const log = await screen.findByRole('log', { name: 'Conversation' });
    expect(log).toHaveTextContent('Raw <img src=x onerror=alert(1)> stays text.');
    expect(log.querySelector('img[src="x"]')).toBeNull();
    expect(within(log).getByText('With context: Day job')).toBeInTheDocument();
    expect(
      within(log).getByRole('button', { name: 'View the attached PNG image, 68 bytes' }),
    ).toBeInTheDocument();
    expect(server.callsTo('ConversationReply')).toHaveLength(0);
    // A document's text is read only when it is opened.
    expect(server.callsTo('ChatDocumentSources')).toHaveLength(0);
    await user.click(within(log).getByRole('button', { name: 'Open the document notes.md, 2 KB' }));
    const dialog = await screen.findByRole('dialog', { name: 'notes.md' });
    expect(await within(dialog).findByText('# Notes')).toBeInTheDocument();
  });

  it('says plainly when no AI model is set up', async () => {
    openChat({ ChatSetup: () => chatSetupReply({ modelConfigured: false }) });
    const notice = await screen.findByRole('region', { name: 'No AI model is set up' });
    expect(notice).toHaveTextContent(
      'only improves the prompts you type, with the built-in engine',
    );
    expect(notice).toHaveTextContent('“The assistant chat” in docs/configuration.md');
  });

  it('a Free user sees the messages left today, and the limit with an upgrade link', async () => {
    const { user } = openChat({
      ChatSetup: () => chatSetupReply({ dailyMessages: 20, sentToday: 5 }),
      CreateConversation: () => ({ data: { createConversation: makeSummary() } }),
      SendChatMessage: () =>
        gqlError(
          'PLAN_LIMIT',
          'The Free plan includes 20 assistant messages a day. Upgrade to Pro for unlimited messages, or come back tomorrow.',
          { resetsAt: '2030-01-02T00:00:00Z' },
        ),
    });
    expect(await screen.findByText('15 of 20 messages left today')).toBeInTheDocument();
    await user.type(await messageBox(), 'Hello');
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The Free plan includes 20 assistant messages a day.');
    expect(alert).toHaveTextContent('You can send messages again at');
    // The message stays for later.
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
    await user.click(within(alert).getByRole('link', { name: 'Upgrade' }));
    expect(await screen.findByRole('heading', { name: 'Pricing page' })).toBeInTheDocument();
  });

  it('with no messages left today, says so and does not send', async () => {
    openChat({ ChatSetup: () => chatSetupReply({ dailyMessages: 20, sentToday: 20 }) });
    expect(await screen.findByText('0 of 20 messages left today')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You have used today’s 20 free assistant messages.',
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('a paid user has no counter', async () => {
    openChat();
    await messageBox();
    expect(screen.queryByText(/left today/)).toBeNull();
  });

  it('checks the message and the files before sending, and shows the server’s refusal', async () => {
    const { user, server } = openChat({
      ChatSetup: () => chatSetupReply({ maxMessageChars: 10, maxAttachments: 2 }),
      CreateConversation: () => ({ data: { createConversation: makeSummary() } }),
      SendChatMessage: () =>
        gqlError('BAD_USER_INPUT', '“notes.txt” is not a text document.', { field: 'content' }),
    });
    const box = await messageBox();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(box).toHaveAccessibleDescription(/Type a message or attach a file first\./);
    await user.type(box, 'Eleven char');
    expect(screen.getByText('11 / 10', { exact: false })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(box).toHaveAccessibleDescription(/Your message is 11 characters long; the most is 10\./);
    expect(server.callsTo('SendChatMessage')).toHaveLength(0);
    // Shift+Enter starts a new line.
    await user.clear(box);
    await user.type(box, 'Hi{Shift>}{Enter}{/Shift}there');
    expect(box).toHaveValue('Hi\nthere');

    const input = screen.getByLabelText('Attach files');
    const big = new File(['x'.repeat(300 * 1024)], 'big.txt', { type: 'text/plain' });
    await user.upload(input, big);
    expect(await screen.findByText(/“big\.txt” is too large \(300 KB\)/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();

    await user.upload(input, [
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      new File(['a,b'], 'data.csv', { type: 'text/csv' }),
      new File(['{}'], 'more.json', { type: 'application/json' }),
    ]);
    const attached = await screen.findByRole('list', { name: 'Attached files' });
    expect(within(attached).getAllByRole('listitem')).toHaveLength(2);
    expect(
      screen.getByText('You can attach up to 2 files to a message: one file was left out.'),
    ).toBeInTheDocument();
    await user.click(within(attached).getByRole('button', { name: 'Remove data.csv' }));

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.callsTo('SendChatMessage')).toHaveLength(1));
    expect(server.callsTo('SendChatMessage')[0]?.variables.content).toEqual([
      { text: 'Hi\nthere' },
      { document: { format: 'txt', name: 'notes.txt', source: btoa('hello') } },
    ]);
    expect(await screen.findByText('“notes.txt” is not a text document.')).toBeInTheDocument();
    // Nothing is lost: the next try goes to the same conversation.
    expect(screen.getByRole('list', { name: 'Attached files' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.callsTo('SendChatMessage')).toHaveLength(2));
    expect(server.callsTo('CreateConversation')).toHaveLength(1);
  });

  it('"No context" sends no Genie', async () => {
    const live = liveSubscription();
    const { user, server } = openChat(firstMessageHandlers(live));
    const select = await screen.findByLabelText('Context Genie');
    await within(select).findByRole('option', { name: 'Active Genie: Bakery' });
    await user.selectOptions(select, 'No context');
    await user.type(await messageBox(), 'Hi');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.callsTo('SendChatMessage')).toHaveLength(1));
    expect(server.callsTo('SendChatMessage')[0]?.variables.aiContext).toBeNull();
  });

  it('lists conversations, opens one, and deletes one after asking', async () => {
    const { user, router, server } = openChat(
      {
        ChatConversations: () =>
          conversationsReply([
            makeSummary(),
            makeSummary({ id: 'conv_2', name: 'Landlord email' }),
          ]),
        ChatConversation: () => conversationReply([sent, makeReply()]),
        DeleteConversation: () => ({ data: { deleteConversation: true } }),
      },
      '/dashboard/chat/conv_1',
    );
    const list = await screen.findByRole('region', { name: 'Conversations' });
    expect(await within(list).findByRole('link', { name: /Landlord email/ })).toBeInTheDocument();
    await user.click(
      within(list).getByRole('button', {
        name: 'Delete the conversation “Write a haiku about autumn”',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete “Write a haiku about autumn”?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete conversation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/chat'));
    expect(server.callsTo('DeleteConversation')[0]?.variables).toEqual({ id: 'conv_1' });
    expect(within(list).queryByRole('link', { name: /Write a haiku/ })).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'New conversation' }),
    ).toBeInTheDocument();
  });

  it('says when the list can’t be loaded, and tries again', async () => {
    let fail = true;
    const { user } = openChat({
      ChatConversations: () =>
        fail ? gqlError('INTERNAL', 'The server failed.') : conversationsReply([makeSummary()]),
    });
    expect(
      await screen.findByText('Could not load your conversations: The server failed.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Write a haiku/ })).toBeInTheDocument();
  });
});
