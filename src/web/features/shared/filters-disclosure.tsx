import { mdiChevronDown, mdiFilterVariant } from '@mdi/js';
import { type ReactNode, useEffect, useRef } from 'react';
import { Icon } from '../../components/ui/icon.js';
import { BREAKPOINT_THRESHOLDS } from '../../lib/breakpoints.js';
import { useMessages } from '../../lib/messages.js';
import './filters-disclosure.css';

/** From md up (SPEC §9) the filters stay open beside or above the results; filters-disclosure.css says the same. */
const WIDE_SCREEN = `(min-width: ${BREAKPOINT_THRESHOLDS.sm}px)`;

/** Whether the stylesheet can show a closed disclosure's content by itself (Chromium 131, Safari 18.4, Firefox 143). */
const stylesOpenDisclosures = () => typeof CSS !== 'undefined' && CSS.supports('selector(::details-content)');

interface FiltersDisclosureProps {
  /** How many filters are in use now, said in the summary (none: nothing said). */
  activeCount: number;
  className?: string;
  children: ReactNode;
}

/**
 * Filters that fold away on narrow screens so the results come first: a native disclosure
 * (`<details>`), which opens and closes without JavaScript and tells assistive technology whether
 * it is expanded, whose summary says how many filters are in use. The server renders it closed;
 * on wide screens its content shows anyway and the summary is hidden (by the stylesheet where the
 * browser can style a disclosure's content, else by opening it here).
 */
export function FiltersDisclosure({ activeCount, className, children }: FiltersDisclosureProps) {
  const { t } = useMessages('screens');
  const disclosure = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    if (!stylesOpenDisclosures() && window.matchMedia(WIDE_SCREEN).matches && disclosure.current) disclosure.current.open = true;
  }, []);

  // On a phone, applying the filters folds them away again, as the page a form without JavaScript loads does.
  const foldOnNarrowScreen = () => {
    if (!window.matchMedia(WIDE_SCREEN).matches && disclosure.current) disclosure.current.open = false;
  };

  return (
    <details ref={disclosure} className={className ? `filters-disclosure ${className}` : 'filters-disclosure'} onSubmit={foldOnNarrowScreen}>
      <summary className="filters-disclosure__summary">
        <Icon path={mdiFilterVariant} size={20} />
        {t('filters.show')}
        {activeCount > 0 && <span className="filters-disclosure__count">{t('filters.active', { count: activeCount })}</span>}
        <Icon path={mdiChevronDown} size={20} className="filters-disclosure__chevron" />
      </summary>
      {children}
    </details>
  );
}
