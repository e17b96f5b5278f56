import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '../..')

/**
 * Starts the public site (scripts/bench/serve.ts) in a child process with NODE_ENV=production on `port`,
 * with its data in `dataDir` (an empty folder is seeded from fixtures/), and resolves once it listens.
 * The child has an IPC channel, so the parent can read its CPU time (processCpuMs). `nodeArgs` go to Node
 * before the script (profile:ssr's `--cpu-prof`).
 */
export function startBenchServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<ChildProcess> {
  const script = join(root, 'scripts/bench/serve.ts')
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    // No lead delivery worker: the pages are measured, not a poll running beside them.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // React's production build with the demo's local stand-ins (the local captcha), as `npm start` runs.
      DEMO: '1',
      JOBS_WORKER: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  })
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('[server] Land Rover')) resolve(child)
    })
    child.on('exit', (code) => reject(new Error(`[bench] server exited with ${code}`)))
  })
}
