import { Input, Skeleton } from '@mantine/core';
import { type Ref, Suspense, lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { importChunk } from '../../lib/chunk-reload.js';

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

// TipTap, ProseMirror and the highlighting languages load with the first editor shown, not with the edit screen.
const TiptapEditor = lazy(() => importChunk(() => import('./tiptap-editor.js')));

/** The field's frame while the editor's code and messages load: label, description, error, an editor-sized block. */
function EditorPlaceholder({ label, description, error, required }: RichTextEditorProps) {
  const id = useId();
  return (
    <Input.Wrapper id={id} label={label} labelElement="div" description={description} error={error} required={required}>
      <Skeleton height={248} radius="sm" aria-hidden="true" />
    </Input.Wrapper>
  );
}

/** The rich-text field of the edit screens (TipTap, with the toolbar of SPEC §9). */
export function RichTextEditor(props: RichTextEditorProps) {
  const { ready } = useTranslation('rich-text-editor', { useSuspense: false });
  const placeholder = <EditorPlaceholder {...props} />;
  if (!ready) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
