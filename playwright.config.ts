import { defineConfig } from '@playwright/test'
import { PLAYWRIGHT_CHROMIUM_LAUNCH } from './scripts/chromium-launch.js'
import { E2E_GROUPS } from './tests/e2e/groups.js'

// End-to-end tests in Debian's Chromium against the real server on throwaway databases. Screenshots of
// each demo page are written to test-results/screenshots (kept by CI as artifacts).
//
// Two servers, each on a database of its own, and two groups of specs (tests/e2e/groups.ts): each group
// runs one spec at a time against its own server, in a fixed order, so no test sees another's writes
// half-way and a run is the same run every time; the two groups run side by side. Tests that measure
// loading behaviour (what a page requests and when) run last, alone, in the `quiet` project
// (docs/decisions/062-ci-time-and-flakes.md).
const BASE_PORT = Number(process.env.E2E_PORT ?? 3210)
const origin = (server: number) => `http://localhost:${BASE_PORT + server}`
// The servers of one run seed one template database and start on copies of it (scripts/e2e-server.mjs).
const SEED_KEY = `${process.pid}-${Date.now()}`

export default defineConfig({
  outputDir: 'test-results/playwright',
  // Two groups share two cores: a long journey or a page's first render takes longer than it would alone.
  // Generous limits only change how long a real failure takes to report; nothing is retried.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  reporter: [['list']],
  use: {
    launchOptions: PLAYWRIGHT_CHROMIUM_LAUNCH,
  },
  projects: [
    {
      name: 'chromium',
      testDir: 'tests/e2e',
      testIgnore: [...E2E_GROUPS.second, ...E2E_GROUPS.quiet],
      workers: 1,
      use: { baseURL: origin(0) },
    },
    {
      name: 'chromium-2',
      testDir: 'tests/e2e',
      testMatch: E2E_GROUPS.second,
      workers: 1,
      use: { baseURL: origin(1) },
    },
    // What bots and visitors without JavaScript get: `npm run test:nojs` runs this project alone. It follows
    // the second group on its server.
    {
      name: 'nojs',
      testDir: 'tests/e2e-nojs',
      workers: 1,
      dependencies: ['chromium-2'],
      use: { javaScriptEnabled: false, baseURL: origin(1) },
    },
    {
      name: 'quiet',
      testDir: 'tests/e2e',
      testMatch: E2E_GROUPS.quiet,
      workers: 1,
      dependencies: ['chromium', 'chromium-2', 'nojs'],
      use: { baseURL: origin(0) },
    },
  ],
  webServer: [0, 1].map((server) => ({
    command: `node scripts/e2e-server.mjs ${BASE_PORT + server} ${SEED_KEY}`,
    url: `${origin(server)}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
})
