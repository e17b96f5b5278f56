// Starts a server for the end-to-end tests on a fresh data folder, removed again on exit.
//
//   node scripts/e2e-server.mjs <port> [<seed key>]
//
// Seeding (migrations, 110 pages, 298 generated images) is most of a server's start. Servers given the
// same seed key (playwright.config.ts passes its own process id) seed once: the first to take the lock
// starts a server on a template folder, stops it once it listens (a clean shutdown closes the database),
// and publishes the folder; each server then starts on a copy of its own.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

const port = process.argv[2] ?? '3210'
const seedKey = process.argv[3]

/** Runs the server on `dataDir` until it listens (its "[server] Land Rover:" line), then stops it. */
function seedInto(dataDir) {
  return new Promise((resolve, reject) => {
    const seeder = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, JOBS_WORKER: 'off' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let listening = false
    seeder.stdout.setEncoding('utf8')
    seeder.stdout.on('data', (text) => {
      if (!listening && text.includes('[server] Land Rover:')) {
        listening = true
        seeder.kill('SIGTERM')
      }
    })
    seeder.on('exit', (code, signal) =>
      listening ? resolve() : reject(new Error(`e2e-server: seeding stopped (${code ?? signal})`)),
    )
  })
}

/** The seeded template folder for `key`: seeded here when this process takes the lock, else awaited. */
async function seededTemplate(key) {
  const template = join(tmpdir(), `e2e-seed-${key}`)
  try {
    mkdirSync(`${template}.lock`)
  } catch {
    while (!existsSync(template)) await sleep(200)
    return { template, owner: false }
  }
  const partial = `${template}.partial`
  rmSync(partial, { recursive: true, force: true })
  await seedInto(partial)
  renameSync(partial, template)
  return { template, owner: true }
}

const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'))
const seeded = seedKey ? await seededTemplate(seedKey) : null
if (seeded) cpSync(seeded.template, dataDir, { recursive: true })

const removeAll = () => {
  rmSync(dataDir, { recursive: true, force: true })
  if (seeded?.owner) {
    rmSync(seeded.template, { recursive: true, force: true })
    rmSync(`${seeded.template}.lock`, { recursive: true, force: true })
  }
}
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  // The hourly SMS budget is the integration suites' to test; a repeated end-to-end run texts hundreds of codes
  // from one server, each to a new shopper.
  env: { SMS_BUDGET_PER_HOUR: '100000', ...process.env, PORT: port, DATA_DIR: dataDir },
  stdio: 'inherit',
})
const stop = () => server.kill()
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
server.on('exit', (code) => {
  removeAll()
  process.exit(code ?? 0)
})
