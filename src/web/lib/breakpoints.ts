import { useExternalStore } from './external-store.js';

/** Breakpoints of SPEC §9 (px): xs < 600 ≤ sm < 960 ≤ md < 1280 ≤ lg < 1920 ≤ xl. */
export const BREAKPOINT_THRESHOLDS = { xs: 600, sm: 960, md: 1280, lg: 1920 } as const;
/** md and lg end 16 px early, leaving room for a vertical scrollbar. */
export const SCROLLBAR_ALLOWANCE = 16;
/** Below this width the main menu moves into the drawer. */
export const MOBILE_BREAKPOINT = 1264;
export const RESIZE_DEBOUNCE_MS = 200;

export type BreakpointName = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface Breakpoint {
  name: BreakpointName;
  /** Below MOBILE_BREAKPOINT: the layout shows the menu button and drawer. */
  isMobile: boolean;
}

export function breakpointName(width: number): BreakpointName {
  if (width < BREAKPOINT_THRESHOLDS.xs) return 'xs';
  if (width < BREAKPOINT_THRESHOLDS.sm) return 'sm';
  if (width < BREAKPOINT_THRESHOLDS.md - SCROLLBAR_ALLOWANCE) return 'md';
  if (width < BREAKPOINT_THRESHOLDS.lg - SCROLLBAR_ALLOWANCE) return 'lg';
  return 'xl';
}

export function breakpointOf(width: number): Breakpoint {
  return { name: breakpointName(width), isMobile: width < MOBILE_BREAKPOINT };
}

/** Calls `fn` once calls have stopped for `waitMs`, with the last arguments. */
export function debounce<Args extends unknown[]>(fn: (...args: Args) => void, waitMs: number): ((...args: Args) => void) & { cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: Args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), waitMs);
  };
  return Object.assign(debounced, { cancel: () => clearTimeout(timer) });
}

function viewportWidth(): number {
  return Math.max(document.documentElement.clientWidth, window.innerWidth || 0);
}

// One resize listener for every component that asks; the snapshot changes only with the breakpoint.
let snapshot: Breakpoint | null = null;
const listeners = new Set<() => void>();
const onResize = debounce(() => {
  const next = breakpointOf(viewportWidth());
  if (snapshot && next.name === snapshot.name && next.isMobile === snapshot.isMobile) return;
  snapshot = next;
  for (const listener of listeners) listener();
}, RESIZE_DEBOUNCE_MS);

function readSnapshot(): Breakpoint {
  snapshot ??= breakpointOf(viewportWidth());
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('resize', onResize, { passive: true });
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    onResize.cancel();
    window.removeEventListener('resize', onResize);
  };
}

const SERVER_SNAPSHOT = breakpointOf(MOBILE_BREAKPOINT);

/** The current breakpoint, re-read 200 ms after resizing stops. */
export function useBreakpoint(): Breakpoint {
  return useExternalStore(subscribe, readSnapshot, () => SERVER_SNAPSHOT);
}
