import { useSearchParams } from 'react-router';
import { type AlertWord, alertWord } from '../../../common/alerts/alert-text.js';
import { alertSettingsRequest } from '../../../common/initial-data.js';
import type { Locale } from '../../../common/locales.js';
import { listPath } from '../../../common/routes.js';
import type { AlertSettings } from '../../../common/schemas/alerts.js';
import { LocalizedLink } from '../../components/localized-link.js';
import { usePageHeader } from '../../components/page-header.js';
import { useLocale } from '../../lib/locale.js';
import { useRead } from '../../lib/query.js';
import { ScreenPlaceholder } from '../shared/screen-placeholder.js';
import { AlertForm, FrequencyChoices, TopicName } from './alert-parts.js';
import '../forms/forms.css';
import './alerts.css';

/** What the page says after each change it made (the server's 303 names it in `done`). */
const NOTICE_WORDS: Record<NonNullable<AlertSettings['notice']>, AlertWord> = {
  confirmed: 'noticeConfirmed',
  saved: 'noticeSaved',
  removed: 'noticeRemoved',
  'removed-all': 'noticeRemovedAll',
};

/**
 * A subscriber's settings, by the link every message carries: how often each subscription's
 * messages come, unsubscribing from one topic or from all. One form; its buttons name the action.
 */
export function SettingsScreen() {
  const locale = useLocale();
  const [query] = useSearchParams();
  const request = alertSettingsRequest(query);
  const read = useRead(request);
  const settings = read.data;
  const title = alertWord('settingsTitle', locale);
  const banner = usePageHeader({ title, breadcrumbs: [{ label: title }] });
  if (read.error) throw read.error;
  if (request && !settings) return <ScreenPlaceholder lines={6} />;
  return (
    <>
      {banner}
      <div className="content form-screen alerts-screen">{!settings ? <p>{alertWord('linkMissing', locale)}</p> : <SettingsContent settings={settings} locale={locale} />}</div>
    </>
  );
}

function SettingsContent({ settings, locale }: { settings: AlertSettings; locale: Locale }) {
  return (
    <>
      {/* Present from the start, so a notice written into it is announced; the page comes with it filled after a change. */}
      <div role="status" className="alerts-notice-region">
        {settings.notice && <p className="alerts-notice">{alertWord(NOTICE_WORDS[settings.notice], locale)}</p>}
      </div>
      <p className="form-screen__intro">{alertWord('settingsIntro', locale, { email: settings.email })}</p>
      {settings.subscriptions.length === 0 ? (
        <p>
          {alertWord('noSubscriptions', locale)} <LocalizedLink to={listPath('alerts', locale)}>{alertWord('getAlerts', locale)}</LocalizedLink>
        </p>
      ) : (
        <SubscriptionsForm settings={settings} locale={locale} />
      )}
    </>
  );
}

/** Each subscription: its topic, how often, and a button to leave it; then saving, or leaving every one. */
function SubscriptionsForm({ settings, locale }: { settings: AlertSettings; locale: Locale }) {
  return (
    <AlertForm>
      {/* The button Enter presses in the form: saving, not the first subscription's "Unsubscribe". */}
      <button type="submit" name="action" value="save" className="public-form__default" tabIndex={-1} aria-hidden="true" />
      <ul className="alert-subscriptions">
        {settings.subscriptions.map(({ id, topic, frequency }) => (
          <li key={id} className="alert-subscription">
            <fieldset className="form-field">
              <legend className="form-field__label">
                <TopicName topic={topic} />
              </legend>
              <FrequencyChoices name={`frequency-${id}`} value={frequency} locale={locale} />
              <button type="submit" name="action" value={`remove-${id}`} className="link-button" aria-label={alertWord('unsubscribeFrom', locale, { topic: topic.name })}>
                {alertWord('unsubscribe', locale)}
              </button>
            </fieldset>
          </li>
        ))}
      </ul>
      <div className="public-form__actions">
        <button type="submit" name="action" value="save" className="button button--primary">
          {alertWord('save', locale)}
        </button>
        <button type="submit" name="action" value="remove-all" className="button button--outline">
          {alertWord('unsubscribeAll', locale)}
        </button>
      </div>
    </AlertForm>
  );
}
