/**
 * npm run bench:ssr: autocannon (10 connections, in this process) against server processes of its own:
 *   (a) Express sending the same bytes from memory (baseline), (b) the cached page, (c) an uncached
 *   streamed render (page cache off), for the demo home page and a 50-block page.
 * Prints req/s, p50 and p99, the ratios b/a and c/a, and the gzip bytes of the JavaScript and CSS the home
 * page loads (and, in Debian's Chromium, how much of it loads before any scrolling, at a desktop and a phone
 * size). Targets (issue 3): b/a >= 0.9, c/a >= 0.25, cached p99 <= 10 ms, home JS <= 80 KB gzip.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { chromium } from 'playwright-core'
import { newBlock } from '../engine/defaults/new-block.js'
import type { Block, PageDocument } from '../templates/generated/types.js'
import { openDatabase } from '../server/db/database.js'
import { migrate } from '../server/db/migrate.js'
import { mediaFiles } from '../server/media/media-files.js'
import { seed } from '../server/seed/seed.js'
import { createStorage } from '../server/storage/storage.js'
import { CHROMIUM_LAUNCH } from './chromium-launch.js'

const DURATION = Number(process.env.BENCH_SECONDS ?? 8)
const root = join(import.meta.dirname, '..')

/** A realistic 50-block page: the home page's blocks repeated with fresh ids. */
function fiftyBlockPage(home: PageDocument): PageDocument {
  const blocks: Block[] = []
  for (let i = 0; blocks.length < 50; i++) {
    const source = home.blocks[i % home.blocks.length] as Block
    const copy = JSON.parse(
      JSON.stringify(source).replace(/"id":"([^"]+)"/g, (_m, id: string) => `"id":"${id}-${i}"`),
    ) as Block
    ;(copy.attributes as { block_scroll_id?: string }).block_scroll_id = ''
    if (copy.template === 'in-page-navigation') continue
    blocks.push(copy)
  }
  blocks.push(newBlock('jlr-snippet', 'last'))
  return {
    ...home,
    id: 'bench-50',
    path: '/bench-50',
    attributes: { title: 'Fifty blocks' },
    blocks: blocks.slice(0, 50),
  }
}

async function prepareData(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-ssr-'))
  const database = await openDatabase({ dataDir: join(dir, 'db') })
  await migrate(database)
  const storage = createStorage(database)
  await seed(storage, mediaFiles(join(dir, 'media')), join(root, 'fixtures'))
  const home = JSON.parse(readFileSync(join(root, 'fixtures/pages/lrdx-home.json'), 'utf8')) as PageDocument
  await storage.pages.create(fiftyBlockPage(home), { publish: true })
  await database.close()
  return dir
}

function startServer(dataDir: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/bench/serve.ts')], {
    // No lead delivery worker: the pages are measured, not a poll running beside them.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JOBS_WORKER: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('[server] Land Rover')) resolve(child)
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
}

function startBaseline(file: string, port: number): Promise<ChildProcess> {
  const child = fork(join(root, 'scripts/bench/static-server.ts'), [file, String(port)], {
    execArgv: ['--import', 'tsx'],
  })
  return new Promise((resolve) => child.on('message', () => resolve(child)))
}

interface Result {
  rps: number
  p50: number
  p99: number
  errors: number
}
async function load(url: string): Promise<Result> {
  await autocannon({ url, connections: 10, duration: 2 }) // warm-up
  const r = await autocannon({ url, connections: 10, duration: DURATION })
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx }
}

async function gzipBytes(base: string, urls: string[]): Promise<number> {
  let total = 0
  for (const url of urls)
    total += gzipSync(Buffer.from(await (await fetch(base + url)).arrayBuffer()), { level: 9 }).length
  return total
}

/** The JavaScript the home page loads: the island client, and the chunks of the islands on the page. */
function homeJavaScript(html: string): string[] {
  const manifest = JSON.parse(readFileSync(join(root, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; src?: string }
  >
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1]
  if (!entry) return []
  const files = new Set<string>([entry])
  const add = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(`/${chunk.file}`)) return
    files.add(`/${chunk.file}`)
    for (const imported of chunk.imports ?? []) add(imported)
  }
  for (const [, name] of html.matchAll(/data-island="([^"]+)"/g)) {
    // The same names renderer/islands/client.tsx resolves.
    const [app, island] = name?.startsWith('storefront:') ? name.slice(11).split('/') : []
    const key = name?.startsWith('layout:')
      ? `renderer/layout/islands/${name.slice(7)}.tsx`
      : app
        ? `renderer/storefront/${app}/islands/${island}.tsx`
        : `renderer/blocks/${name}/island.tsx`
    add(key)
  }
  for (const imported of Object.values(manifest).find((c) => `/${c.file}` === entry)?.imports ?? [])
    add(imported)
  return [...files]
}

/**
 * The JavaScript a visitor's browser loads before scrolling: Chromium opens the page at `viewport` and
 * waits until the network is idle; islands below the fold hydrate (and load their chunks) only when
 * scrolled near, so they are not in it. Sizes are gzip level 9 of each script, as above.
 */
async function javaScriptAtFirstView(
  url: string,
  viewport: { width: number; height: number },
): Promise<{ bytes: number; files: number }> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    const page = await browser.newPage({ viewport })
    const scripts = new Set<string>()
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname)
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    const origin = new URL(url).origin
    return { bytes: await gzipBytes(origin, [...scripts]), files: scripts.size }
  } finally {
    await browser.close()
  }
}

const dataDir = await prepareData()
const uncachedDir = `${dataDir}-uncached`
cpSync(dataDir, uncachedDir, { recursive: true })
const cached = await startServer(dataDir, 3101)
const uncached = await startServer(uncachedDir, 3102, { PAGE_CACHE_SIZE: '0' })
const children: ChildProcess[] = [cached, uncached]
try {
  console.log(`bench:ssr — autocannon, 10 connections, ${DURATION} s per run; Node ${process.version}`)
  for (const path of ['/', '/bench-50']) {
    const html = await (await fetch(`http://localhost:3101${path}`)).text()
    const file = join(dataDir, `baseline${path.replace(/\W/g, '_')}.html`)
    writeFileSync(file, html)
    const baseline = await startBaseline(file, 3103)
    children.push(baseline)
    const a = await load(`http://localhost:3103${path}`)
    baseline.kill()
    const b = await load(`http://localhost:3101${path}`)
    const c = await load(`http://localhost:3102${path}`)
    const row = (name: string, r: Result) =>
      console.log(
        `  ${name.padEnd(22)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms${r.errors ? `  ${r.errors} errors` : ''}`,
      )
    console.log(
      `${path === '/' ? 'home page' : '50-block page'} (${(html.length / 1024).toFixed(0)} KB of HTML)`,
    )
    row('(a) bytes from memory', a)
    row('(b) cached page', b)
    row('(c) uncached render', c)
    console.log(
      `  b/a ${(b.rps / a.rps).toFixed(2)} (target >= 0.9), c/a ${(c.rps / a.rps).toFixed(2)} (target >= 0.25), cached p99 ${b.p99} ms (target <= 10)`,
    )
  }
  const home = await (await fetch('http://localhost:3101/')).text()
  const js = homeJavaScript(home)
  const css = [...home.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1] as string)
  const jsBytes = await gzipBytes('http://localhost:3101', js)
  const cssBytes = await gzipBytes('http://localhost:3101', css)
  console.log(
    `home page assets: JavaScript ${(jsBytes / 1024).toFixed(1)} KB gzip in ${js.length} file(s) (target <= 80), CSS ${(cssBytes / 1024).toFixed(1)} KB gzip`,
  )
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 800 },
  ]) {
    const firstView = await javaScriptAtFirstView('http://localhost:3101/', viewport)
    console.log(
      `  of which loaded before any scrolling at ${viewport.width}x${viewport.height}: ${(firstView.bytes / 1024).toFixed(1)} KB gzip in ${firstView.files} file(s)`,
    )
  }
} finally {
  for (const child of children) child.kill()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(uncachedDir, { recursive: true, force: true })
}
