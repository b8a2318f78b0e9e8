import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/eval/**/*.test.ts',
            'packages/engine/corpus/**/*.test.ts',
            'apps/server/**/*.test.ts',
            'apps/validator/**/*.test.ts',
            'internal/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', 'packages/engine/eval/eval.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      {
        // The engine's accuracy targets on the CI slice of the corpus: `npm run test:eval`.
        test: {
          name: 'eval',
          environment: 'node',
          include: ['packages/engine/eval/eval.test.ts'],
          testTimeout: 30 * 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 60_000,
          // Above the harness's 150 s start limit, so a slow start fails with the server's logs.
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        // The same browser tests on PostgreSQL, the jobs run by two apps/validator processes
        // (e2e/harness.ts); after the other projects, so the two browser runs never overlap.
        test: {
          name: 'e2e-pg',
          environment: 'node',
          include: ['e2e/web/**/*.e2e.ts'],
          env: { E2E_DATABASE: 'postgres' },
          testTimeout: 60_000,
          // A stack is three processes here (API and two validators) and a database to create.
          hookTimeout: 180_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
