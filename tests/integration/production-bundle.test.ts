import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { ensureClientBuild } from '../helpers/ensure-client-build.js'

const ROOT = join(import.meta.dirname, '../..')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

let server: ChildProcess | undefined
const dataDir = mkdtempSync(join(tmpdir(), 'production-bundle-'))
afterAll(() => {
  server?.kill()
  rmSync(dataDir, { recursive: true, force: true })
})

/**
 * `npm start` is `npm run build && DEMO=1 npm run serve`: the server as esbuild's one ES module
 * (scripts/build-server.mjs) under Node, not tsx. Client-only code the bundle carries for a dynamic import
 * (the MapLibre map imports a .css file) once kept it from starting at all, and no other suite runs the
 * bundle: this one builds it, starts it on the demo database and asks for pages.
 */
it('builds the production server bundle, which starts and serves the demo', async () => {
  ensureClientBuild()
  execFileSync(process.execPath, [join(ROOT, 'scripts/build-server.mjs')], { cwd: ROOT, stdio: 'pipe' })
  const port = await freePort()
  const child = spawn(process.execPath, [join(ROOT, 'dist/server/main.js')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', DEMO: '1', PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server = child
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    // The first start seeds the demo (2,000 vehicles, pages, media) while the other Vitest workers hold both
    // cores: 50 s alone, over 60 s in a full run. The limit only says how long a real failure takes to show.
    const timer = setTimeout(() => reject(new Error(`the bundle did not start:\n${output}`)), 150_000)
    child.once('exit', (code) => reject(new Error(`the bundle exited with ${code}:\n${output}`)))
    child.stdout?.on('data', () => {
      if (output.includes('[server] Land Rover')) {
        clearTimeout(timer)
        resolve()
      }
    })
  })
  for (const path of ['/', '/retailer-locator', '/search?keyword=defender']) {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      headers: { host: `localhost:${port}` },
    })
    expect(response.status, path).toBe(200)
    expect(await response.text(), path).toContain('</html>')
  }
}, 240_000)
