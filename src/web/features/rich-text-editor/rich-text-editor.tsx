import { Input, Skeleton } from '@mantine/core';
import { Suspense, lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { importChunk } from '../../lib/chunk-reload.js';
import type { RichTextEditorProps } from './rich-text-editor-props.js';

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
