import type { QualificationSummary } from '../../../common/schemas/qualifications.js';
import { useMessages } from '../../lib/messages.js';
import { useFallbackLang } from '../shared/fallback-notice.js';
import { RegisterCard } from '../shared/register-card.js';

/** A qualification in the register's list: its type, field, who awards it and its code. */
export function QualificationCard({ qualification }: { qualification: QualificationSummary }) {
  const { t } = useMessages('screens');
  const lang = useFallbackLang(qualification);
  return (
    <RegisterCard
      lang={lang}
      title={qualification.title}
      to={{ key: 'qualification', id: qualification.id, slug: qualification.slug }}
      levels={{ nqf: qualification.nqfLevel, eqf: qualification.eqfLevel }}
      status={qualification.registerStatus !== 'active' && t(`register.statuses.${qualification.registerStatus}`)}
      facts={[
        [t('qualification.type'), t(`register.types.${qualification.type}`)],
        [t('qualification.field'), <>
          {qualification.field.code} {qualification.field.name}
        </>],
        [t('qualification.awardingBodies'), qualification.awardingBodies.map((body) => body.name).join(', ')],
        [t('qualification.code'), qualification.code],
      ]}
    />
  );
}
