import { useLocation, useSearchParams } from 'react-router';
import { FORMS } from '../../../common/forms/form-definitions.js';
import { SUBMISSION_STATE_LABELS, fieldInputId } from '../../../common/forms/form-state.js';
import { formWord, textIn } from '../../../common/forms/form-text.js';
import { submissionRequest } from '../../../common/initial-data.js';
import type { Locale } from '../../../common/locales.js';
import { usePageHeader } from '../../components/page-header.js';
import { useLocale } from '../../lib/locale.js';
import { useRead } from '../../lib/query.js';
import { AnswerSummary } from '../forms/answer-summary.js';
import '../forms/forms.css';
import { formatDay } from '../shared/format.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';

/**
 * A submission as its submitter follows it, by the private link of the confirmation message: its
 * number, its state, its history and what was sent. Another number or secret is not found.
 */
export default function SubmissionScreen() {
  const locale = useLocale();
  const [query] = useSearchParams();
  const request = submissionRequest(query);
  const read = useRead(request);
  const submission = read.data;
  const title = submission ? formWord('statusTitle', locale, { number: submission.number }) : formWord('received', locale);
  const banner = usePageHeader({ title, breadcrumbs: [{ label: title }] });
  if (read.error) throw read.error;
  if (!request) {
    return (
      <>
        {banner}
        <div className="content form-screen">
          <p>{formWord('statusIntro', locale)}</p>
        </div>
      </>
    );
  }
  if (!submission) return <ScreenPlaceholder lines={8} />;
  const form = FORMS[submission.form];
  return (
    <>
      {banner}
      <div className="content form-screen submission-screen">
        <p className="form-screen__intro">{formWord('statusIntro', locale)}</p>
        <dl className="submission-facts">
          <div>
            <dt>{formWord('referenceIs', locale)}</dt>
            <dd className="submission-facts__number">{submission.number}</dd>
          </div>
          <div>
            <dt>{textIn({ sr: 'Образац', en: 'Form' }, locale)}</dt>
            <dd>{textIn(form.title, locale)}</dd>
          </div>
          <div>
            <dt>{formWord('submittedOn', locale)}</dt>
            <dd>
              <time dateTime={submission.submittedAt}>{formatDay(submission.submittedAt.slice(0, 10), locale)}</time>
            </dd>
          </div>
          <div>
            <dt>{formWord('state', locale)}</dt>
            <dd>
              <strong className={`submission-state submission-state--${submission.state}`}>{textIn(SUBMISSION_STATE_LABELS[submission.state], locale)}</strong>
            </dd>
          </div>
        </dl>
        <p>{formWord('confirmationSent', locale, { email: submission.email })}</p>
        <h2>{formWord('history', locale)}</h2>
        <ol className="submission-history">
          {submission.history.map((event, index) => (
            <li key={`${event.at}:${index}`}>
              <time dateTime={event.at}>{formatDay(event.at.slice(0, 10), locale)}</time>
              {' · '}
              {event.kind === 'reply' ? formWord('eventReply', locale) : event.kind === 'response' ? formWord('eventResponse', locale) : event.state && textIn(SUBMISSION_STATE_LABELS[event.state], locale)}
              {event.message && <p className="submission-history__message">{event.message}</p>}
            </li>
          ))}
        </ol>
        {submission.open ? <WriteToAgency draft={submission.draft} locale={locale} /> : <p>{formWord('closed', locale)}</p>}
        <h2>{formWord('yourAnswers', locale)}</h2>
        <AnswerSummary form={form} values={submission.values} attachments={submission.attachments} councils={submission.councils} locale={locale} />
      </div>
    </>
  );
}

/** The submitter writes to the agency: posted to this page, which shows it again with the message in its history. */
function WriteToAgency({ draft, locale }: { draft: { message: string; error: string } | undefined; locale: Locale }) {
  const { pathname, search } = useLocation();
  const id = fieldInputId('message');
  return (
    <form className="public-form" method="post" action={`${pathname}${search}`} encType="multipart/form-data" noValidate>
      <h2>{formWord('writeTitle', locale)}</h2>
      <div className={`form-field${draft ? ' form-field--error' : ''}`}>
        <label className="form-field__label" htmlFor={id}>
          {formWord('message', locale)}
        </label>
        <p id={`${id}-hint`} className="form-field__hint">
          {formWord('writeHint', locale)}
        </p>
        {draft && (
          <p id={`${id}-error`} className="form-field__error">
            <span className="visually-hidden">{formWord('errorTitlePrefix', locale)}</span>
            {draft.error}
          </p>
        )}
        <textarea id={id} name="message" rows={6} defaultValue={draft?.message ?? ''} aria-describedby={draft ? `${id}-hint ${id}-error` : `${id}-hint`} aria-invalid={draft ? true : undefined} />
      </div>
      <div className="public-form__actions">
        <button type="submit" className="button button--primary">
          {formWord('sendMessage', locale)}
        </button>
      </div>
    </form>
  );
}
