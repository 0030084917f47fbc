import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

const preactDir = path.dirname(createRequire(import.meta.url).resolve('preact/package.json'));

/**
 * React's API served by Preact (decision 0015): the public screens, in the browser and in the
 * server's renderer, run on preact/compat. Every import of React, its DOM renderer and its JSX
 * runtime resolves here, the packages' own included (React Router, react-i18next, TanStack Query).
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react-dom\/client$/, replacement: path.join(preactDir, 'compat/client.mjs') },
  { find: /^react-dom\/server$/, replacement: path.join(preactDir, 'compat/server.mjs') },
  { find: /^react-dom$/, replacement: path.join(preactDir, 'compat/dist/compat.module.js') },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: path.join(preactDir, 'jsx-runtime/dist/jsxRuntime.module.js') },
  { find: /^react$/, replacement: path.join(preactDir, 'compat/dist/compat.module.js') },
];
