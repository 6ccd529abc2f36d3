import { afterEach, describe, expect, it, vi } from 'vitest';

import { registerServiceWorker, SW_UPDATE_INTERVAL_MS } from '../register-service-worker';

function fakeContainer(controller: object | null) {
  const listeners: (() => void)[] = [];
  const registration = { installing: null, update: vi.fn(() => Promise.resolve()) };
  const container = {
    controller,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    register: vi.fn(() => Promise.resolve(registration)),
  };
  return {
    container: container as unknown as ServiceWorkerContainer,
    register: container.register,
    registration,
    takeOver: () => listeners.forEach((listener) => listener()),
  };
}

describe('registerServiceWorker', () => {
  afterEach(() => vi.useRealTimers());

  it('registers /sw.js and checks for an update every hour', async () => {
    vi.useFakeTimers();
    const fake = fakeContainer(null);
    registerServiceWorker(fake.container, vi.fn());
    expect(fake.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    vi.advanceTimersByTime(SW_UPDATE_INTERVAL_MS);
    expect(fake.registration.update).toHaveBeenCalledTimes(1);
  });

  it('reloads once when a new version takes over, not on the first install', () => {
    const first = fakeContainer(null);
    const noReload = vi.fn();
    registerServiceWorker(first.container, noReload);
    first.takeOver();
    expect(noReload).not.toHaveBeenCalled();

    const update = fakeContainer({});
    const reload = vi.fn();
    registerServiceWorker(update.container, reload);
    update.takeOver();
    update.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
