import type { ReactNode } from 'react';
import { LocalizedLink, type RouteTarget } from '../../components/localized-link.js';
import { useMessages } from '../../lib/messages.js';
import { type Fact, Facts } from './facts.js';

interface RegisterCardProps {
  /** The item's language when it is not the page's (useFallbackLang). */
  lang: string | undefined;
  title: string;
  to: RouteTarget;
  /** Its level in the NQF and the EQF; null for an item of no one level (a provider). */
  levels: { nqf: string; eqf: number } | null;
  /** Where the item stands, when that is worth saying (not while it is current). */
  status: ReactNode;
  facts: readonly Fact[];
}

/** An item of a register's list (a qualification, a standard, a provider): its title as a link, its level in the NQF and the EQF, and the facts to tell it apart. */
export function RegisterCard({ lang, title, to, levels, status, facts }: RegisterCardProps) {
  const { t } = useMessages('screens');
  return (
    <article className="qualification-card" lang={lang}>
      <h3 className="qualification-card__title">
        <LocalizedLink to={to}>{title}</LocalizedLink>
      </h3>
      {(levels || status) && (
        <p className="qualification-card__levels">
          {levels && <span>{t('register.levelOption', { code: levels.nqf })}</span>}
          {levels && <span>{t('register.eqfOption', { level: levels.eqf })}</span>}
          {status && <span className="qualification-card__status">{status}</span>}
        </p>
      )}
      <Facts className="qualification-card__facts" facts={facts} />
    </article>
  );
}
