import { Extension } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { type EditorState, Plugin, PluginKey, Selection, TextSelection, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

/**
 * Image files given to the editor by pasting or dropping them, and the placeholders that hold
 * their place while they upload. A placeholder is a widget decoration: it moves with the text
 * typed around it, is not part of the content (a save meanwhile stores no half-uploaded image)
 * and disappears with the text it stood in if that is deleted.
 */

type PlaceholderAction = { add: { id: string; pos: number; label: string } } | { remove: { id: string } };

interface PlaceholderSpec {
  id: string;
}

const placeholderKey = new PluginKey<DecorationSet>('imageUploadPlaceholder');

function placeholderElement(label: string): HTMLElement {
  const element = document.createElement('span');
  element.className = 'rte-upload-placeholder';
  // The progress itself is announced by the editor's status line; this only shows where the image goes.
  element.setAttribute('aria-hidden', 'true');
  element.textContent = label;
  return element;
}

function applyPlaceholders(tr: Transaction, set: DecorationSet): DecorationSet {
  const mapped = set.map(tr.mapping, tr.doc);
  const action = tr.getMeta(placeholderKey) as PlaceholderAction | undefined;
  if (!action) return mapped;
  if ('add' in action) {
    const { id, pos, label } = action.add;
    const spec: PlaceholderSpec = { id };
    return mapped.add(tr.doc, [Decoration.widget(pos, () => placeholderElement(label), spec)]);
  }
  return mapped.remove(mapped.find(undefined, undefined, (spec: PlaceholderSpec) => spec.id === action.remove.id));
}

/** Marks `pos` as the place of an upload that is on its way. */
export function addPlaceholder(tr: Transaction, id: string, pos: number, label: string): Transaction {
  return tr.setMeta(placeholderKey, { add: { id, pos, label } } satisfies PlaceholderAction);
}

export function removePlaceholder(tr: Transaction, id: string): Transaction {
  return tr.setMeta(placeholderKey, { remove: { id } } satisfies PlaceholderAction);
}

/** Where the upload's image goes now, or null when the text around its placeholder was deleted. */
export function placeholderPosition(state: EditorState, id: string): number | null {
  const found = placeholderKey.getState(state)?.find(undefined, undefined, (spec: PlaceholderSpec) => spec.id === id);
  return found?.[0]?.from ?? null;
}

/**
 * Puts an uploaded image where its placeholder is: before or after the paragraph when that is at
 * its start or end, else splitting it. A cursor that waited at the placeholder goes on after the
 * image (into a new paragraph when none follows); one that moved elsewhere stays where it is.
 */
export function insertUploadedImage(tr: Transaction, pos: number, image: ProseMirrorNode): Transaction {
  const wasCursorThere = tr.selection.empty && tr.selection.from === pos;
  tr.replaceRangeWith(pos, pos, image);
  if (!wasCursorThere) return tr;
  let end = pos;
  tr.mapping.maps.at(-1)?.forEach((_oldStart, _oldEnd, _newStart, newEnd) => {
    end = newEnd;
  });
  const next = Selection.findFrom(tr.doc.resolve(end), 1, true);
  if (next) return tr.setSelection(next);
  tr.insert(end, tr.doc.type.schema.nodes.paragraph!.create());
  return tr.setSelection(TextSelection.create(tr.doc, end + 1));
}

export interface ImageFileHandlingOptions {
  /** Files pasted or dropped at a position of the document. */
  onFiles: (files: File[], pos: number) => void;
}

function filesOf(data: DataTransfer | null): File[] {
  return data ? [...data.files] : [];
}

/** HTML on the clipboard (Word, a web page) is pasted as content, even when a picture of it comes along. */
function hasMarkup(data: DataTransfer | null): boolean {
  return Boolean(data?.getData('text/html'));
}

export const ImageFileHandling = Extension.create<ImageFileHandlingOptions>({
  name: 'imageFileHandling',

  addOptions() {
    return { onFiles: () => {} };
  },

  addProseMirrorPlugins() {
    const { onFiles } = this.options;
    return [
      new Plugin<DecorationSet>({
        key: placeholderKey,
        state: { init: () => DecorationSet.empty, apply: applyPlaceholders },
        props: {
          decorations: (state) => placeholderKey.getState(state),
          handlePaste(view, event) {
            const files = filesOf(event.clipboardData);
            if (files.length === 0 || hasMarkup(event.clipboardData)) return false;
            onFiles(files, view.state.selection.from);
            return true;
          },
          handleDrop(view, event, _slice, moved) {
            const files = filesOf(event.dataTransfer);
            if (moved || files.length === 0 || hasMarkup(event.dataTransfer)) return false;
            event.preventDefault();
            onFiles(files, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? view.state.selection.from);
            return true;
          },
        },
      }),
    ];
  },
});
