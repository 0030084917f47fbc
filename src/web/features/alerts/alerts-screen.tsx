import { useSearchParams } from 'react-router';
import { TOPIC_KIND_LABELS, alertWord } from '../../../common/alerts/alert-text.js';
import { TOPIC_KINDS } from '../../../common/alerts/alert-topics.js';
import { textIn } from '../../../common/forms/form-text.js';
import { alertSignupRequest } from '../../../common/initial-data.js';
import type { Locale } from '../../../common/locales.js';
import { listPath } from '../../../common/routes.js';
import type { AlertSignup, AlertTopicView } from '../../../common/schemas/alerts.js';
import { LocalizedLink } from '../../components/localized-link.js';
import { usePageHeader } from '../../components/page-header.js';
import { useLocale } from '../../lib/locale.js';
import { useRead } from '../../lib/query.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import { AlertErrorSummary, AlertForm, FieldError, FrequencyChoices, Honeypot, OtherQueryLink, alertInputId } from './alert-parts.js';
import '../forms/forms.css';
import './alerts.css';

/**
 * Subscribing to e-mail alerts: every topic to choose from, or one topic's form (?topic=<key>), or,
 * once sent (&sent=1), where the confirmation message went. The server answers a form with errors
 * (422) or too many sign-ups (429) with this page, its answers kept.
 */
export default function AlertsScreen() {
  const locale = useLocale();
  const [query] = useSearchParams();
  const read = useRead(alertSignupRequest(query));
  const signup = read.data;
  const title = alertWord('title', locale);
  const heading = !signup ? title : signup.sent ? alertWord('sentTitle', locale) : signup.topic ? alertWord('topicIs', locale, { name: signup.topic.name }) : title;
  // The trail names this page alone: a topic's form has the list's path (only the query differs), so a crumb to the list would be marked as the page shown.
  const banner = usePageHeader({ title: heading, breadcrumbs: [{ label: heading }] });
  if (read.error) throw read.error;
  return (
    <>
      {banner}
      <div className="content form-screen alerts-screen">{!signup ? <ScreenPlaceholder lines={8} /> : <SignupContent signup={signup} locale={locale} />}</div>
    </>
  );
}

function SignupContent({ signup, locale }: { signup: AlertSignup; locale: Locale }) {
  if (signup.sent) return <p className="form-screen__intro">{alertWord('sentBody', locale)}</p>;
  if (!signup.topic) {
    // A form posted for a topic that is none (or no longer public) comes back to the list, saying so.
    return (
      <>
        {signup.errors.length > 0 && <AlertErrorSummary errors={signup.errors} locale={locale} />}
        <TopicChoice topics={signup.topics} locale={locale} />
      </>
    );
  }
  return <SignupForm signup={signup} topic={signup.topic} locale={locale} />;
}

/** Every topic, under the heading of its kind, each a link to its own form. */
function TopicChoice({ topics, locale }: { topics: readonly AlertTopicView[]; locale: Locale }) {
  const path = listPath('alerts', locale);
  return (
    <>
      <p className="form-screen__intro">{alertWord('intro', locale)}</p>
      <h2>{alertWord('chooseTopic', locale)}</h2>
      {TOPIC_KINDS.map((kind) => {
        const ofKind = topics.filter((topic) => topic.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <section key={kind} className="alert-topics" aria-labelledby={`alert-topics-${kind}`}>
            <h3 id={`alert-topics-${kind}`}>{textIn(TOPIC_KIND_LABELS[kind], locale)}</h3>
            <ul className="alert-topics__list">
              {ofKind.map((topic) => (
                <li key={topic.key}>
                  <OtherQueryLink to={`${path}?topic=${encodeURIComponent(topic.key)}`}>{topic.name}</OtherQueryLink>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/** One topic's form: the address, how often, and the field only programs fill. */
function SignupForm({ signup, topic, locale }: { signup: AlertSignup; topic: AlertTopicView; locale: Locale }) {
  const { values, errors } = signup;
  const errorOf = (name: string) => errors.find((error) => error.field === name);
  const emailError = errorOf('email');
  const frequencyError = errorOf('frequency');
  const emailId = alertInputId('email');
  return (
    <>
      {errors.length === 0 && <p className="form-screen__intro">{alertWord('intro', locale)}</p>}
      {errors.length > 0 && <AlertErrorSummary errors={errors} locale={locale} />}
      <p className="alerts-screen__links">
        {topic.path && (
          <>
            <LocalizedLink to={topic.path}>{alertWord('topicPage', locale, { name: topic.name })}</LocalizedLink>
            {' · '}
          </>
        )}
        <OtherQueryLink to={listPath('alerts', locale)}>{alertWord('otherTopic', locale)}</OtherQueryLink>
      </p>
      <AlertForm>
        <input type="hidden" name="topic" value={topic.key} />
        <Honeypot locale={locale} />
        <div className={`form-field${emailError ? ' form-field--error' : ''}`}>
          <label className="form-field__label" htmlFor={emailId}>
            {alertWord('email', locale)}
          </label>
          <FieldError name="email" error={emailError} locale={locale} />
          <input
            id={emailId}
            name="email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            defaultValue={values.email}
            aria-describedby={emailError ? `${emailId}-error` : undefined}
            aria-invalid={emailError ? true : undefined}
          />
        </div>
        <div className={`form-field${frequencyError ? ' form-field--error' : ''}`}>
          <fieldset aria-describedby={frequencyError ? `${alertInputId('frequency')}-error` : undefined}>
            <legend className="form-field__label">{alertWord('frequency', locale)}</legend>
            <FieldError name="frequency" error={frequencyError} locale={locale} />
            <FrequencyChoices name="frequency" value={values.frequency} error={frequencyError} locale={locale} />
          </fieldset>
        </div>
        <div className="public-form__actions">
          <button type="submit" className="button button--primary">
            {alertWord('subscribe', locale)}
          </button>
        </div>
      </AlertForm>
    </>
  );
}
