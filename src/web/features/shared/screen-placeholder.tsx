import { useMessages } from '../../lib/messages.js';
import './shared.css';

/** What a screen shows while its data loads: a few grey bars, announced as "Loading…". */
export function ScreenPlaceholder({ lines = 4 }: { lines?: number }) {
  const { t } = useMessages('screens');
  return (
    <div className="screen-loading" role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
      <div className="screen-loading__title" aria-hidden="true" />
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="screen-loading__line" aria-hidden="true" />
      ))}
    </div>
  );
}
