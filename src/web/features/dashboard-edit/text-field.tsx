import { TextInput, Textarea } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { RichTextEditor } from '../rich-text-editor/rich-text-editor.js';
import type { RichTextEditorHandle } from '../rich-text-editor/rich-text-editor-props.js';
import { AccessibilityProblems } from './accessibility-problems.js';
import { CharCount } from './char-count.js';
import { LinesField } from './lines-field.js';
import type { TextFieldProps } from './text-field-props.js';

/** The hint and the counter together, or nothing (an empty description would still be announced). */
function descriptionOf(hint: string | undefined, counter: ReactNode): ReactNode {
  if (!hint && !counter) return undefined;
  return (
    <>
      {hint}
      {hint && counter ? ' ' : null}
      {counter}
    </>
  );
}

/**
 * One translated text: a line, a plain multi-line text or rich text. Plain texts with a limit
 * show a counter under them (read as the input's description by screen readers).
 */
export function TextField(props: TextFieldProps) {
  if (props.field.kind === 'lines') return <LinesField {...props} />;
  if (props.field.kind === 'rich') return <RichTextField {...props} />;
  return <PlainTextField {...props} />;
}

function PlainTextField({ field, label, value, onChange, onBlur, error, hint, lang, readOnly = false }: TextFieldProps) {
  const common = {
    label,
    value,
    onChange: (event: { currentTarget: { value: string } }) => onChange?.(event.currentTarget.value),
    onBlur,
    error,
    lang,
    readOnly,
    required: field.isRequired && !readOnly,
    description: descriptionOf(hint, readOnly ? null : <CharCount count={value.length} max={field.max} />),
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
  };
  return field.kind === 'line' ? <TextInput {...common} /> : <Textarea {...common} autosize minRows={3} maxRows={12} />;
}

/** Rich text, with its accessibility problems under it, each a way to the place in the text. */
function RichTextField({ field, label, value, onChange, onBlur, error, hint, lang, readOnly = false }: TextFieldProps) {
  const editor = useRef<RichTextEditorHandle>(null);
  return (
    <>
      <RichTextEditor
        ref={editor}
        label={label}
        value={value}
        onChange={(html) => onChange?.(html)}
        onBlur={onBlur}
        error={error}
        description={hint}
        required={field.isRequired && !readOnly}
        lang={lang}
        readOnly={readOnly}
      />
      {!readOnly && <AccessibilityProblems html={value} onReveal={(problem) => editor.current?.reveal(problem.element, problem.occurrence)} />}
    </>
  );
}
