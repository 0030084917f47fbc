import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { createAppRouter, createHydratingRouter } from './app/router.js';
import { takeInitialData } from './lib/api-client.js';
import { installChunkReloadGuard } from './lib/chunk-reload.js';
import { htmlLang, i18n, initI18n } from './lib/i18n.js';
import { localeOfPath } from './lib/locale.js';
import { queryClient, seedInitialData } from './lib/query.js';
import { keepPageForOffline } from './pwa/offline-pages.js';
import { registerServiceWorker } from './pwa/register-sw.js';
import { UpdateNotice, offerUpdate } from './pwa/update-notice.js';
import './styles/theme.css';
import './styles/layout.css';
import './styles/components.css';

installChunkReloadGuard();

const initialData = takeInitialData();
if (initialData) seedInitialData(initialData);

const locale = localeOfPath(window.location.pathname);
document.documentElement.lang = htmlLang(locale);

// Messages first, so the first paint is already in the page's language.
await initI18n(locale);

const container = document.getElementById('root')!;
// The server rendered the screen (every public page): hydrate it; else (the dashboard, a preview) render here.
const routeErrors = container.firstElementChild ? initialData?.routeErrors : undefined;
const router = routeErrors ? await createHydratingRouter(routeErrors) : createAppRouter();
/**
 * Marks the document once the app has hydrated (or first rendered) and its handlers are attached:
 * before that, a server-rendered page's links and forms work natively, its buttons not yet.
 * Browser tests and page monitoring wait on `html[data-interactive]`.
 */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}

const app = (
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
// Hydration as a transition: React yields to the browser every few milliseconds instead of holding
// the main thread for the whole tree, so a tap or a scroll during start-up is answered at once.
if (routeErrors) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);

registerServiceWorker({ onUpdateReady: offerUpdate });
keepPageForOffline(window.location);
