import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot, startApp } from './app/app-root.js';
import { createAppRouter, createHydratingRouter } from './app/router.js';
import { takeInitialData } from './lib/api-client.js';
import { markFirstRenderDone } from './lib/external-store.js';
import { seedInitialData } from './lib/query.js';
import { keepPageForOffline } from './pwa/offline-pages.js';
import { registerServiceWorker } from './pwa/register-sw.js';
import { offerUpdate } from './pwa/update-notice.js';
import './styles/theme.css';
import './styles/layout.css';
import './styles/components.css';

// The public site, on Preact (decision 0015); the dashboard is dashboard-main.tsx.
const initialData = takeInitialData();
if (initialData) seedInitialData(initialData);

await startApp();

const container = document.getElementById('root')!;
// The server rendered the screen (every public page): hydrate it; else (a preview) render here.
const routeErrors = container.firstElementChild ? initialData?.routeErrors : undefined;
const router = routeErrors ? await createHydratingRouter(routeErrors) : createAppRouter();
const app = <AppRoot router={router} />;
// Hydration as a transition: the browser is yielded to every few milliseconds instead of being
// held for the whole tree, so a tap or a scroll during start-up is answered at once.
if (routeErrors) startTransition(() => void hydrateRoot(container, app));
else {
  // Nothing to match: the stores are read as they are from the first render.
  markFirstRenderDone();
  createRoot(container).render(app);
}

registerServiceWorker({ onUpdateReady: offerUpdate });
keepPageForOffline(window.location);
