import { listPath } from '../../../common/routes.js';
import type { StandardSummary } from '../../../common/schemas/standards.js';
import { LocalizedLink } from '../../components/localized-link.js';
import { useLocale } from '../../lib/locale.js';
import { useMessages } from '../../lib/messages.js';
import { useFallbackLang } from '../shared/fallback-notice.js';
import { formatDay } from '../shared/format.js';
import { RegisterCard } from '../shared/register-card.js';

/** A standard in the list: its code, type, field, since when it holds, and its council, which narrows the list to that council's standards. */
export function StandardCard({ standard }: { standard: StandardSummary }) {
  const { t } = useMessages('screens');
  const locale = useLocale();
  const withdrawn = standard.status === 'withdrawn';
  const council = standard.council ? <LocalizedLink to={`${listPath('standards', locale)}?${new URLSearchParams({ council: String(standard.council.id) })}`}>{standard.council.title}</LocalizedLink> : standard.sectorCouncil;
  return (
    <RegisterCard lang={useFallbackLang(standard)} title={standard.title} to={{ key: 'standard', id: standard.id, slug: standard.slug }} levels={{ nqf: standard.nqfLevel, eqf: standard.eqfLevel }} status={withdrawn && t('standards.statuses.withdrawn')}
      facts={[
        [t('qualification.code'), standard.code],
        [t('qualification.type'), t(`register.types.${standard.type}`)],
        [t('qualification.field'), <>
          {standard.field.code} {standard.field.name}
        </>],
        [t('standard.sectorCouncil'), council],
        [t(withdrawn ? 'standards.withdrawnOn' : 'standards.inForceSince'), <time dateTime={standard.since}>{formatDay(standard.since, locale)}</time>],
      ]}
    />
  );
}
