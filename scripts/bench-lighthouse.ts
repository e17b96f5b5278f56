/**
 * npm run bench:lighthouse: Lighthouse (mobile, simulated throttling) on the home page, /stock and a
 * vehicle page (the first of /listing/new/light), in Debian's Chromium through chrome-launcher. Prints the
 * performance, accessibility, best-practices and SEO scores against the targets (issue 11: performance
 * >= 95, the others 100), performance's metrics, and the titles of the audits that fail when a score is
 * under its target. Each page is audited LIGHTHOUSE_RUNS times (default 3) and the run with the median
 * performance score is reported, as Lighthouse advises against variance.
 *
 * The site runs as in production: a server of its own (scripts/bench/serve.ts, NODE_ENV=production, the
 * client built beforehand by the npm script), or the server at LIGHTHOUSE_ORIGIN when set (for example
 * `npm run build && npm run serve`). Nothing reaches the internet: Chromium resolves no host name but the
 * site's (--host-resolver-rules), and throttling is simulated, not measured against a real network.
 * LIGHTHOUSE_PORT moves its own server off 3710 when several checkouts share one machine.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { vehicleUrl } from '../engine/storefront/vehicle-url.js'
import type { Vehicle } from '../engine/stock/stock-types.js'
import { startBenchServer } from './bench/start-bench-server.js'
import { CHROMIUM_LAUNCH } from './chromium-launch.js'

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3710)
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const TARGETS: Record<string, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const

/** The page of the first vehicle the light listing answers, after its redirect to the canonical slug. */
async function vehiclePage(origin: string): Promise<string> {
  const listing = (await (await fetch(`${origin}/listing/new/light`)).json()) as {
    data: Pick<Vehicle, 'id' | 'attributes'>[]
  }
  const first = listing.data[0]
  if (!first) throw new Error('[bench] /listing/new/light answered no vehicle')
  const response = await fetch(origin + vehicleUrl(first))
  if (!response.ok) throw new Error(`[bench] the vehicle page answered ${response.status}`)
  return new URL(response.url).pathname
}

const external = process.env.LIGHTHOUSE_ORIGIN?.replace(/\/$/, '')
const origin = external ?? `http://localhost:${PORT}`
const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'))
let server: ChildProcess | undefined
try {
  // An empty data folder: the server seeds the demo (pages and stock) from fixtures/.
  if (!external) server = await startBenchServer(dataDir, PORT)
  const pages = [
    ['home', '/'],
    ['stock', '/stock'],
    ['vehicle page', await vehiclePage(origin)],
  ] as const
  const chrome = await launch({
    chromePath: CHROMIUM_LAUNCH.executablePath,
    chromeFlags: [
      ...CHROMIUM_LAUNCH.args.map((arg) => (arg === '--headless' ? '--headless=new' : arg)),
      `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${new URL(origin).hostname}`,
    ],
  })
  let missed = 0
  try {
    console.log(`bench:lighthouse — Lighthouse mobile (simulated throttling) against ${origin}`)
    for (const [name, path] of pages) {
      const runs: Result[] = []
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${origin}${path}`, {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: Object.keys(TARGETS),
        })
        if (!result) throw new Error(`[bench] Lighthouse gave no result for ${path}`)
        runs.push(result.lhr)
      }
      // Scores vary from run to run on a busy machine: report the run with the median performance score.
      const performance = (r: Result) => r.categories.performance?.score ?? 0
      runs.sort((a, b) => performance(a) - performance(b))
      const lhr = runs[Math.floor(runs.length / 2)] as Result
      const spread =
        RUNS > 1
          ? `  (median of ${RUNS} runs; performance ${runs.map((r) => Math.round(performance(r) * 100)).join(', ')})`
          : ''
      console.log(`\n${name} ${path}${spread}${lhr.runtimeError ? `  (${lhr.runtimeError.message})` : ''}`)
      // Proof that nothing left for the internet: anything not from the site was refused by the resolver.
      const elsewhere = (
        (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? []
      ).filter(({ url }) => /^https?:/.test(url) && new URL(url).origin !== origin)
      if (elsewhere.length)
        console.log(`  requests to other hosts (refused): ${elsewhere.map(({ url }) => url).join(', ')}`)
      for (const [id, target] of Object.entries(TARGETS)) {
        const category = lhr.categories[id]
        const score = Math.round((category?.score ?? 0) * 100)
        const met = score >= target
        if (!met) missed++
        const metrics =
          id === 'performance'
            ? `  ${METRICS.map(([audit, label]) => `${label} ${lhr.audits[audit]?.displayValue ?? '?'}`).join(', ')}`
            : ''
        console.log(
          `  ${(category?.title ?? id).padEnd(15)} ${String(score).padStart(3)}  target >= ${target}: ${met ? 'met' : 'NOT MET'}${metrics}`,
        )
        if (met || !category) continue
        // Lighthouse counts an audit as passed from 0.9; the rest, heaviest first, say what to fix.
        const failing = category.auditRefs
          .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
          .filter(({ audit }) => audit && audit.score !== null && audit.score < 0.9)
          .sort((a, b) => b.ref.weight - a.ref.weight)
        for (const { ref, audit } of failing)
          console.log(
            `      - ${audit?.title}${audit?.displayValue ? ` (${audit.displayValue})` : ''}${ref.weight ? `, weight ${ref.weight}` : ''}`,
          )
      }
    }
  } finally {
    chrome.kill()
  }
  console.log(`\n${missed ? `${missed} score(s) under target` : 'every score meets its target'}`)
} finally {
  server?.kill()
  rmSync(dataDir, { recursive: true, force: true })
}
