import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { takeInitialData } from '../lib/api-client.js';
import { installChunkReloadGuard } from '../lib/chunk-reload.js';
import { markFirstRenderDone } from '../lib/external-store.js';
import { allTurnsTaken } from '../lib/hydration-turns.js';
import { htmlLang, i18n, initI18n } from '../lib/i18n.js';
import { localeOfPath } from '../lib/locale.js';
import { queryClient } from '../lib/query.js';
import { UpdateNotice } from '../pwa/update-notice.js';

/**
 * What the public site and the dashboard do before their first render: a stale chunk reloads the
 * page, and the messages of the page's locale are loaded, so the first paint is in its language.
 * That is the address's, or, for an address that names none, the locale the server rendered it in.
 */
export async function startApp(): Promise<void> {
  installChunkReloadGuard();
  const locale = takeInitialData()?.locale ?? localeOfPath(window.location.pathname);
  document.documentElement.lang = htmlLang(locale);
  await initI18n(locale);
}

/**
 * Marks the document once the app has hydrated (or first rendered) and its handlers are attached,
 * the parts that hydrate in turns included: before that, a server-rendered page's links and forms
 * work natively, its buttons not yet. Browser tests and page monitoring wait on `html[data-interactive]`.
 */
function MarkInteractive() {
  useEffect(() => {
    void allTurnsTaken().then(() => {
      markFirstRenderDone();
      document.documentElement.dataset.interactive = '';
    });
  }, []);
  return null;
}

/** The app around its router: data, messages, the new-release notice. */
export function AppRoot({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
          <UpdateNotice />
          <MarkInteractive />
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
