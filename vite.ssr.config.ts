import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PREACT_ALIASES, warnUnlessPreactFeatureCheck } from './vite.preact.js';

/**
 * The server's renderer of the public screens (src/web/ssr/render-screen.tsx), built for Node
 * into dist/ssr, which the server loads at start (src/server/plugins/web-app.ts). Self-contained:
 * React and the other packages are bundled in, so a production install needs no front-end packages.
 */
export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  resolve: { alias: PREACT_ALIASES },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'ssr/render-screen.tsx',
    outDir: '../../dist/ssr',
    emptyOutDir: true,
    sourcemap: true,
    target: 'node20',
    rolldownOptions: {
      // The browser loads catalogues lazily; the renderer bundles the public ones, so the lazy import is moot here.
      onwarn(warning, warn) {
        if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warnUnlessPreactFeatureCheck(warning, warn);
      },
    },
  },
});
