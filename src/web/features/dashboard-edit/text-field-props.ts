import type { TextFieldSpec } from './edit-types.js';

/** What every kind of translated text field is given: the line, plain text, rich text and lines fields alike. */
export interface TextFieldProps {
  field: TextFieldSpec;
  label: string;
  value: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** Shown under the field (beside the counter). */
  hint?: string | undefined;
  /** `lang` of the text: sr-Cyrl, sr-Latn or en. */
  lang: string;
  readOnly?: boolean;
}
