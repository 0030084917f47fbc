import { alertWord } from '../../../common/alerts/alert-text.js';
import { type AlertTopic, topicKey } from '../../../common/alerts/alert-topics.js';
import { listPath } from '../../../common/routes.js';
import { LocalizedLink } from '../../components/localized-link.js';
import { useLocale } from '../../lib/locale.js';

/** The way from a topic's own page to the form that subscribes to its e-mail alerts. */
export function AlertsLink({ topic }: { topic: AlertTopic }) {
  const locale = useLocale();
  return <LocalizedLink to={`${listPath('alerts', locale)}?topic=${topicKey(topic)}`}>{alertWord('getAlerts', locale)}</LocalizedLink>;
}
