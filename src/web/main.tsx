import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot, startApp } from './app/app-root.js';
import { createAppRouter, createHydratingRouter } from './app/router.js';
import { seedFormattedTexts } from './features/shared/format.js';
import { takeInitialData } from './lib/api-client.js';
import { markFirstRenderDone } from './lib/external-store.js';
import { allTurnsTaken, startHydratingInTurns, yieldToBrowser } from './lib/hydration-turns.js';
import { seedInitialData } from './lib/query.js';
import { keepPageForOffline } from './pwa/offline-pages.js';
import { registerServiceWorker } from './pwa/register-sw.js';
import { offerUpdate } from './pwa/update-notice.js';
import './styles/theme.css';
import './styles/layout.css';
import './styles/components.css';

// The public site, on Preact (decision 0015); the dashboard is dashboard-main.tsx.
// Start-up runs in several tasks, not one, so a phone can answer a tap and paint between them
// (decision 0016): the modules' evaluation, the data, the messages, the router, the hydration.
await yieldToBrowser();
const initialData = takeInitialData();
if (initialData) seedInitialData(initialData);
if (initialData?.formattedTexts) seedFormattedTexts(initialData.formattedTexts);
await yieldToBrowser();

await startApp();
await yieldToBrowser();

const container = document.getElementById('root')!;
// The server rendered the screen (every public page): hydrate it; else (a preview) render here.
const routeErrors = container.firstElementChild ? initialData?.routeErrors : undefined;
const router = routeErrors ? await createHydratingRouter(routeErrors) : createAppRouter();
await yieldToBrowser();
const app = <AppRoot router={router} />;
if (routeErrors) {
  // The layout now, the screen and the parts in <HydrateInTurn> in later tasks.
  startHydratingInTurns();
  hydrateRoot(container, app);
} else {
  // Nothing to match: the stores are read as they are from the first render.
  markFirstRenderDone();
  createRoot(container).render(app);
}

// The service worker and the page's offline copy once the page has hydrated: not in its tasks.
void allTurnsTaken().then(() => {
  registerServiceWorker({ onUpdateReady: offerUpdate });
  keepPageForOffline(window.location);
});
