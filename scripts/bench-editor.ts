/**
 * npm run bench:editor: the editor in Debian's Chromium on a 300-block page and on a 1,000-block page, both
 * nested four slots deep. Times opening the page, and insert, move, delete, duplicate and a keystroke in a
 * field until the canvas shows the change (a MutationObserver in the canvas, then the next animation frame).
 * Prints medians and p95. Targets (issue 4, the same for both pages, issue 13): each action <= 50 ms at the
 * median, keystroke to canvas <= 16 ms p95, open <= 1.5 s.
 *
 * Wall-clock times follow the machine's load (a shared machine's p95 is mostly other processes). So the
 * keystroke is also measured in main-thread CPU time (Chromium's thread ticks, CDP Performance metrics):
 * everything one keystroke costs the page's main thread, from the input event through the frame that shows
 * it to the validation that follows when the browser is idle. Compare that figure between builds.
 */
import { rmSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { chromium, type CDPSession, type Page } from 'playwright-core'
import {
  EDITOR_BENCH_PAGES,
  EDITOR_BENCH_PORT,
  prepareEditorBench,
  startEditorBenchServer,
} from './bench/editor-bench-server.js'
import { CHROMIUM_LAUNCH } from './chromium-launch.js'

const PORT = EDITOR_BENCH_PORT
const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const PAGES = EDITOR_BENCH_PAGES

/**
 * Runs `act` in the page and resolves when the canvas has changed (the React commit reached its DOM) and
 * when the next frame after that began, with both times. The frame wait alone is 0 to 16.7 ms.
 */
async function timeToCanvas(page: Page, act: string): Promise<number> {
  const [dom, frame] = await timeToCanvasBoth(page, act)
  domTimes.push(dom)
  return frame
}
const domTimes: number[] = []

async function timeToCanvasBoth(page: Page, act: string): Promise<[number, number]> {
  return page.evaluate(async (script) => {
    const frame = document.querySelector('iframe') as HTMLIFrameElement
    const canvas = frame.contentDocument as Document
    return new Promise<[number, number]>((resolve, reject) => {
      const timer = setTimeout(() => {
        observer.disconnect()
        reject(new Error(`the canvas did not change within 5 s after: ${script}`))
      }, 5000)
      const observer = new MutationObserver(() => {
        clearTimeout(timer)
        observer.disconnect()
        const dom = performance.now() - start
        requestAnimationFrame(() => resolve([dom, performance.now() - start]))
      })
      observer.observe(canvas.body, { subtree: true, childList: true, characterData: true, attributes: true })
      const start = performance.now()
      new Function(script)()
    })
  }, act)
}

const click = (text: string) =>
  `[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === ${JSON.stringify(text)} && !b.disabled).click()`

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    median: sorted[Math.floor(sorted.length / 2)] ?? NaN,
    p95: sorted[Math.floor(sorted.length * 0.95)] ?? NaN,
  }
}

/** The page's main-thread CPU time so far, in ms (thread ticks: time the thread ran, not wall time). */
async function threadTime(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? NaN) * 1000
}

const ms = (n: number) => `${n.toFixed(1)} ms`

/** Opens one large page three times, then times RUNS rounds of the five actions on it and prints them. */
async function benchPage(page: Page, cdp: CDPSession, pageId: string): Promise<void> {
  const opens: number[] = []
  for (let i = 0; i < 3; i++) {
    const start = Date.now()
    await page.goto(`http://localhost:${PORT}/cms/pages/${pageId}`)
    await page
      .frameLocator('iframe')
      .locator('[data-testid="canvas-block:last"], [data-testid="canvas-block:footer-snippet"]')
      .first()
      .waitFor()
    opens.push(Date.now() - start)
  }
  const blocks = await page.frameLocator('iframe').locator('[data-testid^="canvas-block:"]').count()

  // Each round works at the page root, beside the HTML block near the end (the root has room; a content
  // row of four would refuse a fifth): add a snippet after it (the new block is selected), type in its
  // heading, move it up, duplicate it, delete it.
  const selectAnchor = () =>
    page.evaluate(() =>
      (
        document.querySelector('[data-testid="outline-item:html"] .outline__select') as HTMLButtonElement
      ).click(),
    )
  const results: Record<string, number[]> = { insert: [], keystroke: [], move: [], duplicate: [], delete: [] }
  const keystrokeDom: number[] = []
  const keystrokeCpu: number[] = []
  for (let i = 0; i < RUNS; i++) {
    await selectAnchor()
    results.insert?.push(
      await timeToCanvas(page, `document.querySelector('[aria-label="Add Snippet"]').click()`),
    )
    // Whatever the insert left for idle time (its validation) is not the keystroke's.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
    domTimes.length = 0
    const cpuBefore = await threadTime(cdp)
    results.keystroke?.push(
      await timeToCanvas(
        page,
        `const input = document.querySelector('[data-testid="field:/heading"] input');
         const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
         set.call(input, input.value + 'k');
         input.dispatchEvent(new Event('input', { bubbles: true }));`,
      ),
    )
    // The keystroke's validation waits for the browser to be idle (at most 150 ms): count it too.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
    keystrokeCpu.push((await threadTime(cdp)) - cpuBefore)
    keystrokeDom.push(domTimes[0] as number)
    results.move?.push(await timeToCanvas(page, click('Move up')))
    results.duplicate?.push(await timeToCanvas(page, click('Duplicate')))
    results.delete?.push(await timeToCanvas(page, click('Delete')))
  }

  const open = stats(opens)
  console.log(`\na page of ${blocks} blocks nested 4 slots deep, ${RUNS} runs per action`)
  console.log(
    `open the page: median ${ms(open.median)} (target <= 1500 ms): ${open.median <= 1500 ? 'PASS' : 'FAIL'}`,
  )
  for (const [action, values] of Object.entries(results)) {
    const s = stats(values)
    const target =
      action === 'keystroke'
        ? `p95 target <= 16 ms: ${s.p95 <= 16 ? 'PASS' : 'FAIL'}`
        : `median target <= 50 ms: ${s.median <= 50 ? 'PASS' : 'FAIL'}`
    console.log(`${action.padEnd(10)} median ${ms(s.median)}, p95 ${ms(s.p95)} (${target})`)
  }
  const dom = stats(keystrokeDom)
  console.log(
    `keystroke until the canvas DOM has the change (before the frame wait): median ${ms(dom.median)}, p95 ${ms(dom.p95)}`,
  )
  const cpu = stats(keystrokeCpu)
  console.log(
    `keystroke in main-thread CPU (event, frame and idle validation): median ${ms(cpu.median)}, p95 ${ms(cpu.p95)}`,
  )
}

const dataDir = await prepareEditorBench('bench-editor-')
const server = await startEditorBenchServer(dataDir)
const browser = await chromium.launch(CHROMIUM_LAUNCH)
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' })
  await page.goto(`http://localhost:${PORT}/cms`)
  await page.fill('input[name=username]', 'editor')
  await page.fill('input[name=password]', 'editor')
  await page.click('button[type=submit]')
  await page.waitForLoadState('networkidle')
  console.log(
    `bench:editor — Debian Chromium, load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} CPUs`,
  )
  for (const { id } of PAGES) await benchPage(page, cdp, id)
} finally {
  await browser.close()
  server.kill()
  rmSync(dataDir, { recursive: true, force: true })
}
