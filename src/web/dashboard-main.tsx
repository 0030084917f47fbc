import { createRoot } from 'react-dom/client';
import { AppRoot, startApp } from './app/app-root.js';
import { createDashboardRouter } from './app/dashboard-router.js';
import { markFirstRenderDone } from './lib/external-store.js';
import { registerServiceWorker } from './pwa/register-sw.js';
import { offerUpdate } from './pwa/update-notice.js';
import './styles/theme.css';
import './styles/layout.css';
import './styles/components.css';

// The editors' app, on React with Mantine and TipTap (decision 0015); the server sends
// dashboard.html for every address under /dashboard, in each locale.
await startApp();
// Rendered here, not hydrated: the stores are read as they are from the first render.
markFirstRenderDone();
createRoot(document.getElementById('root')!).render(<AppRoot router={createDashboardRouter()} />);
registerServiceWorker({ onUpdateReady: offerUpdate });
