import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './vite.preact.js';

/** React Router's ES module build: its CommonJS one, which Node picks, would require React itself. */
const REACT_ROUTER_ESM = createRequire(import.meta.url).resolve('react-router').replace(/index\.js$/, 'index.mjs');

const pgUrl = process.env.TEST_DATABASE_URL;

const integration = (name: string, dialect: 'sqlite' | 'postgres') => ({
  // The server renders the public screens on Preact, as the build does (vite.ssr.config.ts).
  resolve: { alias: [...PREACT_ALIASES, { find: /^react-router$/, replacement: REACT_ROUTER_ESM }] },
  test: {
    name,
    // Transformed here, not loaded by Node as they are, so that their imports of React resolve too.
    server: { deps: { inline: ['@tanstack/react-query', 'react-i18next', 'react-router', 'preact', 'preact-render-to-string'] } },
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node' as const,
    env: { TEST_DB_DIALECT: dialect },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Every file builds its own app and database: the modules can be loaded once a worker.
    isolate: false,
  },
});

/**
 * Files of the browser suite run at once. A file mostly waits (for the browser, then the server),
 * so two side by side use the two cores; each worker has a portal of its own.
 */
const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Browser suite: the real server with demo content (one a worker, tests/e2e/support/global-setup.ts)
 * and Chromium. Only when asked for by name, so plain `vitest run` / `npm test` leaves it out.
 */
const e2e = {
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node' as const,
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: E2E_WORKERS,
  },
};
const runsE2e = process.argv.some((arg, i, args) => arg === '--project=e2e' || (arg === '--project' && args[i + 1] === 'e2e'));

if (!pgUrl) {
  process.stderr.write(
    '\n*** PostgreSQL integration suite SKIPPED: TEST_DATABASE_URL is not set. ***\n' +
      '*** Run it with TEST_DATABASE_URL=postgres://user@127.0.0.1:5432/db npm test (see README). ***\n\n',
  );
}

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node', testTimeout: 30_000, isolate: false } },
      integration('integration', 'sqlite'),
      ...(pgUrl ? [integration('integration-pg', 'postgres')] : []),
      // The browser suite needs the production build and Chromium: `npm run test:e2e`, after `npm run build`.
      ...(runsE2e ? [e2e] : []),
    ],
  },
});
