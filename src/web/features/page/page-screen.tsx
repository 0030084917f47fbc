import { useSearchParams } from 'react-router';
import { SCREEN_REQUESTS } from '../../../common/initial-data.js';
import { useAlternateSlugs } from '../../lib/alternate-slugs.js';
import { useLocale } from '../../lib/locale.js';
import { usePageHeader } from '../../components/page-header.js';
import { useMessages } from '../../lib/messages.js';
import { useRead } from '../../lib/query.js';
import { FallbackNotice, useFallbackLang } from '../shared/fallback-notice.js';
import { formatDate } from '../shared/format.js';
import { RichText } from '../shared/rich-text.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import { useCanonicalSlug, useContentMatch } from '../shared/use-content-match.js';
import './page.css';

/** A generic or fixed page: its body, under Home › title. */
export default function PageScreen() {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const match = useContentMatch('page');
  const [query] = useSearchParams();
  const page = useRead(SCREEN_REQUESTS.page(match, query).item);
  const data = page.data;
  const lang = useFallbackLang(data);

  useCanonicalSlug(match, data);
  useAlternateSlugs(data?.slugs);
  const banner = usePageHeader(data ? { title: data.title, lang, breadcrumbs: [{ label: data.title }] } : null);

  if (page.error) throw page.error;
  if (!data) return <ScreenPlaceholder lines={8} />;

  return (
    <>
      {banner}
      <div className="content page-screen">
        <FallbackNotice item={data} />
        <RichText html={data.body} lang={lang} />
        <p className="page-screen__updated">
          {t('page.updated')} <time dateTime={data.updatedAt}>{formatDate(data.updatedAt, locale)}</time>
        </p>
      </div>
    </>
  );
}
