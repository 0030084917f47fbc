import { OPEN_DATA_REQUEST } from '../../../common/initial-data.js';
import type { OpenDataCatalogue } from '../../../common/schemas/open-data.js';
import { usePageHeader } from '../../components/page-header.js';
import { useLocale } from '../../lib/locale.js';
import { useMessages } from '../../lib/messages.js';
import { useRead } from '../../lib/query.js';
import { formatDateTime } from '../shared/format.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import './open-data.css';

type DatasetEntry = OpenDataCatalogue['datasets'][number];

/**
 * The registers as open data: each dataset's files to download, what it holds and since when, and
 * the meaning of every column of its CSV file, under the licence that lets anyone reuse them.
 */
export default function OpenDataScreen() {
  const { t } = useMessages('screens');
  const catalogue = useRead(OPEN_DATA_REQUEST);
  const banner = usePageHeader({ title: t('openData.title'), breadcrumbs: [{ label: t('openData.title') }] });
  if (catalogue.error) throw catalogue.error;
  const data = catalogue.data;

  return (
    <>
      {banner}
      <div className="content open-data-screen">
        <p>{t('openData.intro')}</p>
        {!data ? (
          <ScreenPlaceholder lines={12} />
        ) : (
          <>
            <p>
              {t('openData.licence')} <a href={data.licence.url}>{data.licence.name}</a>
            </p>
            {data.datasets.map((dataset) => (
              <DatasetSection key={dataset.key} dataset={dataset} />
            ))}
          </>
        )}
      </div>
    </>
  );
}

function DatasetSection({ dataset }: { dataset: DatasetEntry }) {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const headingId = `dataset-${dataset.key}`;
  return (
    <section className="open-data-set" aria-labelledby={headingId}>
      <h2 id={headingId}>{dataset.title}</h2>
      <p>{dataset.description}</p>
      <p className="open-data-set__facts">{t('openData.facts', { count: dataset.count, modified: formatDateTime(dataset.modified, locale) })}</p>
      <ul className="open-data-set__files">
        {dataset.files.map((file) => (
          <li key={file.format}>
            {/* A file, not a screen: a plain link, which the app does not route. */}
            <a href={file.url} type={file.mediaType} download={file.format === 'csv' ? `${dataset.key}.csv` : undefined}>
              {t(`openData.formats.${file.format}`)}
            </a>{' '}
            <code>{file.url}</code>
          </li>
        ))}
      </ul>
      <details className="open-data-set__columns">
        <summary>{t('openData.columns', { count: dataset.columns.length })}</summary>
        <table className="data-table">
          <caption>{t('openData.columnsCaption', { title: dataset.title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('openData.column')}</th>
              <th scope="col">{t('openData.meaning')}</th>
            </tr>
          </thead>
          <tbody>
            {dataset.columns.map((column) => (
              <tr key={column.name}>
                <th scope="row">
                  <code>{column.name}</code>
                </th>
                <td>{column.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
