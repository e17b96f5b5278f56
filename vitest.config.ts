import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { filesNeedingIsolation } from './tests/isolation-needs.js'

const ROOTS = ['tests/unit', 'tests/integration']
const INCLUDE = ROOTS.map((root) => `${root}/**/*.test.{ts,tsx}`)
// Files that mock modules, stub globals or use a DOM run isolated; the rest share each worker's modules
// (docs/decisions/062-ci-time-and-flakes.md: import time was two thirds of the Vitest run).
const ISOLATED = filesNeedingIsolation(fileURLToPath(new URL('.', import.meta.url)), ROOTS)

export default defineConfig({
  test: {
    globalSetup: ['tests/global-setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    // PGlite starts in seconds on a 2-core machine; the storage suite starts one from scratch on purpose.
    hookTimeout: 60_000,
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: 'shared', include: INCLUDE, exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
  },
})
