import { useEffect, useRef } from 'react';
import type { FieldError } from '../../../common/forms/form-state.js';
import { formWord } from '../../../common/forms/form-text.js';
import type { Locale } from '../../../common/locales.js';

/**
 * What went wrong with a posted form, read first: each message links the input it is about
 * (GOV.UK's error summary); `inputOf` names that input's id, or null for an error of the whole form.
 */
export function ErrorSummary({ errors, locale, inputOf }: { errors: readonly FieldError[]; locale: Locale; inputOf: (field: string) => string | null }) {
  const summary = useRef<HTMLDivElement>(null);
  // A page answered with errors: the summary takes the focus (without JavaScript it is read first by its position).
  useEffect(() => summary.current?.focus(), [errors]);
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={summary} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        {formWord('errorSummary', locale)}
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => {
          const input = inputOf(error.field);
          return <li key={`${error.field}:${error.message}`}>{input ? <a href={`#${input}`}>{error.message}</a> : error.message}</li>;
        })}
      </ul>
    </div>
  );
}
