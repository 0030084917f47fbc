import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The editors' app (dashboard.html, src/web/dashboard-main.tsx) on React, with Mantine and TipTap
 * (decision 0015). Built after the public site into the same folder, which it must not empty; its
 * manifest has a name of its own. The service worker never precaches it: editors work online.
 */
export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: false,
    sourcemap: true,
    manifest: '.vite/dashboard-manifest.json',
    // The rich-text editor (TipTap and ProseMirror, about 530 kB) is one chunk loaded only by the
    // edit screens; splitting it would add requests to the one screen that needs all of it.
    chunkSizeWarningLimit: 600,
    rolldownOptions: { input: fileURLToPath(new URL('./src/web/dashboard.html', import.meta.url)) },
  },
});
