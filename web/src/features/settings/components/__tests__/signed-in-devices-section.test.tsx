/**
 * "Signed-in devices" in Settings with the server faked at the wire: each session by label,
 * client and times, "This device"; Sign out of another device after a confirmation (then the
 * list is read again); this device's Sign out is the app's sign-out; all other devices; the
 * error and empty states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { SignedInDeviceFieldsFragment } from '@/lib/gql/graphql';
import { gqlError, mockGraphQL, type GraphQLReply } from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { SignedInDevicesSection } from '../signed-in-devices-section';

type Handler = Parameters<typeof mockGraphQL>[0][string];

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function device(overrides: Partial<SignedInDeviceFieldsFragment>): SignedInDeviceFieldsFragment {
  return {
    id: 's_1',
    client: 'WEB',
    label: 'Firefox on Linux',
    signedInAt: minutesAgo(180),
    lastActiveAt: minutesAgo(0),
    current: true,
    ...overrides,
  };
}

const here = device({});
const laptop = device({
  id: 's_2',
  label: 'Chrome on macOS',
  current: false,
  lastActiveAt: minutesAgo(5),
});
const extension = device({
  id: 's_3',
  client: 'EXTENSION',
  label: 'Browser extension · Chrome on Linux',
  current: false,
});

function renderSection(handlers: Record<string, Handler>) {
  const server = mockGraphQL(handlers);
  renderRoutes([{ path: '/', element: <SignedInDevicesSection /> }], '/');
  return { server, u: userEvent.setup() };
}

const listed = (devices: SignedInDeviceFieldsFragment[]) => (): GraphQLReply => ({
  data: { signedInDevices: devices },
});

describe('SignedInDevicesSection', () => {
  it('lists each session with its label, client, times and "This device"', async () => {
    renderSection({ SignedInDevices: listed([here, laptop, extension]) });
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const current = within(list).getByRole('listitem', { name: 'Firefox on Linux' });
    expect(current).toHaveTextContent('This device');
    expect(current).toHaveTextContent('Web browser');
    expect(current).toHaveTextContent('Signed in 3 h ago · last active just now');
    const times = current.querySelectorAll('time');
    expect(times[0]).toHaveAttribute('dateTime', here.signedInAt);
    expect(times[0]?.getAttribute('title')).toMatch(/\d/);
    const ext = within(list).getByRole('listitem', { name: extension.label });
    expect(ext).toHaveTextContent('Browser extension');
    expect(ext).not.toHaveTextContent('This device');
    expect(within(list).getByRole('listitem', { name: laptop.label })).toHaveTextContent(
      'last active 5 min ago',
    );
  });

  it('signs another device out after a confirmation and reads the list again', async () => {
    let devices = [here, laptop];
    const { server, u } = renderSection({
      SignedInDevices: () => ({ data: { signedInDevices: devices } }),
      EndSignedInDevice: ({ id }) => {
        devices = devices.filter((d) => d.id !== id);
        return { data: { endSignedInDevice: true } };
      },
    });
    await u.click(await screen.findByRole('button', { name: 'Sign out Chrome on macOS' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out Chrome on macOS?' });
    await u.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Chrome on macOS' })).toBeNull(),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const ends = server.calls.filter((c) => c.operationName === 'EndSignedInDevice');
    expect(ends.map((c) => c.variables)).toEqual([{ id: 's_2' }]);
    await waitFor(() =>
      expect(server.calls.filter((c) => c.operationName === 'SignedInDevices')).toHaveLength(2),
    );
  });

  it('keeps the dialog open with the reason when ending fails', async () => {
    const { u } = renderSection({
      SignedInDevices: listed([here, laptop]),
      EndSignedInDevice: () => gqlError('INTERNAL', 'The server is having a moment.'),
    });
    await u.click(await screen.findByRole('button', { name: 'Sign out Chrome on macOS' }));
    const dialog = screen.getByRole('alertdialog');
    await u.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The server is having a moment.',
    );
  });

  it("signs this device out with the app's sign-out", async () => {
    const { server, u } = renderSection({
      SignedInDevices: listed([here, laptop]),
      SignOut: () => ({ data: { signOut: true } }),
    });
    await u.click(await screen.findByRole('button', { name: 'Sign out of this device' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out of this device?' });
    await u.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(server.calls.some((c) => c.operationName === 'SignOut')).toBe(true));
    expect(server.calls.some((c) => c.operationName === 'EndSignedInDevice')).toBe(false);
  });

  it('signs out of all other devices, one by one', async () => {
    let devices = [here, laptop, extension];
    const { server, u } = renderSection({
      SignedInDevices: () => ({ data: { signedInDevices: devices } }),
      EndSignedInDevice: ({ id }) => {
        devices = devices.filter((d) => d.id !== id);
        return { data: { endSignedInDevice: true } };
      },
    });
    await u.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out of all other devices?' });
    expect(dialog).toHaveTextContent('2 other devices will be signed out at once.');
    await u.click(within(dialog).getByRole('button', { name: 'Sign out others' }));
    const list = screen.getByRole('list', { name: 'Signed-in devices' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(
      server.calls.filter((c) => c.operationName === 'EndSignedInDevice').map((c) => c.variables),
    ).toEqual([{ id: 's_2' }, { id: 's_3' }]);
    expect(screen.queryByRole('button', { name: 'Sign out of all other devices' })).toBeNull();
  });

  it('shows a failed load with Try again', async () => {
    let fail = true;
    const { u } = renderSection({
      SignedInDevices: () =>
        fail ? gqlError('INTERNAL', 'Database unavailable.') : listed([here])(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load your signed-in devices: Database unavailable.',
    );
    fail = false;
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Firefox on Linux' })).toBeVisible();
  });
});
