/**
 * npm run profile:ssr: where the server's CPU goes while it answers one page, from a V8 CPU profile
 * (`node --cpu-prof`) of a bench server under autocannon (10 connections), counting only the samples taken
 * during the load. Prints self and total time by function and self time by file or package. Profiles are
 * load-independent, unlike bench:ssr's req/s, so they say what to change on a shared machine; bench:ssr
 * says whether it helped.
 *
 *   PROFILE_PATH=/bench-50 PROFILE_CACHE=off PROFILE_ENCODING=identity npm run profile:ssr
 *
 * PROFILE_PATH (default /), PROFILE_CACHE (on: cached hits, the default; off: every request rendered),
 * PROFILE_ENCODING (the Accept-Encoding sent; default a browser's `gzip, deflate, br`; `identity` for none),
 * PROFILE_SECONDS (default 10), PROFILE_TOP (rows per table, default 25), PROFILE_KEEP=1 keeps the
 * .cpuprofile (for Chromium's DevTools) and prints where.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import autocannon from 'autocannon'
import { processCpuMs } from './bench/process-cpu-ms.js'
import { prepareSsrBenchData } from './bench/ssr-bench-data.js'
import { startBenchServer } from './bench/start-bench-server.js'

const PATH = process.env.PROFILE_PATH ?? '/'
const CACHED = process.env.PROFILE_CACHE !== 'off'
const ENCODING = process.env.PROFILE_ENCODING ?? 'gzip, deflate, br'
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10)
const TOP = Number(process.env.PROFILE_TOP ?? 25)
const PORT = Number(process.env.BENCH_PORT ?? 3701)
const root = join(import.meta.dirname, '..')

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface CpuProfile {
  nodes: ProfileNode[]
  startTime: number
  samples: number[]
  timeDeltas: number[]
}

/** A file as a reader knows it: the project's path, or the package under node_modules, or Node's own. */
function fileLabel(url: string): string {
  if (!url) return '(native or V8)'
  const path = url.replace(/^file:\/\//, '')
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)
  if (inModules) return inModules[1]!
  if (path.startsWith('node:')) return path
  return path.startsWith('/') ? relative(root, path) : path
}

const frameLabel = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${fileLabel(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`

function summarise(profile: CpuProfile, from: number, to: number): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const self = new Map<string, number>()
  const total = new Map<string, number>()
  const files = new Map<string, number>()
  let busy = 0
  let all = 0
  let time = profile.startTime
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i] ?? 0
    const next = profile.timeDeltas[i + 1] ?? 0
    if (time < from || time > to) return
    all += next
    const node = byId.get(id)!
    const name = node.callFrame.functionName
    if (name === '(idle)' || name === '(program)') {
      self.set(name, (self.get(name) ?? 0) + next)
      return
    }
    busy += next
    self.set(frameLabel(node), (self.get(frameLabel(node)) ?? 0) + next)
    const file = name === '(garbage collector)' ? name : fileLabel(node.callFrame.url)
    files.set(file, (files.get(file) ?? 0) + next)
    // Total time: once per function on the stack, however often it recurses.
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const label = frameLabel(byId.get(at)!)
      if (seen.has(label) || label.startsWith('(root)')) continue
      seen.add(label)
      total.set(label, (total.get(label) ?? 0) + next)
    }
  })
  const ms = (us: number) => (us / 1000).toFixed(0).padStart(7)
  const pct = (us: number) => `${((100 * us) / Math.max(1, busy)).toFixed(1).padStart(5)} %`
  const table = (title: string, rows: Map<string, number>) => {
    console.log(`\n${title} (ms, share of busy time)`)
    for (const [label, us] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, TOP))
      console.log(`${ms(us)} ${pct(us)}  ${label}`)
  }
  console.log(
    `\nsampled ${(all / 1000).toFixed(0)} ms during the load: busy ${(busy / 1000).toFixed(0)} ms, idle ${((self.get('(idle)') ?? 0) / 1000).toFixed(0)} ms, (program) ${((self.get('(program)') ?? 0) / 1000).toFixed(0)} ms`,
  )
  self.delete('(idle)')
  self.delete('(program)')
  table('self time by file or package', files)
  table('self time by function', self)
  table('total time by function', total)
}

const dataDir = await prepareSsrBenchData()
const profileDir = mkdtempSync(join(tmpdir(), 'profile-ssr-'))
try {
  const server = await startBenchServer(dataDir, PORT, CACHED ? {} : { PAGE_CACHE_SIZE: '0' }, [
    '--cpu-prof',
    `--cpu-prof-dir=${profileDir}`,
  ])
  const url = `http://localhost:${PORT}${PATH}`
  const headers = ENCODING === 'identity' ? {} : { 'accept-encoding': ENCODING }
  await autocannon({ url, headers, connections: 10, duration: 3 }) // warm-up (and the cached codings)
  const cpuBefore = await processCpuMs(server)
  const from = Number(process.hrtime.bigint() / 1000n)
  const run = await autocannon({ url, headers, connections: 10, duration: SECONDS })
  const to = Number(process.hrtime.bigint() / 1000n)
  const cpuMs = (await processCpuMs(server)) - cpuBefore
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGINT') // the server drains and exits, and Node writes the profile
  await exited
  console.log(
    `profile:ssr ${PATH}, ${CACHED ? 'cached' : 'uncached'}, Accept-Encoding: ${ENCODING}: ${run.requests.total} requests, ${run.requests.average.toFixed(0)} req/s, ${run.errors + run.non2xx} errors or non-2xx; server CPU ${(cpuMs / Math.max(1, run.requests.total)).toFixed(3)} ms per request (user + system)`,
  )
  // The main thread's profile is the first (`.0.`); workers (tsx's) write their own.
  const file = readdirSync(profileDir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .sort()[0]
  if (!file) throw new Error('[profile] the server wrote no CPU profile')
  summarise(JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile, from, to)
  if (process.env.PROFILE_KEEP === '1') console.log(`profile kept: ${join(profileDir, file)}`)
} finally {
  rmSync(dataDir, { recursive: true, force: true })
  if (process.env.PROFILE_KEEP !== '1') rmSync(profileDir, { recursive: true, force: true })
}
