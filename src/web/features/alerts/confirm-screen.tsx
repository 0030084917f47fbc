import { useSearchParams } from 'react-router';
import { FREQUENCY_LABELS, alertWord } from '../../../common/alerts/alert-text.js';
import { textIn } from '../../../common/forms/form-text.js';
import { alertConfirmationRequest } from '../../../common/initial-data.js';
import { usePageHeader } from '../../components/page-header.js';
import { useLocale } from '../../lib/locale.js';
import { useRead } from '../../lib/query.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import { AlertForm } from './alert-parts.js';
import '../forms/forms.css';
import './alerts.css';

/**
 * Confirming a subscription, by the link of its confirmation message. Opening the link only shows
 * what would be confirmed: mail scanners open links, so only the button (a POST) confirms, and the
 * server goes on to the subscriber's settings.
 */
export function ConfirmScreen() {
  const locale = useLocale();
  const [query] = useSearchParams();
  const request = alertConfirmationRequest(query);
  const read = useRead(request);
  const confirmation = read.data;
  const title = alertWord('confirmTitle', locale);
  const banner = usePageHeader({ title, breadcrumbs: [{ label: title }] });
  if (read.error) throw read.error;
  if (request && !confirmation) return <ScreenPlaceholder lines={4} />;
  return (
    <>
      {banner}
      <div className="content form-screen alerts-screen">
        {!confirmation ? (
          <p>{alertWord('linkMissing', locale)}</p>
        ) : (
          <>
            <p className="form-screen__intro">
              {alertWord('confirmBody', locale, { email: confirmation.email, topic: confirmation.topic.name, frequency: textIn(FREQUENCY_LABELS[confirmation.frequency], locale) })}
            </p>
            {confirmation.confirmed ? (
              <p>{alertWord('alreadyConfirmed', locale)}</p>
            ) : (
              <AlertForm>
                <div className="public-form__actions">
                  <button type="submit" className="button button--primary">
                    {alertWord('confirm', locale)}
                  </button>
                </div>
              </AlertForm>
            )}
          </>
        )}
      </div>
    </>
  );
}
