import { mdiFilePdfBox } from '@mdi/js';
import { useSearchParams } from 'react-router';
import { SCREEN_REQUESTS } from '../../../common/initial-data.js';
import { Icon } from '../../components/ui/icon.js';
import { useAlternateSlugs } from '../../lib/alternate-slugs.js';
import { useLocale } from '../../lib/locale.js';
import { usePageHeader } from '../../components/page-header.js';
import { useMessages } from '../../lib/messages.js';
import { useRead } from '../../lib/query.js';
import { FallbackNotice, useFallbackLang } from '../shared/fallback-notice.js';
import { formatDate, formatFileSize } from '../shared/format.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import { SlideViewer } from '../shared/slide-viewer/slide-viewer.js';
import { useCanonicalSlug, useContentMatch } from '../shared/use-content-match.js';
import './presentation.css';

/** A presentation: date, place and summary, its slides in a viewer, and the PDF to download. */
export default function PresentationScreen() {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const match = useContentMatch('presentation');
  const [query] = useSearchParams();
  const presentation = useRead(SCREEN_REQUESTS.presentation(match, query).item);
  const data = presentation.data;
  const lang = useFallbackLang(data);

  useCanonicalSlug(match, data);
  useAlternateSlugs(data?.slugs);
  const banner = usePageHeader(data ? { title: data.title, lang, breadcrumbs: [{ label: data.title }] } : null);

  if (presentation.error) throw presentation.error;
  if (!data) return <ScreenPlaceholder lines={6} />;

  const date = data.eventDate ?? data.publishedAt;
  return (
    <>
      {banner}
      <div className="content presentation-screen">
        <FallbackNotice item={data} />
        <dl className="presentation-screen__facts">
          <div>
            <dt>{t('presentation.date')}</dt>
            <dd>
              <time dateTime={date}>{formatDate(date, locale)}</time>
            </dd>
          </div>
          {data.place && (
            <div>
              <dt>{t('presentation.place')}</dt>
              <dd lang={lang}>{data.place}</dd>
            </div>
          )}
          <div>
            <dt>{t('presentation.slides')}</dt>
            <dd>{data.slides.length}</dd>
          </div>
        </dl>
        {data.summary && (
          <p className="presentation-screen__summary" lang={lang}>
            {data.summary}
          </p>
        )}
        {data.slides.length > 0 ? (
          <SlideViewer title={data.title} slides={data.slides} />
        ) : (
          <p className="presentation-screen__empty">{t('presentation.noSlides')}</p>
        )}
        {data.pdf && (
          <p className="presentation-screen__pdf">
            <a href={data.pdf.url} download={data.pdf.originalName} type={data.pdf.mime}>
              <Icon path={mdiFilePdfBox} />
              <span>{t('presentation.downloadPdf')}</span>{' '}
              <span className="presentation-screen__pdf-meta">
                ({data.pdf.originalName}, {formatFileSize(data.pdf.size, locale)})
              </span>
            </a>
          </p>
        )}
      </div>
    </>
  );
}
