/**
 * Registers the service worker (/sw.js, scope /) once the page has loaded and the browser is idle,
 * so it never competes with the first screen. A browser without service workers, or one that
 * refuses the registration (private mode, insecure origin), is silently ignored (SPEC §7, §8).
 */

/** The few browser objects the registration uses; a test passes fakes. */
export interface ServiceWorkerHost {
  navigator: { serviceWorker?: ServiceWorkerContainerLike };
  document: Pick<Document, 'readyState' | 'visibilityState' | 'addEventListener'>;
  location: Pick<Location, 'reload'>;
  addEventListener(type: 'load', listener: () => void, options?: AddEventListenerOptions): void;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => unknown;
  setTimeout(callback: () => void, delay?: number): unknown;
}

export interface ServiceWorkerContainerLike {
  readonly controller: unknown;
  register(scriptUrl: string, options?: RegistrationOptions): Promise<ServiceWorkerRegistrationLike>;
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

export interface ServiceWorkerRegistrationLike {
  readonly installing: ServiceWorkerLike | null;
  readonly waiting: ServiceWorkerLike | null;
  update(): Promise<unknown>;
  addEventListener(type: 'updatefound', listener: () => void): void;
}

export interface ServiceWorkerLike {
  readonly state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}

export interface RegisterServiceWorkerOptions {
  /**
   * Called when a new release is installed and waits for this release's pages to close. Calling
   * `apply` switches now: the new worker takes over and the page reloads once, on the new release.
   * Offer it to the user ("A new version is available"); never call it while a form has unsaved input.
   */
  onUpdateReady?: (apply: () => void) => void;
  /** Default: only in a production build (the dev server has no /sw.js). */
  enabled?: boolean;
  host?: ServiceWorkerHost;
}

export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';
/** SPEC §9: idle-callback time-out. */
export const IDLE_TIMEOUT_MS = 2000;
/** A tab left open for days still learns of new releases: check when it is shown again, at most hourly. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Whether a tab that became visible should ask the server for a newer /sw.js. */
export function isUpdateCheckDue(lastCheckAt: number, now: number, interval = UPDATE_CHECK_INTERVAL_MS): boolean {
  return now - lastCheckAt >= interval;
}

function defaultHost(): ServiceWorkerHost | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as ServiceWorkerHost);
}

/** Tells a waiting worker to take over, then reloads this page once it controls it. */
function applyUpdate(worker: ServiceWorkerLike, host: ServiceWorkerHost, container: ServiceWorkerContainerLike): void {
  let isReloading = false;
  container.addEventListener('controllerchange', () => {
    if (isReloading) return;
    isReloading = true;
    host.location.reload();
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}

function watchForUpdates(
  registration: ServiceWorkerRegistrationLike,
  host: ServiceWorkerHost,
  container: ServiceWorkerContainerLike,
  onUpdateReady: RegisterServiceWorkerOptions['onUpdateReady'],
): void {
  // Without a controller this is the first install, not an update: nothing to switch.
  const announce = (worker: ServiceWorkerLike) => {
    if (container.controller) onUpdateReady?.(() => applyUpdate(worker, host, container));
  };
  if (registration.waiting) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') announce(worker);
    });
  });
  let lastCheckAt = Date.now();
  host.document.addEventListener('visibilitychange', () => {
    if (host.document.visibilityState !== 'visible' || !isUpdateCheckDue(lastCheckAt, Date.now())) return;
    lastCheckAt = Date.now();
    registration.update().catch(() => undefined);
  });
}

/**
 * Registers /sw.js with scope / after the load event (or at once if the page has loaded), when the
 * browser is idle. Call it once from main.tsx; it returns immediately and never throws.
 */
export function registerServiceWorker(options: RegisterServiceWorkerOptions = {}): void {
  const { enabled = import.meta.env.PROD, onUpdateReady } = options;
  const host = options.host ?? defaultHost();
  if (!enabled || !host) return;
  try {
    // NOTE: reading navigator.serviceWorker itself throws in some browsers' private modes.
    if (!('serviceWorker' in host.navigator) || !host.navigator.serviceWorker) return;
    const container = host.navigator.serviceWorker;
    const register = () => {
      try {
        container
          .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
          .then((registration) => watchForUpdates(registration, host, container, onUpdateReady))
          .catch(() => undefined);
      } catch {
        // As below: a refused registration is not the page's problem.
      }
    };
    const whenIdle = () =>
      host.requestIdleCallback ? host.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS }) : host.setTimeout(register, 0);
    if (host.document.readyState === 'complete') whenIdle();
    else host.addEventListener('load', whenIdle, { once: true });
  } catch {
    // SPEC §8: a browser without service-worker support is not an error worth showing.
  }
}
