import type { Ref } from 'react';

/**
 * SPEC §7 image-added: a file given to the editor (toolbar, paste or drop) is handed over with a
 * progress callback; the promise gives the src to insert. A rejection is shown as a message.
 */
export type ImageAddedHandler = (file: File, onProgress: (fraction: number) => void) => Promise<string>;

/**
 * SPEC §7 image-removed: an image has left the content for good. Called when the editor closes
 * (or the page is left) for each image removed meanwhile and not brought back by undo.
 */
export type ImageRemovedHandler = (src: string) => void;

/** What the field around an editor may ask of it. */
export interface RichTextEditorHandle {
  /**
   * Puts the caret on the `occurrence`-th element named `element` (headings counted together, as
   * the accessibility rules count them), in view and focused; false when the text has none.
   */
  reveal(element: string, occurrence: number): boolean;
}

export interface RichTextEditorProps {
  /** Set once the editor's code has loaded. */
  ref?: Ref<RichTextEditorHandle>;
  label: string;
  /** Sanitised HTML as stored; '' for no content. */
  value: string;
  /** The new HTML; '' when the content is only an empty paragraph (SPEC §5). */
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string | null | undefined;
  description?: string | undefined;
  required?: boolean;
  /** `lang` of the text being edited (sr-Cyrl, sr-Latn, en), for spelling and screen readers. */
  lang?: string;
  readOnly?: boolean;
  /** Replaces the default upload through the media API. */
  onImageAdded?: ImageAddedHandler;
  /** Replaces the default release of this session's uploads through the media API. */
  onImageRemoved?: ImageRemovedHandler;
}
