import { type KeyboardEvent, type RefObject, useLayoutEffect } from 'react';

/**
 * Roving tabindex of the toolbar (WAI-ARIA toolbar pattern): the toolbar is one Tab stop, the
 * arrow keys, Home and End move between its controls, and Tab comes back to the one used last.
 */

/** The index to move to for a key, wrapping around; null for keys the toolbar leaves alone. */
export function nextFocusIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

const ITEM_SELECTOR = '[data-toolbar-item]:not(:disabled)';

function itemsOf(toolbar: HTMLElement): HTMLElement[] {
  return [...toolbar.querySelectorAll<HTMLElement>(ITEM_SELECTOR)];
}

/** Exactly one enabled item is in the Tab order: the last one focused, else the first. */
function syncTabStops(toolbar: HTMLElement): void {
  const items = [...toolbar.querySelectorAll<HTMLElement>('[data-toolbar-item]')];
  const enabled = itemsOf(toolbar);
  const stop = enabled.find((item) => item.dataset.tabStop === 'true') ?? enabled[0];
  for (const item of items) item.tabIndex = item === stop ? 0 : -1;
}

function makeTabStop(toolbar: HTMLElement, item: HTMLElement): void {
  for (const other of toolbar.querySelectorAll<HTMLElement>('[data-tab-stop]')) delete other.dataset.tabStop;
  item.dataset.tabStop = 'true';
  syncTabStops(toolbar);
}

/**
 * Wires a toolbar: every control marked data-toolbar-item takes part. Tab stops are set on the
 * DOM after each render, since controls come and go (the code language only in a code block)
 * and get disabled (undo with nothing to undo).
 */
export function useRovingFocus(toolbarRef: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    if (toolbarRef.current) syncTabStops(toolbarRef.current);
  });

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const toolbar = toolbarRef.current;
    if (!toolbar || event.altKey || event.ctrlKey || event.metaKey) return;
    const items = itemsOf(toolbar);
    const index = items.indexOf(event.target as HTMLElement);
    if (index === -1) return;
    const next = nextFocusIndex(event.key, index, items.length);
    if (next === null) return;
    event.preventDefault();
    items[next]!.focus();
  }

  function onFocus(event: { target: EventTarget }) {
    const toolbar = toolbarRef.current;
    const item = (event.target as HTMLElement).closest<HTMLElement>('[data-toolbar-item]');
    if (toolbar && item && toolbar.contains(item)) makeTabStop(toolbar, item);
  }

  return { onKeyDown, onFocus };
}
