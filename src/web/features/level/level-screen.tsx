import { useSearchParams } from 'react-router';
import { SCREEN_REQUESTS } from '../../../common/initial-data.js';
import { listPath } from '../../../common/routes.js';
import { LocalizedLink } from '../../components/localized-link.js';
import { usePageHeader } from '../../components/page-header.js';
import { useAlternateSlugs } from '../../lib/alternate-slugs.js';
import { useLocale } from '../../lib/locale.js';
import { useMessages } from '../../lib/messages.js';
import { useRead } from '../../lib/query.js';
import { LevelDescriptors } from '../levels/level-descriptors.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import { useCanonicalSlug, useContentMatch } from '../shared/use-content-match.js';
import '../levels/levels.css';

/**
 * One level of the framework: what it stands for, its EQF level and its descriptors, with the
 * levels below and above it a link away.
 */
export default function LevelScreen() {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const match = useContentMatch('level');
  const [query] = useSearchParams();
  const requests = SCREEN_REQUESTS.level(match, query);
  const level = useRead(requests.item);
  const all = useRead(requests.levels);
  const data = level.data;

  useCanonicalSlug(match, data);
  useAlternateSlugs(data?.slugs);
  const banner = usePageHeader(data ? { title: data.title, breadcrumbs: [{ label: t('levels.title'), to: listPath('levels', locale) }, { label: data.title }] } : null);

  if (level.error) throw level.error;
  if (!data) return <ScreenPlaceholder lines={8} />;

  const items = all.data?.items ?? [];
  const index = items.findIndex((item) => item.id === data.id);
  const [below, above] = [items[index - 1], index >= 0 ? items[index + 1] : undefined];

  return (
    <>
      {banner}
      <div className="content levels-screen">
        <p className="levels-level__eqf-line">{t('levels.eqfOf', { level: data.eqfLevel })}</p>
        <p className="levels-screen__intro">{data.summary}</p>
        <LevelDescriptors level={data} />
        <nav className="levels-neighbours" aria-label={t('levels.neighbours')}>
          <ul>
            {below && (
              <li>
                <LocalizedLink to={{ key: 'level', id: below.id, slug: below.slug }}>{t('levels.below', { title: below.title })}</LocalizedLink>
              </li>
            )}
            {above && (
              <li>
                <LocalizedLink to={{ key: 'level', id: above.id, slug: above.slug }}>{t('levels.above', { title: above.title })}</LocalizedLink>
              </li>
            )}
            <li>
              <LocalizedLink to={`${listPath('qualifications', locale)}?level=${encodeURIComponent(data.code)}`}>{t('levels.qualificationsAt', { code: data.code })}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to={{ key: 'levels' }}>{t('levels.all')}</LocalizedLink>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}
