import { NodeSelection, Selection, TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';

/**
 * The elements of a text are counted as the accessibility rules count them in the stored HTML
 * (src/common/content-accessibility.ts): headings of every level together, other elements by name.
 */
function selectorOf(element: string): string {
  return /^h[1-6]$/.test(element) ? 'h1, h2, h3, h4, h5, h6' : element;
}

/**
 * Elements the editor shows that are not in the stored HTML: the highlighting of code blocks
 * (spans inside <pre>) and the placeholders of images still uploading.
 */
function isEditorDecoration(candidate: Element): boolean {
  return candidate.closest('pre, .rte-upload-placeholder') !== null;
}

/** The `occurrence`-th element named `element` (from 1) in the editor's text, or null. */
export function findTextElement(root: HTMLElement, element: string, occurrence: number): Element | null {
  const matches = [...root.querySelectorAll(selectorOf(element))].filter((candidate) => !isEditorDecoration(candidate));
  return matches[occurrence - 1] ?? null;
}

/**
 * The selection that shows an element to its editor: an image selected whole (so its text
 * alternative can be given), the text of a heading, link or coloured run selected (so the
 * toolbar acts on it), the caret in a table's first cell.
 */
export function selectionOf(view: EditorView, target: Element): Selection {
  const { doc } = view.state;
  if (target.nodeName === 'IMG' && target.parentNode) {
    const before = view.posAtDOM(target.parentNode, [...target.parentNode.childNodes].indexOf(target as ChildNode));
    if (doc.nodeAt(before)?.type.name === 'image') return NodeSelection.create(doc, before);
  }
  const start = doc.resolve(view.posAtDOM(target, 0));
  if (target.nodeName === 'TABLE') return Selection.near(start);
  const end = doc.resolve(view.posAtDOM(target, target.childNodes.length));
  return start.parent.inlineContent && end.parent.inlineContent ? TextSelection.between(start, end) : Selection.near(start);
}

/**
 * Moves the caret to an element of the text and into view, with the focus in the editor, so an
 * editor who chose a problem from the list lands on it. False when the text has no such element
 * (it changed since the list was drawn).
 */
export function revealElement(view: EditorView, element: string, occurrence: number): boolean {
  const target = findTextElement(view.dom, element, occurrence);
  if (!target) return false;
  view.dispatch(view.state.tr.setSelection(selectionOf(view, target)).scrollIntoView());
  view.focus();
  return true;
}
