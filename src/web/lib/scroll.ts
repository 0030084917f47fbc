/** SPEC §9: scroll animations take 500 ms on an ease-in-out cubic curve. */
export const SCROLL_DURATION_MS = 500;

/** Thrown when a scroll target (a URL hash) or its container does not exist. */
export class ScrollHelperError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScrollHelperError';
  }
}

export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : (t - 1) * (2 * t - 2) * (2 * t - 2) + 1;
}

/** Where an animation from `from` to `to` is after `elapsed` ms. */
export function scrollPositionAt(from: number, to: number, elapsed: number, duration = SCROLL_DURATION_MS): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return from + (to - from) * easeInOutCubic(Math.max(0, elapsed) / duration);
}

/** The element a URL hash names (`#id`, percent-encoded or not). */
export function findHashTarget(hash: string, findById: (id: string) => Element | null): Element {
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw id: a malformed escape can still be a literal id
  }
  const target = id ? findById(id) : null;
  if (!target) throw new ScrollHelperError(`Scroll target not found: #${id}`);
  return target;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

let runningAnimation = 0;

/** Scrolls the window to `top`, animated unless the visitor asked for reduced motion. */
export function scrollWindowTo(top: number, { animate }: { animate: boolean }): void {
  cancelAnimationFrame(runningAnimation);
  const from = window.scrollY;
  if (!animate || prefersReducedMotion() || from === top) {
    window.scrollTo(0, top);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const elapsed = now - start;
    window.scrollTo(0, scrollPositionAt(from, top, elapsed));
    if (elapsed < SCROLL_DURATION_MS) runningAnimation = requestAnimationFrame(step);
  };
  runningAnimation = requestAnimationFrame(step);
}

/** How long a restored position waits for late content (images, lazy parts) to make the page tall enough. */
export const RESTORE_WAIT_MS = 1000;

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls back to a saved position and holds it for up to a second while late content (images,
 * a banner emptied a frame later) changes the page's height, until the visitor scrolls themselves.
 */
export function restoreWindowScroll(top: number): void {
  cancelAnimationFrame(runningAnimation);
  const deadline = performance.now() + RESTORE_WAIT_MS;
  let isUserScrolling = false;
  const stop = () => {
    isUserScrolling = true;
  };
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { once: true, passive: true, capture: true });
  const hold = () => {
    if (isUserScrolling || performance.now() > deadline) {
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop, { capture: true });
      return;
    }
    if (Math.abs(window.scrollY - top) >= 1) window.scrollTo(0, top);
    runningAnimation = requestAnimationFrame(hold);
  };
  window.scrollTo(0, top);
  runningAnimation = requestAnimationFrame(hold);
}

/** Animates to the element a hash names; throws ScrollHelperError when there is none. */
export function scrollToHash(hash: string): void {
  const target = findHashTarget(hash, (id) => document.getElementById(id));
  const marginTop = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  scrollWindowTo(target.getBoundingClientRect().top + window.scrollY - marginTop, { animate: true });
}
