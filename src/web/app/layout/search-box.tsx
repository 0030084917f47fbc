import { mdiMagnify } from '@mdi/js';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useSearchParams } from 'react-router';
import { listPath } from '../../../common/routes.js';
import { Icon } from '../../components/ui/icon.js';
import { useLocale } from '../../lib/locale.js';
import { useRouteMatch } from '../../lib/route-match.js';

/** A GET form to the search screen (`?q=`); works as a plain form without JavaScript too. */
export function SearchBox() {
  const { t } = useTranslation();
  const inputId = useId();
  const locale = useLocale();
  const isSearchScreen = useRouteMatch()?.key === 'search';
  const [params] = useSearchParams();
  return (
    <Form role="search" method="get" action={listPath('search', locale)} className="search-box">
      <label htmlFor={inputId} className="visually-hidden">
        {t('layout.searchLabel')}
      </label>
      <input
        id={inputId}
        // Remount on a new search so the field shows the query of the page.
        key={isSearchScreen ? (params.get('q') ?? '') : 'search'}
        type="search"
        name="q"
        defaultValue={isSearchScreen ? (params.get('q') ?? '') : ''}
        placeholder={t('layout.searchPlaceholder')}
        required
        maxLength={200}
        enterKeyHint="search"
      />
      <button type="submit" className="search-box__submit">
        <Icon path={mdiMagnify} />
        <span className="visually-hidden">{t('search')}</span>
      </button>
    </Form>
  );
}
