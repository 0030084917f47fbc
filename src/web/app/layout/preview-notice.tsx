import { useSearchParams } from 'react-router';
import { isPreviewQuery } from '../../../common/initial-data.js';
import { useMessages } from '../../lib/messages.js';

/** Over an item opened from the dashboard's "preview": the page may not be public yet. */
export function PreviewNotice() {
  const { t } = useMessages();
  const [query] = useSearchParams();
  if (!isPreviewQuery(query)) return null;
  return (
    <p className="preview-notice" role="note">
      <strong>{t('preview.title')}</strong> {t('preview.text')}
    </p>
  );
}
