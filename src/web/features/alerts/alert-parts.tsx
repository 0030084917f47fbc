import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FREQUENCY_LABELS } from '../../../common/alerts/alert-text.js';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../../../common/alerts/alert-topics.js';
import { formWord, textIn } from '../../../common/forms/form-text.js';
import type { Locale } from '../../../common/locales.js';
import type { AlertTopicView } from '../../../common/schemas/alerts.js';
import type { FieldError } from '../../../common/forms/form-state.js';
import { LocalizedLink } from '../../components/localized-link.js';
import { ErrorSummary } from '../forms/error-summary.js';

/** An error of the subscription form: `field` is the field's name, or '' for the form as a whole. */
export type AlertError = FieldError;

/** The id of a field's input, which the error summary links to. */
export const alertInputId = (name: string): string => `alert-${name}`;

/**
 * A form of the alerts' pages: a plain POST to the page's own address, query included (the topic,
 * or the private link's subscriber and token), so it works without JavaScript and the same with it;
 * the server answers with the next page (303), or this one again.
 */
export function AlertForm({ className, children }: { className?: string; children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <form className={`public-form${className ? ` ${className}` : ''}`} method="post" action={`${pathname}${search}`} encType="multipart/form-data" noValidate>
      {children}
    </form>
  );
}

/** The error summary of an alerts' page: a topic that is none has no field to link. */
export function AlertErrorSummary({ errors, locale }: { errors: readonly AlertError[]; locale: Locale }) {
  return <ErrorSummary errors={errors} locale={locale} inputOf={(field) => (field && field !== 'topic' ? alertInputId(field) : null)} />;
}

/** A field's error beside it, its id what the input is described by. */
export function FieldError({ name, error, locale }: { name: string; error: AlertError | undefined; locale: Locale }) {
  if (!error) return null;
  return (
    <p id={`${alertInputId(name)}-error`} className="form-field__error">
      <span className="visually-hidden">{formWord('errorTitlePrefix', locale)}</span>
      {error.message}
    </p>
  );
}

/** The field no person sees or fills, named and hidden as the public forms hide theirs. */
export function Honeypot({ locale }: { locale: Locale }) {
  return (
    <div className="public-form__trap" aria-hidden="true">
      <label htmlFor={alertInputId('website')}>{formWord('honeypot', locale)}</label>
      <input id={alertInputId('website')} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

interface FrequencyChoicesProps {
  /** The radios' name: `frequency`, or `frequency-<id>` for one subscription of the settings. */
  name: string;
  value: AlertFrequency;
  locale: Locale;
  error?: AlertError | undefined;
}

/** One radio a frequency; the first takes the field's id, which the error summary links to. */
export function FrequencyChoices({ name, value, locale, error }: FrequencyChoicesProps) {
  const id = alertInputId(name);
  return (
    <div className="form-field__choices">
      {ALERT_FREQUENCIES.map((frequency, index) => {
        const inputId = index === 0 ? id : `${id}-${frequency}`;
        return (
          <div className="form-field__choice" key={frequency}>
            <input type="radio" id={inputId} name={name} value={frequency} defaultChecked={value === frequency} aria-invalid={error ? true : undefined} />
            <label htmlFor={inputId}>{textIn(FREQUENCY_LABELS[frequency], locale)}</label>
          </div>
        );
      })}
    </div>
  );
}

/**
 * A link to this page with another query (the list of topics, or one topic's form): not the page
 * shown, though its path is, so not marked as the current page.
 */
export function OtherQueryLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LocalizedLink to={to} aria-current={undefined}>
      {children}
    </LocalizedLink>
  );
}

/** A topic's name, a link to its page when it has one. */
export function TopicName({ topic }: { topic: AlertTopicView }) {
  return topic.path ? <LocalizedLink to={topic.path}>{topic.name}</LocalizedLink> : <>{topic.name}</>;
}
