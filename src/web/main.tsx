import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router.js';
import { takeInitialData } from './lib/api-client.js';
import { installChunkReloadGuard } from './lib/chunk-reload.js';
import { htmlLang, i18n, initI18n } from './lib/i18n.js';
import { localeOfPath } from './lib/locale.js';
import { queryClient, seedInitialData } from './lib/query.js';
import { registerServiceWorker } from './pwa/register-sw.js';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={createAppRouter()} />
      </I18nextProvider>
    </QueryClientProvider>
  </StrictMode>,
);

registerServiceWorker();
