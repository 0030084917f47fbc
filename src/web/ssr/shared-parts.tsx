import type { VNode } from 'preact';
import { jsxTemplate } from 'preact/jsx-runtime';
import { renderToString } from 'preact-render-to-string';
import { Component, type ReactNode } from 'react';
import type { SharedPartRenderer } from '../lib/shared-markup.js';

/**
 * Markup of shared parts kept, least recently used dropped first. A key holds every input of its
 * markup, so nothing is ever invalidated: a changed menu is a new key, and its old markup ages out.
 * A few menus in three locales, each with one entry per link marked current, fit well within it.
 */
const MAX_PARTS = 300;
const parts = new Map<string, string>();

function remembered(key: string): string | undefined {
  const markup = parts.get(key);
  if (markup !== undefined) {
    parts.delete(key);
    parts.set(key, markup);
  }
  return markup;
}

function remember(key: string, markup: string): void {
  parts.set(key, markup);
  if (parts.size > MAX_PARTS) parts.delete(parts.keys().next().value!);
}

/**
 * The server's renderer of a shared part: its markup from the kept ones, else rendered on its own
 * and kept. Rendered in the page's context: in Preact a class component's `context` holds every
 * provider above it (router, messages, queries), which renderToString takes as its root's. The
 * markup goes into the page as it is (a template fragment, as precompiled JSX makes).
 */
class KeptPart extends Component<{ partKey: string; children: ReactNode }> {
  override render(): ReactNode {
    const { partKey, children } = this.props;
    let markup = remembered(partKey);
    if (markup === undefined) {
      markup = renderToString(children as unknown as VNode, this.context);
      remember(partKey, markup);
    }
    return jsxTemplate([markup]) as unknown as ReactNode;
  }
}

export const keptPartRenderer: SharedPartRenderer = KeptPart;
