import type { Locale } from '../../../common/locales.js';
import { htmlLang } from '../../lib/i18n.js';
import { useLocale } from '../../lib/locale.js';
import { useMessages } from '../../lib/messages.js';

/**
 * The item has no translation in the current locale and is shown in another one (Cyrillic):
 * say so, and give the `lang` attribute for the content so screen readers pronounce it right.
 */
export function useFallbackLang(item: { fallback: boolean; locale: Locale } | undefined): string | undefined {
  const locale = useLocale();
  return item && (item.fallback || item.locale !== locale) ? htmlLang(item.locale) : undefined;
}

export function FallbackNotice({ item }: { item: { fallback: boolean; locale: Locale } }) {
  const { t } = useMessages('screens');
  const locale = useLocale();
  if (!item.fallback || item.locale === locale) return null;
  return (
    <p className="notice fallback-notice">
      {t('common.fallbackNotice', { language: t(`common.languages.${locale}`), shownIn: t(`common.languages.${item.locale}`) })}
    </p>
  );
}
