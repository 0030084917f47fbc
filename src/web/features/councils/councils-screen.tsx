import { COUNCILS_REQUEST } from '../../../common/initial-data.js';
import { LocalizedLink } from '../../components/localized-link.js';
import { usePageHeader } from '../../components/page-header.js';
import { useLocale } from '../../lib/locale.js';
import { useMessages } from '../../lib/messages.js';
import { useRead } from '../../lib/query.js';
import { Facts } from '../shared/facts.js';
import { formatDay } from '../shared/format.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import '../qualifications/register.css';
import '../council/council.css';

/**
 * The sector skills councils: each with its sector, the date it was constituted, and how many
 * standards and qualifications of the registers name it. The Government set up twelve, so one
 * page holds them all and there is nothing to filter.
 */
export default function CouncilsScreen() {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const councils = useRead(COUNCILS_REQUEST);
  const banner = usePageHeader({ title: t('councils.title'), breadcrumbs: [{ label: t('councils.title') }] });
  if (councils.error) throw councils.error;
  const items = councils.data?.items;

  return (
    <>
      {banner}
      <div className="content councils-screen">
        <p className="register-screen__intro">{t('councils.intro')}</p>
        {!items ? (
          <ScreenPlaceholder lines={10} />
        ) : items.length === 0 ? (
          <p>{t('councils.none')}</p>
        ) : (
          <ul className="councils-list">
            {items.map((council) => (
              <li key={council.id}>
                <article className="qualification-card">
                  <h2 className="qualification-card__title">
                    <LocalizedLink to={{ key: 'council', id: council.id, slug: council.slug }}>{council.title}</LocalizedLink>
                  </h2>
                  {council.description && <p>{council.description}</p>}
                  <Facts
                    className="qualification-card__facts"
                    facts={[
                      [t('council.constitutedOn'), <time dateTime={council.constitutedOn}>{formatDay(council.constitutedOn, locale)}</time>],
                      [t('council.standards'), council.standardCount],
                      [t('council.qualifications'), council.qualificationCount],
                    ]}
                  />
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
