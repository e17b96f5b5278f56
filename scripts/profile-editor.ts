/**
 * npm run profile:editor: where the editor's main thread spends a keystroke and an insert on the
 * bench's 1,000-block page (and the 300-block one), from a Chromium performance trace: the trace events
 * of the renderer's main thread summed by name (self time: script, style, layout, paint, ...), per
 * action. The npm script builds the client and the editor first. For finding what to make faster;
 * bench:editor says whether it did.
 */
import { rmSync } from 'node:fs'
import { chromium, type Page } from 'playwright-core'
import {
  EDITOR_BENCH_PAGES,
  EDITOR_BENCH_PORT,
  prepareEditorBench,
  startEditorBenchServer,
} from './bench/editor-bench-server.js'
import { CHROMIUM_LAUNCH } from './chromium-launch.js'

const PORT = EDITOR_BENCH_PORT
const ROUNDS = Number(process.env.PROFILE_ROUNDS ?? 8)
const PAGES = EDITOR_BENCH_PAGES

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { url?: string; functionName?: string } }
}

/** Sums the complete events of the renderer main thread by name, top-level time only (children subtracted). */
function summarise(events: TraceEvent[]): Map<string, number> {
  const mainThreads = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const totals = new Map<string, number>()
  const byThread = new Map<string, TraceEvent[]>()
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`
    if (!mainThreads.has(key) || e.ph !== 'X' || !e.dur) continue
    if (!byThread.has(key)) byThread.set(key, [])
    byThread.get(key)!.push(e)
  }
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
    // Self time: an event's duration minus its direct children's.
    const stack: { e: TraceEvent; self: number }[] = []
    const close = (until: number) => {
      while (stack.length && stack[stack.length - 1]!.e.ts + (stack[stack.length - 1]!.e.dur ?? 0) <= until) {
        const done = stack.pop()!
        totals.set(done.e.name, (totals.get(done.e.name) ?? 0) + done.self)
      }
    }
    for (const e of list) {
      close(e.ts)
      const parent = stack[stack.length - 1]
      if (parent) parent.self -= e.dur ?? 0
      stack.push({ e, self: e.dur ?? 0 })
    }
    close(Infinity)
  }
  return totals
}

const idle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
const frames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  )

async function traced(page: Page, label: string, act: () => Promise<unknown>): Promise<void> {
  const browser = page.context().browser()!
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink'],
  })
  for (let i = 0; i < ROUNDS; i++) {
    await act()
    await frames(page)
    await idle(page)
  }
  const buffer = await browser.stopTracing()
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }
  const totals = [...summarise(traceEvents)].sort((a, b) => b[1] - a[1]).slice(0, 14)
  console.log(`\n${label}: main-thread self time per action (ms), top events`)
  for (const [name, us] of totals) console.log(`  ${name.padEnd(36)} ${(us / 1000 / ROUNDS).toFixed(2)}`)
}

const dataDir = await prepareEditorBench('profile-editor-')
const server = await startEditorBenchServer(dataDir)
const browser = await chromium.launch(CHROMIUM_LAUNCH)
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await page.goto(`http://localhost:${PORT}/cms`)
  await page.fill('input[name=username]', 'editor')
  await page.fill('input[name=password]', 'editor')
  await page.click('button[type=submit]')
  await page.waitForLoadState('networkidle')
  for (const { id } of PAGES) {
    await page.goto(`http://localhost:${PORT}/cms/pages/${id}`)
    await page.frameLocator('iframe').locator('[data-testid="canvas-block:footer-snippet"]').waitFor()
    await page.evaluate(() =>
      (
        document.querySelector('[data-testid="outline-item:html"] .outline__select') as HTMLButtonElement
      ).click(),
    )
    await traced(page, `${id}: insert a snippet`, async () => {
      await page.evaluate(() =>
        (
          document.querySelector('[data-testid="outline-item:html"] .outline__select') as HTMLButtonElement
        ).click(),
      )
      await page.evaluate(() => (document.querySelector('[aria-label="Add Snippet"]') as HTMLElement).click())
    })
    await traced(page, `${id}: keystroke in its heading`, () =>
      page.evaluate(() => {
        const input = document.querySelector('[data-testid="field:/heading"] input') as HTMLInputElement
        const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
        set.call(input, input.value + 'k')
        input.dispatchEvent(new Event('input', { bubbles: true }))
      }),
    )
  }
} finally {
  await browser.close()
  server.kill()
  rmSync(dataDir, { recursive: true, force: true })
}
