import type { QualificationSummary } from '../../../common/schemas/qualifications.js';
import { LocalizedLink } from '../../components/localized-link.js';
import { useMessages } from '../../lib/messages.js';
import { useFallbackLang } from '../shared/fallback-notice.js';

/** A qualification in the register's list: its title as a link, its level in the NQF and the EQF, and the facts to tell it apart. */
export function QualificationCard({ qualification }: { qualification: QualificationSummary }) {
  const { t } = useMessages('screens');
  const lang = useFallbackLang(qualification);
  return (
    <article className="qualification-card" lang={lang}>
      <h3 className="qualification-card__title">
        <LocalizedLink to={{ key: 'qualification', id: qualification.id, slug: qualification.slug }}>{qualification.title}</LocalizedLink>
      </h3>
      <p className="qualification-card__levels">
        <span>{t('register.levelOption', { code: qualification.nqfLevel })}</span>
        <span>{t('register.eqfOption', { level: qualification.eqfLevel })}</span>
        {qualification.registerStatus !== 'active' && <span className="qualification-card__status">{t(`register.statuses.${qualification.registerStatus}`)}</span>}
      </p>
      <dl className="qualification-card__facts">
        <div>
          <dt>{t('qualification.type')}</dt>
          <dd>{t(`register.types.${qualification.type}`)}</dd>
        </div>
        <div>
          <dt>{t('qualification.field')}</dt>
          <dd>
            {qualification.field.code} {qualification.field.name}
          </dd>
        </div>
        {qualification.awardingBodies.length > 0 && (
          <div>
            <dt>{t('qualification.awardingBodies')}</dt>
            <dd>{qualification.awardingBodies.map((body) => body.name).join(', ')}</dd>
          </div>
        )}
        <div>
          <dt>{t('qualification.code')}</dt>
          <dd>{qualification.code}</dd>
        </div>
      </dl>
    </article>
  );
}
