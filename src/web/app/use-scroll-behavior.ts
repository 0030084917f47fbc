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
let previousPage: string | null = null;

function savedPositions(): Record<string, number> {
  positions ??= readPositions();
  return positions;
}

/**
 * What the reader sees as one page: the path, and the page of a list (?page=). Another page of
 * results is new reading, where a filter or a sort changes the page being read.
 */
function readingPageOf({ pathname, search }: { pathname: string; search: string }): string {
  const page = new URLSearchParams(search).get('page');
  return page && page !== '1' ? `${pathname}?page=${page}` : pathname;
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
 * target, a new path or another page of a list starts at the top (another query alone, e.g. a
 * filter, keeps the position). A new page also moves focus to <main>, so keyboard and
 * screen-reader users start at the content.
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
    const readingPage = readingPageOf(location);
    const isFirstPage = previousPage === null;
    const isNewPage = previousPage !== readingPage;
    previousPage = readingPage;
    writePositions(savedPositions());

    const saved = savedPositions()[location.key];
    if (navigationType === 'POP' && saved !== undefined) {
      restoreWindowScroll(saved);
    } else if (location.hash) {
      // The target may render a frame later (lazy content); wait for it.
      requestAnimationFrame(() => scrollToHashOrLog(location.hash));
    } else if (isNewPage && !isFirstPage) {
      scrollWindowTo(0, { animate: false });
    }
    if (isNewPage && !isFirstPage && !location.hash) document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.key, location.pathname, location.search, location.hash, navigationType]);
}
