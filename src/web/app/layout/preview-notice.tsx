import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isPreviewQuery } from '../../../common/initial-data.js';

/** Over an item opened from the dashboard's "preview": the page may not be public yet. */
export function PreviewNotice() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  if (!isPreviewQuery(query)) return null;
  return (
    <p className="preview-notice" role="note">
      <strong>{t('preview.title')}</strong> {t('preview.text')}
    </p>
  );
}
