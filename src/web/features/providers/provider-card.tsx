import type { ProviderSummary } from '../../../common/schemas/providers.js';
import { useMessages } from '../../lib/messages.js';
import { useFallbackLang } from '../shared/fallback-notice.js';
import { RegisterCard } from '../shared/register-card.js';

/** A provider in the list: its seat, legal form and how many of its approvals are in force. */
export function ProviderCard({ provider }: { provider: ProviderSummary }) {
  const { t } = useMessages('screens');
  return (
    <RegisterCard lang={useFallbackLang(provider)} title={provider.name} to={{ key: 'provider', id: provider.id, slug: provider.slug }} levels={null} status={null}
      facts={[
        [t('providers.seat'), provider.municipality],
        [t('providers.legalForm'), t(`providers.legalForms.${provider.legalForm}`)],
        [t('providers.inForce'), String(provider.approvalsInForce)],
      ]}
    />
  );
}
