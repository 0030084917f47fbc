import { describe, expect, it, vi } from 'vitest';
import {
  IDLE_TIMEOUT_MS,
  isUpdateCheckDue,
  registerServiceWorker,
  type ServiceWorkerContainerLike,
  type ServiceWorkerHost,
  type ServiceWorkerLike,
} from './register-sw.js';

type Listener = () => void;

/** A tiny event target: listeners by type, fired by hand. */
function listeners() {
  const byType = new Map<string, Listener[]>();
  return {
    add: (type: string, listener: Listener) => byType.set(type, [...(byType.get(type) ?? []), listener]),
    fire: (type: string) => (byType.get(type) ?? []).forEach((listener) => listener()),
    count: (type: string) => byType.get(type)?.length ?? 0,
  };
}

function fakeWorker(state = 'installing') {
  const events = listeners();
  const worker = {
    state,
    postMessage: vi.fn(),
    addEventListener: (type: string, listener: Listener) => events.add(type, listener),
  };
  return { worker: worker as ServiceWorkerLike & { state: string; postMessage: ReturnType<typeof vi.fn> }, events };
}

function fakeBrowser(options: { readyState?: DocumentReadyState; controller?: unknown; registerFails?: boolean; waiting?: ServiceWorkerLike } = {}) {
  const windowEvents = listeners();
  const documentEvents = listeners();
  const containerEvents = listeners();
  const registrationEvents = listeners();
  const registration = {
    installing: null as ServiceWorkerLike | null,
    waiting: options.waiting ?? null,
    update: vi.fn(() => Promise.resolve()),
    addEventListener: (type: string, listener: Listener) => registrationEvents.add(type, listener),
  };
  const container = {
    controller: options.controller ?? null,
    register: vi.fn(() => (options.registerFails ? Promise.reject(new Error('SecurityError')) : Promise.resolve(registration))),
    addEventListener: (type: string, listener: Listener) => containerEvents.add(type, listener),
  };
  const idle: Listener[] = [];
  const document = {
    readyState: options.readyState ?? 'loading',
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (type: string, listener: Listener) => documentEvents.add(type, listener),
  };
  const host = {
    navigator: { serviceWorker: container as ServiceWorkerContainerLike },
    document: document as unknown as ServiceWorkerHost['document'],
    location: { reload: vi.fn() },
    addEventListener: (type: string, listener: Listener) => windowEvents.add(type, listener),
    requestIdleCallback: vi.fn((callback: Listener) => idle.push(callback)),
    setTimeout: vi.fn(),
  };
  const runIdle = () => idle.splice(0).forEach((callback) => callback());
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { host, container, registration, document, windowEvents, documentEvents, containerEvents, registrationEvents, runIdle, settle };
}

describe('registerServiceWorker', () => {
  it('registers /sw.js with scope / after the load event, when the browser is idle', async () => {
    const browser = fakeBrowser();
    registerServiceWorker({ enabled: true, host: browser.host });
    expect(browser.container.register).not.toHaveBeenCalled();

    browser.windowEvents.fire('load');
    expect(browser.host.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    expect(browser.container.register).not.toHaveBeenCalled();

    browser.runIdle();
    expect(browser.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('waits only for idle time when the page has already loaded', () => {
    const browser = fakeBrowser({ readyState: 'complete' });
    registerServiceWorker({ enabled: true, host: browser.host });
    browser.runIdle();
    expect(browser.container.register).toHaveBeenCalledOnce();
    expect(browser.windowEvents.count('load')).toBe(0);
  });

  it('falls back to a timer where requestIdleCallback is missing (Safari)', () => {
    const browser = fakeBrowser({ readyState: 'complete' });
    const { requestIdleCallback: _omitted, ...host } = browser.host;
    registerServiceWorker({ enabled: true, host });
    expect(browser.host.setTimeout).toHaveBeenCalledWith(expect.any(Function), 0);
  });

  it('does nothing in a browser without service workers, or when disabled', () => {
    const browser = fakeBrowser({ readyState: 'complete' });
    const host = { ...browser.host, navigator: {} };
    expect(() => registerServiceWorker({ enabled: true, host })).not.toThrow();
    registerServiceWorker({ enabled: false, host: browser.host });
    browser.runIdle();
    expect(browser.host.requestIdleCallback).not.toHaveBeenCalled();
    expect(browser.container.register).not.toHaveBeenCalled();
  });

  it('swallows a browser that throws on navigator.serviceWorker and a refused registration', async () => {
    const throwing = fakeBrowser({ readyState: 'complete' });
    const navigator = {};
    Object.defineProperty(navigator, 'serviceWorker', {
      enumerable: true,
      get() {
        throw new Error('SecurityError');
      },
    });
    expect(() => registerServiceWorker({ enabled: true, host: { ...throwing.host, navigator } })).not.toThrow();

    const refused = fakeBrowser({ readyState: 'complete', registerFails: true });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    registerServiceWorker({ enabled: true, host: refused.host });
    refused.runIdle();
    await refused.settle();
    process.off('unhandledRejection', unhandled);
    expect(refused.container.register).toHaveBeenCalledOnce();
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('announces an installed update and applies it by skipping waiting, then reloading once', async () => {
    const browser = fakeBrowser({ readyState: 'complete', controller: {} });
    const onUpdateReady = vi.fn<(apply: () => void) => void>();
    registerServiceWorker({ enabled: true, host: browser.host, onUpdateReady });
    browser.runIdle();
    await browser.settle();

    const { worker, events } = fakeWorker();
    browser.registration.installing = worker;
    browser.registrationEvents.fire('updatefound');
    expect(onUpdateReady).not.toHaveBeenCalled();
    worker.state = 'installed';
    events.fire('statechange');
    expect(onUpdateReady).toHaveBeenCalledOnce();

    const apply = onUpdateReady.mock.calls[0]![0];
    apply();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(browser.host.location.reload).not.toHaveBeenCalled();
    browser.containerEvents.fire('controllerchange');
    browser.containerEvents.fire('controllerchange');
    expect(browser.host.location.reload).toHaveBeenCalledOnce();
  });

  it('announces a worker already waiting at registration', async () => {
    const { worker } = fakeWorker('installed');
    const browser = fakeBrowser({ readyState: 'complete', controller: {}, waiting: worker });
    const onUpdateReady = vi.fn();
    registerServiceWorker({ enabled: true, host: browser.host, onUpdateReady });
    browser.runIdle();
    await browser.settle();
    expect(onUpdateReady).toHaveBeenCalledOnce();
  });

  it('does not announce the first install as an update', async () => {
    const browser = fakeBrowser({ readyState: 'complete', controller: null });
    const onUpdateReady = vi.fn();
    registerServiceWorker({ enabled: true, host: browser.host, onUpdateReady });
    browser.runIdle();
    await browser.settle();
    const { worker, events } = fakeWorker();
    browser.registration.installing = worker;
    browser.registrationEvents.fire('updatefound');
    worker.state = 'installed';
    events.fire('statechange');
    expect(onUpdateReady).not.toHaveBeenCalled();
  });

  it('checks for a new release when a long-hidden tab is shown again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const browser = fakeBrowser({ readyState: 'complete' });
      registerServiceWorker({ enabled: true, host: browser.host });
      browser.runIdle();
      await browser.settle();

      browser.documentEvents.fire('visibilitychange');
      expect(browser.registration.update).not.toHaveBeenCalled();
      vi.setSystemTime(Date.now() + 61 * 60 * 1000);
      browser.document.visibilityState = 'hidden';
      browser.documentEvents.fire('visibilitychange');
      expect(browser.registration.update).not.toHaveBeenCalled();
      browser.document.visibilityState = 'visible';
      browser.documentEvents.fire('visibilitychange');
      expect(browser.registration.update).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('isUpdateCheckDue', () => {
  it('is due once the interval has passed', () => {
    expect(isUpdateCheckDue(0, 59 * 60 * 1000)).toBe(false);
    expect(isUpdateCheckDue(0, 60 * 60 * 1000)).toBe(true);
    expect(isUpdateCheckDue(1000, 1500, 500)).toBe(true);
  });
});
