import { defineConfig } from 'vitest/config';

const pgUrl = process.env.TEST_DATABASE_URL;

const integration = (name: string, dialect: 'sqlite' | 'postgres') => ({
  test: {
    name,
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node' as const,
    env: { TEST_DB_DIALECT: dialect },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

if (!pgUrl) {
  process.stderr.write(
    '\n*** PostgreSQL integration suite SKIPPED: TEST_DATABASE_URL is not set. ***\n' +
      '*** Run it with TEST_DATABASE_URL=postgres://user@127.0.0.1:5432/db npm test (see README). ***\n\n',
  );
}

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 30_000 } },
      integration('integration', 'sqlite'),
      ...(pgUrl ? [integration('integration-pg', 'postgres')] : []),
    ],
  },
});
