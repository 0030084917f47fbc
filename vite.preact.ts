import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias, BuildEnvironmentOptions } from 'vite';

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

/** The React features React Router looks for and does without (React 19's `use`, `useOptimistic`), which Preact lacks. */
const FEATURES_DETECTED = /Import `(use|useOptimistic)` will always be undefined because there is no matching export in '.*preact\/compat/;

/**
 * Passes on every build warning but the ones the aliases cause by design: React Router reads
 * `React.use` and `React.useOptimistic` and falls back when they are undefined, as they are on Preact.
 */
export const warnUnlessPreactFeatureCheck: NonNullable<NonNullable<BuildEnvironmentOptions['rolldownOptions']>['onwarn']> = (warning, warn) => {
  if (warning.code === 'IMPORT_IS_UNDEFINED' && FEATURES_DETECTED.test(warning.message) && warning.message.includes('node_modules/react-router/')) return;
  warn(warning);
};
