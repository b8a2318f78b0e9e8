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
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
