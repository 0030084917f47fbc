import { CHECK_STEP, FORMS, type FormDefinition } from '../../../common/forms/form-definitions.js';
import { type FormState, fieldInputId, stepIds } from '../../../common/forms/form-state.js';
import { formWord, textIn } from '../../../common/forms/form-text.js';
import { formRequest } from '../../../common/initial-data.js';
import type { Locale } from '../../../common/locales.js';
import { type FormRouteKey, listPath } from '../../../common/routes.js';
import { usePageHeader } from '../../components/page-header.js';
import { useLocale } from '../../lib/locale.js';
import { useRead } from '../../lib/query.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import { AnswerSummary } from './answer-summary.js';
import { ErrorSummary } from './error-summary.js';
import { FormField } from './form-fields.js';
import './forms.css';

/**
 * A public form, one step a page as GOV.UK builds them: posted to its own address, which answers
 * with the next step or this one with its errors, so it works without JavaScript and the same
 * with it. The answers of the other steps travel in hidden fields; nothing is kept until it is sent.
 */
export function FormScreen({ formKey }: { formKey: FormRouteKey }) {
  const locale = useLocale();
  const form = FORMS[formKey];
  const title = textIn(form.title, locale);
  const banner = usePageHeader({ title, breadcrumbs: [{ label: title }] });
  const read = useRead(formRequest(formKey));
  if (read.error) throw read.error;
  return (
    <>
      {banner}
      <div className="content form-screen">{read.data ? <FormStep form={form} state={read.data} locale={locale} /> : <ScreenPlaceholder lines={8} />}</div>
    </>
  );
}

function FormStep({ form, state, locale }: { form: FormDefinition; state: FormState; locale: Locale }) {
  const ids = stepIds(form);
  const index = Math.max(ids.indexOf(state.step), 0);
  const step = form.steps.find((s) => s.id === state.step);
  const onCheck = state.step === CHECK_STEP;
  const shownHere = new Set(step?.fields.map((field) => field.name) ?? []);
  const errorOf = (name: string) => state.errors.find((error) => error.field === name);
  const primary = onCheck ? { value: 'send', label: formWord('send', locale) } : { value: 'continue', label: formWord('continue', locale) };

  return (
    <>
      {index === 0 && state.errors.length === 0 && <p className="form-screen__intro">{textIn(form.intro, locale)}</p>}
      {state.errors.length > 0 && <ErrorSummary errors={state.errors} locale={locale} inputOf={(field) => (field ? fieldInputId(field) : null)} />}
      <form className="public-form" method="post" action={listPath(form.key, locale)} encType="multipart/form-data" noValidate>
        {/* The button Enter presses in a field: the step's own action, not the first "Change" or "Remove" of the page. */}
        <button type="submit" name="action" value={primary.value} className="public-form__default" tabIndex={-1} aria-hidden="true" />
        <p className="public-form__progress">{formWord('stepOf', locale, { n: index + 1, total: ids.length })}</p>
        <h2 className="public-form__title">{onCheck ? formWord('checkTitle', locale) : textIn(step!.title, locale)}</h2>
        <input type="hidden" name="step" value={state.step} />
        <input type="hidden" name="started" value={state.started} />
        {Object.entries(state.values)
          .filter(([name]) => !shownHere.has(name))
          .map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        {state.attachments.map((attachment) => (
          <input key={attachment.token} type="hidden" name="attachment" value={attachment.token} />
        ))}
        <div className="public-form__trap" aria-hidden="true">
          <label htmlFor="field-website">{formWord('honeypot', locale)}</label>
          <input id="field-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        {onCheck ? (
          <CheckStep form={form} state={state} locale={locale} />
        ) : (
          step!.fields.map((field) => (
            <FormField
              key={field.name}
              field={field}
              value={state.values[field.name] ?? ''}
              error={errorOf(field.name)}
              locale={locale}
              councils={state.councils}
              attachments={field.kind === 'file' ? state.attachments : []}
            />
          ))
        )}
        <div className="public-form__actions">
          <button type="submit" name="action" value={primary.value} className="button button--primary">
            {primary.label}
          </button>
          {index > 0 && (
            <button type="submit" name="action" value="back" className="button button--outline">
              {formWord('back', locale)}
            </button>
          )}
        </div>
      </form>
    </>
  );
}

function CheckStep({ form, state, locale }: { form: FormDefinition; state: FormState; locale: Locale }) {
  const consentError = state.errors.find((error) => error.field === 'consent');
  return (
    <>
      <p>{formWord('checkIntro', locale)}</p>
      <AnswerSummary form={form} values={state.values} attachments={state.attachments} councils={state.councils} locale={locale} changeable />
      <div className={`form-field${consentError ? ' form-field--error' : ''}`}>
        {consentError && (
          <p id={`${fieldInputId('consent')}-error`} className="form-field__error">
            <span className="visually-hidden">{formWord('errorTitlePrefix', locale)}</span>
            {consentError.message}
          </p>
        )}
        <div className="form-field__choice">
          <input
            type="checkbox"
            id={fieldInputId('consent')}
            name="consent"
            value="yes"
            aria-describedby={consentError ? `${fieldInputId('consent')}-error` : undefined}
            aria-invalid={consentError ? true : undefined}
          />
          <label htmlFor={fieldInputId('consent')}>{formWord('consent', locale)}</label>
        </div>
      </div>
    </>
  );
}
