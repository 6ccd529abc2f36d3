/**
 * "Your API keys" in Settings with the server faked at the wire: the list by last four, adding
 * a key (the check call's pending state, the key never sent back or kept), the server's
 * refusals at their field, deleting after a confirmation, and the upgrade note on Free.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { ProviderKeyFieldsFragment } from '@/lib/gql/graphql';
import { gqlError, mockGraphQL, type GraphQLReply } from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { ProviderKeysSection } from '../provider-keys-section';

type Handler = Parameters<typeof mockGraphQL>[0][string];

function makeKey(overrides: Partial<ProviderKeyFieldsFragment> = {}): ProviderKeyFieldsFragment {
  return {
    id: 'k_1',
    name: 'my-openai',
    vendor: 'OPENAI',
    baseUrl: null,
    models: ['gpt-4o-mini', 'gpt-4o'],
    keyLast4: 'Ab12',
    createdAt: '2026-11-02T10:00:00Z',
    checkedAt: '2026-11-02T10:00:00Z',
    ...overrides,
  };
}

const access =
  (allowed = true, upgradeMessage: string | null = null) =>
  (): GraphQLReply => ({
    data: { playgroundSetup: { allowed, upgradeMessage } },
  });

function renderSection(handlers: Record<string, Handler> = {}) {
  const server = mockGraphQL({
    ProviderKeyAccess: access(),
    ProviderKeys: () => ({ data: { providerKeys: [] } }),
    ...handlers,
  });
  renderRoutes([{ path: '/', element: <ProviderKeysSection /> }], '/');
  return { server, u: userEvent.setup() };
}

async function fillForm(u: ReturnType<typeof userEvent.setup>, apiKey = 'sk-secret-Zz99') {
  const section = await screen.findByRole('region', { name: 'Your API keys' });
  const form = await within(section).findByRole('form', { name: 'Add a key' });
  await u.type(within(form).getByLabelText('Name'), 'together');
  await u.type(within(form).getByLabelText('Base URL (optional)'), 'https://api.together.xyz/v1');
  await u.type(within(form).getByLabelText('Models'), 'llama-3-70b, mixtral\nllama-3-70b');
  await u.type(within(form).getByLabelText('API key'), apiKey);
  return form;
}

describe('ProviderKeysSection', () => {
  it('lists the keys by name, vendor, base URL, models and last four', async () => {
    renderSection({
      ProviderKeys: () => ({
        data: {
          providerKeys: [
            makeKey(),
            makeKey({
              id: 'k_2',
              name: 'claude',
              vendor: 'ANTHROPIC',
              models: ['claude-haiku-4-5'],
              keyLast4: 'x9Yz',
            }),
          ],
        },
      }),
    });
    const list = await screen.findByRole('list', { name: 'Your API keys' });
    const items = within(list).getAllByRole('listitem', { name: /my-openai|claude/ });
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('OpenAI-compatible');
    expect(items[0]).toHaveTextContent('…Ab12');
    expect(within(items[0]!).getByRole('list', { name: 'Models of my-openai' })).toHaveTextContent(
      'gpt-4o-minigpt-4o',
    );
    expect(items[1]).toHaveTextContent('Anthropic');
    expect(within(items[1]!).getByLabelText('Key ending in x9Yz')).toBeInTheDocument();
    expect(
      screen.getByText(/stored encrypted, used only for your own playground runs/),
    ).toBeInTheDocument();
  });

  it('adds a key: the check call shows its pending state, and the key is not kept', async () => {
    let answer: (reply: GraphQLReply) => void = () => {};
    let keys: ProviderKeyFieldsFragment[] = [];
    const { server, u } = renderSection({
      ProviderKeys: () => ({ data: { providerKeys: keys } }),
      AddProviderKey: () => new Promise<GraphQLReply>((resolve) => (answer = resolve)),
    });
    expect(await screen.findByText('You have not added a key yet.')).toBeInTheDocument();
    const form = await fillForm(u);
    expect(within(form).getByRole('list', { name: 'Models to add' })).toHaveTextContent(
      'llama-3-70bmixtral',
    );
    const keyInput = within(form).getByLabelText('API key');
    expect(keyInput).toHaveAttribute('type', 'password');
    await u.click(within(form).getByRole('button', { name: 'Show API key' }));
    expect(keyInput).toHaveAttribute('type', 'text');
    await u.click(within(form).getByRole('button', { name: 'Check and add key' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Checking the key with the provider…',
    );
    expect(within(form).getByRole('button', { name: 'Checking…' })).toBeDisabled();
    expect(server.callsTo('AddProviderKey')[0]?.variables).toEqual({
      input: {
        name: 'together',
        vendor: 'OPENAI',
        baseUrl: 'https://api.together.xyz/v1',
        models: ['llama-3-70b', 'mixtral'],
        apiKey: 'sk-secret-Zz99',
      },
    });

    const added = makeKey({
      id: 'k_9',
      name: 'together',
      baseUrl: 'https://api.together.xyz/v1',
      models: ['llama-3-70b', 'mixtral'],
      keyLast4: 'Zz99',
    });
    keys = [added];
    answer({ data: { addProviderKey: added } });
    const list = await screen.findByRole('list', { name: 'Your API keys' });
    expect(within(list).getByRole('listitem', { name: 'together' })).toHaveTextContent('…Zz99');
    expect(within(list).getByRole('listitem', { name: 'together' })).toHaveTextContent(
      'https://api.together.xyz/v1',
    );
    expect(keyInput).toHaveValue('');
    expect(within(form).getByLabelText('Name')).toHaveValue('');
    expect(within(form).getByRole('status')).toHaveTextContent('');
    expect(document.body).not.toHaveTextContent('sk-secret-Zz99');
  });

  it('shows a key the provider refused under the API key field, and lists nothing', async () => {
    const { u } = renderSection({
      AddProviderKey: () =>
        gqlError(
          'BAD_USER_INPUT',
          'The key did not work with llama-3-70b: the provider answered 401 Unauthorized',
          { field: 'apiKey' },
        ),
    });
    const form = await fillForm(u);
    await u.click(within(form).getByRole('button', { name: 'Check and add key' }));
    const keyInput = within(form).getByLabelText('API key');
    await waitFor(() =>
      expect(keyInput).toHaveAccessibleDescription(
        expect.stringContaining('the provider answered 401 Unauthorized') as string,
      ),
    );
    expect(keyInput).toHaveAttribute('aria-invalid', 'true');
    expect(keyInput).toHaveValue('');
    expect(within(form).getByLabelText('Name')).toHaveValue('together');
    expect(screen.queryByRole('list', { name: 'Your API keys' })).toBeNull();
  });

  it.each([
    ['name', 'Name', 'You already have a key with this name. Choose another.'],
    ['models', 'Models', 'Give 1 to 6 model names.'],
    ['baseUrl', 'Base URL (optional)', 'The base URL must be https to a public host.'],
  ])('shows a refusal of "%s" at that field', async (field, label, message) => {
    const { u } = renderSection({
      AddProviderKey: () => gqlError('BAD_USER_INPUT', message, { field }),
    });
    const form = await fillForm(u);
    await u.click(within(form).getByRole('button', { name: 'Check and add key' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(message) as string,
      ),
    );
    expect(within(form).getByLabelText('API key')).toHaveValue('sk-secret-Zz99');
  });

  it('shows other refusals (rate limit, 10 keys) above the form', async () => {
    const { u } = renderSection({
      AddProviderKey: () =>
        gqlError(
          'RATE_LIMITED',
          'You have checked many API keys in the last hour. Try again later.',
        ),
    });
    const form = await fillForm(u);
    await u.click(within(form).getByRole('button', { name: 'Check and add key' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You have checked many API keys in the last hour.',
    );
  });

  it('checks the form before asking the server', async () => {
    const { server, u } = renderSection();
    const form = await screen.findByRole('form', { name: 'Add a key' });
    await u.type(within(form).getByLabelText('Name'), 'bad name!');
    await u.selectOptions(within(form).getByLabelText('Provider'), 'ANTHROPIC');
    expect(within(form).queryByLabelText('Base URL (optional)')).toBeNull();
    await u.click(within(form).getByRole('button', { name: 'Check and add key' }));
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription(
      expect.stringContaining('Use letters, digits, dashes or underscores') as string,
    );
    expect(within(form).getByLabelText('Models')).toHaveAccessibleDescription(
      expect.stringContaining('Add at least one model name.') as string,
    );
    expect(within(form).getByLabelText('API key')).toHaveAccessibleDescription(
      expect.stringContaining('Paste the API key.') as string,
    );
    expect(server.callsTo('AddProviderKey')).toHaveLength(0);
  });

  it('deletes a key after a confirmation', async () => {
    let keys = [makeKey()];
    const { server, u } = renderSection({
      ProviderKeys: () => ({ data: { providerKeys: keys } }),
      DeleteProviderKey: () => {
        keys = [];
        return { data: { deleteProviderKey: true } };
      },
    });
    await u.click(await screen.findByRole('button', { name: 'Delete key my-openai' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the key “my-openai”?' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete key' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.callsTo('DeleteProviderKey')[0]?.variables).toEqual({ id: 'k_1' });
    expect(screen.queryByRole('list', { name: 'Your API keys' })).toBeNull();
    expect(await screen.findByText('You have not added a key yet.')).toBeInTheDocument();
  });

  it('a Free plan sees the upgrade note instead of the form', async () => {
    renderSection({
      ProviderKeyAccess: access(
        false,
        'Testing a prompt on several models is part of the Pro plan.',
      ),
    });
    expect(
      await screen.findByText('Testing a prompt on several models is part of the Pro plan.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/dashboard/pricing',
    );
    expect(screen.queryByRole('form', { name: 'Add a key' })).toBeNull();
    expect(screen.queryByText('You have not added a key yet.')).toBeNull();
  });
});
