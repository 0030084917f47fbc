import { Input } from '@mantine/core';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale.js';
import { type EditorNotice, EditorStatus, type UploadInProgress } from './editor-status.js';
import { buildEditorExtensions } from './editor-extensions.js';
import { EditorToolbar } from './editor-toolbar.js';
import { isEmptyEditorHtml } from './empty-content.js';
import { PendingRemovals, imageSourcesOf } from './image-tracking.js';
import { releaseEditorImage, uploadEditorImage } from './image-upload.js';
import { addPlaceholder, insertUploadedImage, placeholderPosition, removePlaceholder } from './image-upload-plugin.js';
import { cleanPastedHtml } from './paste-cleaner.js';
import type { RichTextEditorProps } from './rich-text-editor-props.js';
import { revealElement } from './reveal-element.js';
import { uploadRefusalText } from './upload-errors.js';
import { isUploadableImage } from './url-rules.js';
import './editor.css';

/** Keys of uploads and messages, unique within the page. */
let nextKey = 0;

/** The latest value of something, for callbacks the editor was created with once. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

interface FieldIds {
  label: string;
  description: string;
  error: string;
  content: string;
}

/** Attributes of the editing area: a multi-line textbox named by the field's label, like a Mantine input. */
function contentAttributes(ids: FieldIds, { error, description, required, readOnly, lang }: RichTextEditorProps): Record<string, string> {
  const describedBy = [error ? ids.error : '', description ? ids.description : ''].filter(Boolean).join(' ');
  return {
    id: ids.content,
    role: 'textbox',
    class: 'rte-content',
    'aria-multiline': 'true',
    'aria-labelledby': ids.label,
    'aria-invalid': error ? 'true' : 'false',
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
    ...(readOnly ? { 'aria-readonly': 'true' } : {}),
    ...(lang ? { lang } : {}),
    spellcheck: 'true',
  };
}

function useHandlers({ onChange, onBlur, onImageAdded, onImageRemoved }: RichTextEditorProps) {
  const locale = useLocale();
  return useLatest({
    onChange,
    onBlur,
    imageAdded: onImageAdded ?? ((file: File, onProgress: (fraction: number) => void) => uploadEditorImage(file, locale, onProgress)),
    imageRemoved: onImageRemoved ?? ((src: string) => releaseEditorImage(src, locale)),
  });
}

type Handlers = ReturnType<typeof useHandlers>;

/** Uploads of image files: a placeholder where each goes, progress below the editor, a message when refused. */
function useImageUploads(editorRef: { current: Editor | null }, handlers: Handlers) {
  const { t } = useTranslation('rich-text-editor');
  const [uploads, setUploads] = useState<UploadInProgress[]>([]);
  const [notices, setNotices] = useState<EditorNotice[]>([]);

  const notify = (text: string) => setNotices((list) => [...list, { id: `notice-${nextKey++}`, text }]);
  const dismiss = (id: string) => setNotices((list) => list.filter((notice) => notice.id !== id));
  const setFraction = (id: string, fraction: number) => setUploads((list) => list.map((upload) => (upload.id === id ? { ...upload, fraction } : upload)));

  async function upload(editor: Editor, file: File, pos: number, alt: string | null) {
    const id = `upload-${nextKey++}`;
    editor.view.dispatch(addPlaceholder(editor.state.tr, id, pos, t('upload.placeholder')));
    setUploads((list) => [...list, { id, name: file.name, fraction: 0 }]);
    try {
      const src = await handlers.current.imageAdded(file, (fraction) => setFraction(id, fraction));
      const at = editor.isDestroyed ? null : placeholderPosition(editor.state, id);
      if (at === null) {
        // The text the image was to go into was deleted (or the editor closed): it never entered the content.
        handlers.current.imageRemoved(src);
        return;
      }
      const image = editor.schema.nodes.image!.create({ src, alt });
      editor.view.dispatch(removePlaceholder(insertUploadedImage(editor.state.tr, at, image), id));
    } catch (error) {
      if (!editor.isDestroyed) editor.view.dispatch(removePlaceholder(editor.state.tr, id));
      notify(uploadRefusalText(error, file.name, t));
    } finally {
      setUploads((list) => list.filter((item) => item.id !== id));
    }
  }

  /** Files from the toolbar, a paste or a drop: images of the types we take upload, others get a message before anything is sent. */
  function addImageFiles(files: File[], pos: number, alt: string | null = null) {
    const editor = editorRef.current;
    if (!editor) return;
    for (const file of files) {
      if (isUploadableImage(file)) void upload(editor, file, pos, alt);
      else notify(t('upload.refusedType', { name: file.name }));
    }
  }

  return { uploads, notices, dismiss, addImageFiles };
}

/**
 * Removals become final when the editor closes or the page is left: until then undo can bring an
 * image back, so its file must stay (see PendingRemovals). Releasing only then also covers an
 * image cut and pasted elsewhere in the text, which is removed and added in two steps.
 */
function useFinalRemovals(pending: { current: PendingRemovals | null }, handlers: Handlers) {
  useEffect(() => {
    const reportRemovals = () => {
      for (const src of pending.current?.take() ?? []) handlers.current.imageRemoved(src);
    };
    window.addEventListener('pagehide', reportRemovals);
    return () => {
      window.removeEventListener('pagehide', reportRemovals);
      reportRemovals();
    };
  }, [pending, handlers]);
}

/** The TipTap editor behind RichTextEditor (loaded on demand by it). */
export default function TiptapEditor(props: RichTextEditorProps) {
  const { label, value, error, description, required, readOnly } = props;
  const { t } = useTranslation('rich-text-editor');
  const baseId = useId();
  const ids: FieldIds = { label: `${baseId}-label`, description: `${baseId}-description`, error: `${baseId}-error`, content: `${baseId}-content` };
  const handlers = useHandlers(props);
  const editorRef = useRef<Editor | null>(null);
  const lastEmitted = useRef(value);
  const pending = useRef<PendingRemovals | null>(null);
  const uploads = useImageUploads(editorRef, handlers);
  const addImageFiles = useLatest(uploads.addImageFiles);
  const translate = useLatest(t);

  // Created once with the editor: useEditor hands changed options to the editor on every render,
  // and new extension objects each time would make it do so for nothing.
  const [extensions] = useState(() =>
    buildEditorExtensions({
      taskCheckboxLabel: (node) => {
        const text = node.textContent.trim();
        return text ? translate.current('taskCheckbox', { text }) : translate.current('taskCheckboxEmpty');
      },
      onImageFiles: (files, pos) => addImageFiles.current(files, pos),
    }),
  );
  const [initialContent] = useState(value);
  // The editing area's attributes follow the field's error, description and the like.
  const attributesKey = JSON.stringify(contentAttributes(ids, props));
  const editorProps = useMemo(() => ({ attributes: JSON.parse(attributesKey) as Record<string, string>, transformPastedHTML: cleanPastedHtml }), [attributesKey]);

  const editor = useEditor({
    immediatelyRender: true,
    extensions,
    content: initialContent,
    editable: !readOnly,
    editorProps,
    onTransaction: ({ transaction }) => {
      if (!transaction.docChanged) return;
      pending.current ??= new PendingRemovals(imageSourcesOf(transaction.before));
      pending.current.update(imageSourcesOf(transaction.doc));
    },
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      lastEmitted.current = isEmptyEditorHtml(html) ? '' : html;
      handlers.current.onChange(lastEmitted.current);
    },
    onBlur: () => handlers.current.onBlur?.(),
  });
  editorRef.current = editor;
  useFinalRemovals(pending, handlers);

  // A value from outside (the screen loaded the item, restored a revision) replaces the content;
  // it is not an edit, so undo does not go back to what was there before.
  useEffect(() => {
    if (value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run();
  }, [editor, value]);

  useImperativeHandle(props.ref, () => ({ reveal: (element, occurrence) => revealElement(editor.view, element, occurrence) }), [editor]);

  useEffect(() => {
    if (editor.isEditable === Boolean(readOnly)) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  return (
    <Input.Wrapper
      id={baseId}
      label={label}
      labelElement="div"
      labelProps={{ id: ids.label, onClick: () => editor.commands.focus() }}
      description={description}
      descriptionProps={{ id: ids.description }}
      error={error}
      errorProps={{ id: ids.error }}
      required={required}
    >
      <div className="rte" data-invalid={error ? true : undefined} data-readonly={readOnly || undefined}>
        {!readOnly && <EditorToolbar editor={editor} fieldLabel={label} contentId={ids.content} onUploadImage={(file, alt) => uploads.addImageFiles([file], editor.state.selection.from, alt)} />}
        <EditorContent editor={editor} />
      </div>
      <EditorStatus uploads={uploads.uploads} notices={uploads.notices} onDismiss={uploads.dismiss} />
    </Input.Wrapper>
  );
}
