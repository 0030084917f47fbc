import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { ScrollHelperError, restoreWindowScroll, scrollToHash, scrollWindowTo } from '../lib/scroll.js';

const POSITIONS_KEY = 'noks.scroll-positions';
const MAX_SAVED_POSITIONS = 50;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function writePositions(positions: Record<string, number>): void {
  const kept = Object.entries(positions).slice(-MAX_SAVED_POSITIONS);
  try {
    sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // storage full or disabled: back navigation then starts at the top
  }
}

// Module state, not refs: the hook moves between the screen and the error page (remounting)
// and must remember what was shown before.
let positions: Record<string, number> | null = null;
let currentKey = '';
let previousPath: string | null = null;

function savedPositions(): Record<string, number> {
  positions ??= readPositions();
  return positions;
}

function recordPosition(): void {
  savedPositions()[currentKey] = window.scrollY;
}

function scrollToHashOrLog(hash: string): void {
  try {
    scrollToHash(hash);
  } catch (error) {
    if (!(error instanceof ScrollHelperError)) throw error;
    console.warn(error.message);
  }
}

/**
 * SPEC §2 scrolling: back/forward restores the saved position, a URL with a hash animates to its
 * target, a new path starts at the top (a changed query alone, e.g. a filter, keeps the position).
 * A new path also moves focus to <main>, so keyboard and screen-reader users start at the content.
 * Used by whatever fills <main> (the screen outlet, the error page), so it runs once content is there.
 */
export function useScrollBehavior(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Positions are recorded as the visitor scrolls, so they belong to the page they were read on.
    const persist = () => writePositions(savedPositions());
    window.addEventListener('scroll', recordPosition, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', recordPosition);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    if (currentKey === location.key) return; // a remount (screen ↔ error page) on the same location
    currentKey = location.key;
    const isFirstPage = previousPath === null;
    const isNewPath = previousPath !== location.pathname;
    previousPath = location.pathname;
    writePositions(savedPositions());

    const saved = savedPositions()[location.key];
    if (navigationType === 'POP' && saved !== undefined) {
      restoreWindowScroll(saved);
    } else if (location.hash) {
      // The target may render a frame later (lazy content); wait for it.
      requestAnimationFrame(() => scrollToHashOrLog(location.hash));
    } else if (isNewPath && !isFirstPage) {
      scrollWindowTo(0, { animate: false });
    }
    if (isNewPath && !isFirstPage && !location.hash) document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.key, location.pathname, location.hash, navigationType]);
}
