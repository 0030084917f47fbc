import { type Extensions, mergeAttributes } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import TextAlign from '@tiptap/extension-text-align';
import { BackgroundColor, Color, TextStyle } from '@tiptap/extension-text-style';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';
import { HighlightedCodeBlock } from './code-highlight.js';
import { ImageFileHandling } from './image-upload-plugin.js';
import { Indent } from './indent-extension.js';
import { isAllowedLinkHref } from './url-rules.js';
import { VideoEmbed } from './video-embed-node.js';

/** Undo history (SPEC §9): changes within a second are one step, and at most 100 steps are kept. */
export const UNDO_GROUP_DELAY_MS = 1000;
export const UNDO_DEPTH = 100;

export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];
export const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/**
 * Task items are stored without the checkbox markup TipTap writes (<label><input>…</label><div>):
 * the sanitiser drops it anyway, and the public page draws the box from data-checked. The editor
 * still shows a real checkbox through the node view.
 */
const StoredTaskItem = TaskItem.extend({
  renderHTML({ HTMLAttributes }) {
    return ['li', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes, { 'data-type': this.name }), 0];
  },
});

/**
 * An image's text alternative, kept as written: alt="" marks it decorative, and an image with no
 * alt at all (pasted or dropped, not yet described) stays without one, so the accessibility check
 * can ask for it rather than take it for decoration.
 */
const AccessibleImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      alt: {
        default: null,
        parseHTML: (element) => element.getAttribute('alt'),
        renderHTML: (attributes) => (typeof attributes.alt === 'string' ? { alt: attributes.alt } : {}),
      },
    };
  },
});

export interface EditorExtensionOptions {
  /** Accessible name of a task item's checkbox in the editor. */
  taskCheckboxLabel: (node: ProseMirrorNode, checked: boolean) => string;
  /** Image files pasted or dropped into the editor. */
  onImageFiles: (files: File[], pos: number) => void;
}

/** The editor's schema and behaviour: the toolbar of SPEC §9 and what the sanitiser keeps. */
export function buildEditorExtensions({ taskCheckboxLabel, onImageFiles }: EditorExtensionOptions): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      codeBlock: false,
      undoRedo: { depth: UNDO_DEPTH, newGroupDelay: UNDO_GROUP_DELAY_MS },
      link: {
        openOnClick: false,
        defaultProtocol: 'https',
        // Links open in the same tab unless the editor ticks "new tab" (the portal's own links then stay in the app).
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (url) => isAllowedLinkHref(url),
      },
    }),
    TextStyle,
    Color,
    BackgroundColor,
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...ALIGNMENTS] }),
    Indent,
    TaskList,
    StoredTaskItem.configure({ nested: true, a11y: { checkboxLabel: taskCheckboxLabel } }),
    HighlightedCodeBlock.configure({ languageClassPrefix: 'language-', defaultLanguage: null }),
    AccessibleImage.configure({ allowBase64: true, inline: false }),
    VideoEmbed,
    ImageFileHandling.configure({ onFiles: onImageFiles }),
  ];
}
