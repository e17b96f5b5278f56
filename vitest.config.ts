import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/global-setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    // PGlite starts in seconds on a 2-core machine; the storage suite starts one from scratch on purpose.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
})
