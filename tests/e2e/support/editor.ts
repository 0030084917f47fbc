import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { SCREEN_TIMEOUT } from './page.js';

interface EditorElement extends HTMLElement {
  /** TipTap keeps its editor on the editable element. */
  editor?: { state: { selection: { from: number; to: number }; doc: { textBetween(from: number, to: number, separator: string): string } } };
}

/**
 * Waits until the editor's own state has taken up the text selected with the keyboard.
 * The browser reports a keyboard selection to ProseMirror in a later task, and a toolbar click
 * that an automated test sends at once may arrive first; a person is never that quick.
 */
export async function expectEditorSelection(content: Locator, text: string): Promise<void> {
  const selectedText = () =>
    content.evaluate((element: EditorElement) => {
      const state = element.editor?.state;
      return state ? state.doc.textBetween(state.selection.from, state.selection.to, '\n') : null;
    });
  await expect.poll(selectedText, { timeout: SCREEN_TIMEOUT }).toBe(text);
}
