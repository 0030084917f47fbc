import { useSearchParams } from 'react-router';
import { FORMS } from '../../../common/forms/form-definitions.js';
import { SUBMISSION_STATE_LABELS } from '../../../common/forms/form-state.js';
import { formWord, textIn } from '../../../common/forms/form-text.js';
import { submissionRequest } from '../../../common/initial-data.js';
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
              {event.state && <> · {textIn(SUBMISSION_STATE_LABELS[event.state], locale)}</>}
              {event.message && <p className="submission-history__message">{event.message}</p>}
            </li>
          ))}
        </ol>
        <h2>{formWord('yourAnswers', locale)}</h2>
        <AnswerSummary form={form} values={submission.values} attachments={submission.attachments} councils={submission.councils} locale={locale} />
      </div>
    </>
  );
}
