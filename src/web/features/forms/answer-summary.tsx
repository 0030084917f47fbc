import type { FormDefinition } from '../../../common/forms/form-definitions.js';
import { type Choice, answerText } from '../../../common/forms/form-state.js';
import { formWord, textIn } from '../../../common/forms/form-text.js';
import type { Locale } from '../../../common/locales.js';
import { formatFileSize } from '../shared/format.js';

/**
 * The answers of a form, step by step, as a list of questions and answers: on the check step with
 * a button to change each step's answers, on the status page as sent.
 */
export function AnswerSummary({
  form,
  values,
  attachments,
  councils,
  locale,
  changeable = false,
}: {
  form: FormDefinition;
  values: Record<string, string>;
  attachments: readonly { name: string; size: number }[];
  councils: readonly Choice[];
  locale: Locale;
  changeable?: boolean;
}) {
  return (
    <>
      {form.steps.map((step) => (
        <section key={step.id} className="answer-summary" aria-labelledby={`answers-${step.id}`}>
          <div className="answer-summary__heading">
            <h3 id={`answers-${step.id}`}>{textIn(step.title, locale)}</h3>
            {changeable && (
              <button type="submit" className="link-button" name="action" value={`change:${step.id}`}>
                {formWord('change', locale)}
                <span className="visually-hidden"> {textIn(step.title, locale)}</span>
              </button>
            )}
          </div>
          <dl className="answer-summary__list">
            {step.fields.map((field) => (
              <div key={field.name} className="answer-summary__row">
                <dt>{textIn(field.label, locale)}</dt>
                <dd>
                  {field.kind === 'file' ? (
                    attachments.length > 0 ? (
                      <ul>
                        {attachments.map((file) => (
                          <li key={`${file.name}:${file.size}`}>
                            {file.name} ({formatFileSize(file.size, locale)})
                          </li>
                        ))}
                      </ul>
                    ) : (
                      formWord('notGiven', locale)
                    )
                  ) : (
                    answerText(field, values[field.name], locale, councils) || formWord('notGiven', locale)
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}
