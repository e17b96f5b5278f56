import { defineConfig } from '@playwright/test'
import { CHROMIUM_LAUNCH } from './scripts/chromium-launch.js'

// End-to-end tests in Debian's Chromium against the real server on a throwaway database. Screenshots of
// each demo page are written to test-results/screenshots (kept by CI as artifacts).
const PORT = Number(process.env.E2E_PORT ?? 3210)

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: `node scripts/e2e-server.mjs ${PORT}`,
    url: `http://localhost:${PORT}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
