import { LEVELS_REQUEST } from '../../../common/initial-data.js';
import { listPath } from '../../../common/routes.js';
import { LocalizedLink } from '../../components/localized-link.js';
import { useLocale } from '../../lib/locale.js';
import { usePageHeader } from '../../components/page-header.js';
import { useMessages } from '../../lib/messages.js';
import { useRead } from '../../lib/query.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import { LevelDescriptors } from './level-descriptors.js';
import './levels.css';

/** The id of a level's heading on this screen ('6.1' → 'level-6-1'). */
const anchorOf = (code: string) => `level-${code.replace('.', '-')}`;

/**
 * The framework at a glance: every level and sublevel beside its EQF level, with what it stands
 * for and a link to its own page, then each level's descriptors (knowledge, skills, competences)
 * under its own heading, to read them all one after another.
 */
export default function LevelsScreen() {
  const { t } = useMessages('screens');
  const levels = useRead(LEVELS_REQUEST);
  const locale = useLocale();
  const registerOfLevel = (code: string) => `${listPath('qualifications', locale)}?level=${encodeURIComponent(code)}`;
  const banner = usePageHeader({ title: t('levels.title'), breadcrumbs: [{ label: t('levels.title') }] });

  if (levels.error) throw levels.error;
  const items = levels.data?.items;

  return (
    <>
      {banner}
      <div className="content levels-screen">
        <p className="levels-screen__intro">{t('levels.intro')}</p>
        {!items ? (
          <ScreenPlaceholder lines={10} />
        ) : (
          <>
            <table className="data-table data-table--stacked levels-table">
              <caption>{t('levels.tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('levels.nqf')}</th>
                  <th scope="col">{t('levels.eqf')}</th>
                  <th scope="col">{t('levels.typical')}</th>
                  <th scope="col">{t('levels.qualificationsColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((level) => (
                  <tr key={level.id}>
                    <th scope="row" data-label={t('levels.nqf')}>
                      <LocalizedLink to={{ key: 'level', id: level.id, slug: level.slug }} aria-label={level.title}>
                        {level.code}
                      </LocalizedLink>
                    </th>
                    <td data-label={t('levels.eqf')}>{level.eqfLevel}</td>
                    <td data-label={t('levels.typical')}>{level.summary}</td>
                    <td>
                      <LocalizedLink to={registerOfLevel(level.code)}>{t('levels.qualificationsAt', { code: level.code })}</LocalizedLink>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {items.map((level) => (
              <section key={level.id} className="levels-level" aria-labelledby={anchorOf(level.code)}>
                <h2 id={anchorOf(level.code)} className="levels-level__title">
                  {level.title} <span className="levels-level__eqf">{t('levels.eqfLevel', { level: level.eqfLevel })}</span>
                </h2>
                <LevelDescriptors level={level} />
              </section>
            ))}
          </>
        )}
      </div>
    </>
  );
}
