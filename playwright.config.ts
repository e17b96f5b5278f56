import { defineConfig } from '@playwright/test'
import { CHROMIUM_LAUNCH } from './scripts/chromium-launch.js'

// End-to-end tests in Debian's Chromium against the real server on a throwaway database. Screenshots of
// each demo page are written to test-results/screenshots (kept by CI as artifacts).
const PORT = Number(process.env.E2E_PORT ?? 3210)

export default defineConfig({
  outputDir: 'test-results/playwright',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: 'chromium', testDir: 'tests/e2e' },
    // What bots and visitors without JavaScript get: `npm run test:nojs` runs this project alone.
    { name: 'nojs', testDir: 'tests/e2e-nojs', use: { javaScriptEnabled: false } },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs ${PORT}`,
    url: `http://localhost:${PORT}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
