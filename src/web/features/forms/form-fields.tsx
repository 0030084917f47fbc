import { ATTACHMENT_MAX_BYTES, type FieldDefinition } from '../../../common/forms/form-definitions.js';
import { type AttachmentRef, type Choice, type FieldError, fieldChoices, fieldInputId } from '../../../common/forms/form-state.js';
import { formWord, textIn } from '../../../common/forms/form-text.js';
import type { Locale } from '../../../common/locales.js';
import { formatFileSize } from '../shared/format.js';

/** What a field needs to show itself: its answer, its error, the page's locale and the councils to choose from. */
export interface FieldProps {
  field: FieldDefinition;
  value: string;
  error: FieldError | undefined;
  locale: Locale;
  councils: readonly Choice[];
  attachments: readonly AttachmentRef[];
}

/** The documents an attachment may be (the server checks what each file really is). */
const ACCEPTED_FILES = '.pdf,.doc,.docx,.odt,.xls,.xlsx,.ods,.ppt,.pptx,.odp,.txt,.csv,.png,.jpg,.jpeg,.gif';

/** The ids a field's input is described by: its hint, then its error (GOV.UK's order). */
function describedBy(name: string, hasHint: boolean, error: FieldError | undefined): string | undefined {
  const ids = [hasHint ? `${fieldInputId(name)}-hint` : null, error ? `${fieldInputId(name)}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldMessages({ name, hint, error, locale }: { name: string; hint: string | null; error: FieldError | undefined; locale: Locale }) {
  return (
    <>
      {hint && (
        <p id={`${fieldInputId(name)}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldInputId(name)}-error`} className="form-field__error">
          <span className="visually-hidden">{formWord('errorTitlePrefix', locale)}</span>
          {error.message}
        </p>
      )}
    </>
  );
}

/** One field of a form step, labelled, with its hint and error, as GOV.UK's design system lays them out. */
export function FormField({ field, value, error, locale, councils, attachments }: FieldProps) {
  const id = fieldInputId(field.name);
  const hint = field.hint ? textIn(field.hint, locale) : null;
  const label = (
    <>
      {textIn(field.label, locale)}
      {!field.required && <span className="form-field__optional"> {formWord('optional', locale)}</span>}
    </>
  );
  const common = { id, name: field.name, 'aria-describedby': describedBy(field.name, Boolean(hint), error), 'aria-invalid': error ? true : undefined };
  const className = `form-field${error ? ' form-field--error' : ''}`;

  if (field.kind === 'radio') {
    return (
      <div className={className}>
        <fieldset aria-describedby={common['aria-describedby']}>
          <legend className="form-field__label">{label}</legend>
          <FieldMessages name={field.name} hint={hint} error={error} locale={locale} />
          <div className="form-field__choices">
            {fieldChoices(field, locale, councils).map((choice, index) => (
              <div className="form-field__choice" key={choice.value}>
                <input type="radio" id={index === 0 ? id : `${id}-${choice.value}`} name={field.name} value={choice.value} defaultChecked={value === choice.value} />
                <label htmlFor={index === 0 ? id : `${id}-${choice.value}`}>{choice.label}</label>
              </div>
            ))}
          </div>
        </fieldset>
      </div>
    );
  }
  if (field.kind === 'file') {
    const hintText = [hint, formWord('fileHint', locale, { size: ATTACHMENT_MAX_BYTES / 1_000_000, count: field.maxFiles })].filter(Boolean).join(' ');
    return (
      <div className={className}>
        <label className="form-field__label" htmlFor={id}>
          {label}
        </label>
        <FieldMessages name={field.name} hint={hintText} error={error} locale={locale} />
        {attachments.length > 0 && (
          <ul className="form-field__files" aria-label={formWord('attached', locale)}>
            {attachments.map((attachment) => (
              <li key={attachment.token}>
                {attachment.name} ({formatFileSize(attachment.size, locale)}){' '}
                <button type="submit" className="link-button" name="action" value={`remove:${attachment.token}`}>
                  {formWord('removeFile', locale, { name: attachment.name })}
                </button>
              </li>
            ))}
          </ul>
        )}
        {attachments.length < field.maxFiles && <input {...common} type="file" multiple={field.maxFiles > 1} accept={ACCEPTED_FILES} />}
      </div>
    );
  }
  return (
    <div className={className}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <FieldMessages name={field.name} hint={hint} error={error} locale={locale} />
      {field.kind === 'textarea' ? (
        <textarea {...common} rows={8} defaultValue={value} />
      ) : field.kind === 'select' ? (
        <select {...common} defaultValue={value}>
          <option value="">—</option>
          {fieldChoices(field, locale, councils).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.kind}
          defaultValue={value}
          autoComplete={field.autocomplete}
          spellCheck={field.kind === 'email' ? false : undefined}
          className={field.kind === 'tel' ? 'form-field__input--short' : undefined}
        />
      )}
    </div>
  );
}
