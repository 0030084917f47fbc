import { type FormEvent, useEffect, useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LEVELS_REQUEST } from '../../../common/initial-data.js';
import { LEVEL_GUIDE, PRIOR_LEARNING_LEVELS, readGuideAnswers } from '../../../common/level-guide.js';
import { listPath } from '../../../common/routes.js';
import { LocalizedLink } from '../../components/localized-link.js';
import { usePageHeader } from '../../components/page-header.js';
import { buttonClass } from '../../components/ui/button.js';
import { useLocale } from '../../lib/locale.js';
import { useMessages } from '../../lib/messages.js';
import { useRead } from '../../lib/query.js';
import './guide.css';

/** The office that recognises foreign school documents and prior learning. */
const QUALIFICATIONS_AGENCY_URL = 'https://azk.gov.rs';

/**
 * "What level is my qualification?": the kind of education, then the diploma in plain words, then
 * the level, its EQF level, what it means and where to go next. Each step is a GET form, so the
 * answers live in the URL and the guide works without JavaScript.
 */
export default function LevelGuideScreen() {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const id = useId();
  const [query, setQuery] = useSearchParams();
  const answers = readGuideAnswers(query);
  const levels = useRead(LEVELS_REQUEST);
  const result = useRef<HTMLHeadingElement>(null);
  const firstDiploma = useRef<HTMLInputElement>(null);
  // After an answer, the keyboard goes on to what it brought: the next question, or the level.
  const isMovingOn = useRef(false);
  const queryText = query.toString();
  useEffect(() => {
    if (!isMovingOn.current) return;
    isMovingOn.current = false;
    (result.current ?? firstDiploma.current)?.focus();
  }, [queryText]);
  const banner = usePageHeader({ title: t('guide.title'), breadcrumbs: [{ label: t('guide.title') }] });
  const step = LEVEL_GUIDE.find((entry) => entry.education === answers.education);
  const level = answers.level ? levels.data?.items.find((item) => item.code === answers.level) : undefined;
  const action = listPath('guide', locale);

  if (levels.error) throw levels.error;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') next.set(name, value);
    isMovingOn.current = true;
    setQuery(next);
  }

  return (
    <>
      {banner}
      <div className="content level-guide">
        <p className="level-guide__intro">{t('guide.intro')}</p>

        <form key={`education-${queryText}`} className="level-guide__step" method="get" action={action} onSubmit={submit}>
          <fieldset>
            <legend>{t('guide.educationQuestion')}</legend>
            {LEVEL_GUIDE.map((entry) => (
              <label key={entry.education} className="level-guide__choice">
                <input type="radio" name="education" value={entry.education} defaultChecked={entry.education === answers.education} required />
                {t(`guide.educations.${entry.education}`)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className={buttonClass(step ? 'outline' : 'primary')}>
            {t('guide.next')}
          </button>
        </form>

        {step && (
          <form key={`diploma-${queryText}`} className="level-guide__step" method="get" action={action} onSubmit={submit} aria-labelledby={`${id}-diploma`}>
            <input type="hidden" name="education" value={step.education} />
            <fieldset>
              <legend id={`${id}-diploma`}>{t('guide.diplomaQuestion')}</legend>
              {step.diplomas.map((entry, index) => (
                <label key={entry.diploma} className="level-guide__choice">
                  <input ref={index === 0 ? firstDiploma : undefined} type="radio" name="diploma" value={entry.diploma} defaultChecked={entry.diploma === answers.diploma} required />
                  {t(`guide.diplomas.${entry.diploma}`)}
                </label>
              ))}
            </fieldset>
            <button type="submit" className={buttonClass(answers.level ? 'outline' : 'primary')}>
              {t('guide.show')}
            </button>
          </form>
        )}

        {answers.level && (
          <section className="level-guide__result" aria-labelledby={`${id}-result`}>
            <h2 id={`${id}-result`} ref={result} tabIndex={-1}>
              {t('guide.result', { code: answers.level })}
            </h2>
            <p className="level-guide__eqf">{t('guide.eqf', { level: level?.eqfLevel ?? '' })}</p>
            {level && <p>{level.summary}</p>}
            <h3>{t('guide.nextTitle')}</h3>
            <ul className="level-guide__next">
              {level && (
                <li>
                  <LocalizedLink to={{ key: 'level', id: level.id, slug: level.slug }}>{t('guide.descriptors', { title: level.title })}</LocalizedLink>
                </li>
              )}
              <li>
                <Link to={`${listPath('qualifications', locale)}?level=${encodeURIComponent(answers.level)}`}>{t('guide.qualificationsAtLevel', { code: answers.level })}</Link>
              </li>
              {PRIOR_LEARNING_LEVELS.includes(answers.level) && <li>{t('guide.priorLearning')}</li>}
              <li>
                {t('guide.foreignDiploma')}{' '}
                <a href={QUALIFICATIONS_AGENCY_URL} rel="external noopener">
                  {t('guide.agency')}
                </a>
              </li>
            </ul>
            <p>
              <Link to={action}>{t('guide.again')}</Link>
            </p>
          </section>
        )}
      </div>
    </>
  );
}
