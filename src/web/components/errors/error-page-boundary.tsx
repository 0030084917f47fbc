import { Component, type ReactNode } from 'react';
import { DEFAULT_LOCALE, isLocale } from '../../../common/locales.js';
import { listPath } from '../../../common/routes.js';
import { i18n } from '../../lib/i18n.js';

interface State {
  failure: unknown;
}

/**
 * Catches a failure while rendering the error page itself (SPEC §8) and says so, with what to do
 * about it and the way home. Uses no hooks or router so as little as possible can fail again. The
 * failure itself goes to the console for whoever debugs it: its text is no reader's business.
 */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failure: null };

  static getDerivedStateFromError(failure: unknown): State {
    return { failure: failure ?? new Error('Unknown error') };
  }

  override componentDidCatch(failure: unknown): void {
    console.error('The error page failed', failure);
  }

  override render() {
    if (!this.state.failure) return this.props.children;
    return (
      <section className="error-page content" role="alert">
        <h1>{i18n.t('errors.errorPageFailed', { defaultValue: 'An error occurred while showing the error page' })}</h1>
        <p>{i18n.t('errors.errorPageFailedText', { defaultValue: 'The page could not be shown. Reload it, or go back to the home page.' })}</p>
        <p>
          <a className="button button--primary" href={listPath('home', isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE)}>
            {i18n.t('errors.goHome', { defaultValue: 'Go back to home' })}
          </a>
        </p>
      </section>
    );
  }
}
