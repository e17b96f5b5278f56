// Starts the server for the end-to-end tests on a fresh data folder, removed again on exit.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const port = process.argv[2] ?? '3210'
const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'))
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: port, DATA_DIR: dataDir },
  stdio: 'inherit',
})
const stop = () => {
  server.kill()
  rmSync(dataDir, { recursive: true, force: true })
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
