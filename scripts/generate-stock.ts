/**
 * npm run generate:stock -- --count N --seed S [--out file.json]
 *
 * Generates a deterministic demo inventory (the same count and seed give the same vehicles). With --out it
 * writes `{ seed, dealers, vehicles }` as JSON; otherwise it replaces the vehicles and the generated dealers (dealers added in /admin stay) of the
 * database the server uses (DATABASE_URL, else the embedded PGlite in ./data/db; DATA_DIR moves it),
 * migrating it first. Company config, translations and the model catalogue are left as seeded (or seeded
 * now, for a database made before the stock existed).
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { openDatabase } from '../server/db/database.js'
import { migrate } from '../server/db/migrate.js'
import { generateStock } from '../server/stock/generate/generate-stock.js'
import { insertStock } from '../server/stock/insert-stock.js'
import { demoImage } from '../server/media/demo-image.js'
import { mediaFiles } from '../server/media/media-files.js'
import { STOCK_IMAGE_IDS } from '../server/stock/generate/stock-image-ids.js'
import { seedStockReference } from '../server/stock/seed-stock.js'

const MAX_COUNT = 1_000_000

function fail(message: string): never {
  console.error(`[generate:stock] ${message}`)
  process.exit(2)
}

function readArgs() {
  try {
    return parseArgs({
      options: {
        count: { type: 'string', default: '2000' },
        seed: { type: 'string', default: '1' },
        out: { type: 'string' },
      },
    }).values
  } catch (error) {
    return fail(
      `${(error as Error).message}\nusage: npm run generate:stock -- --count N --seed S [--out file.json]`,
    )
  }
}
const values = readArgs()
const count = Number(values.count)
const seed = Number(values.seed)
if (!Number.isInteger(count) || count < 0 || count > MAX_COUNT)
  fail(`--count must be a whole number from 0 to ${MAX_COUNT}`)
if (!Number.isInteger(seed) || seed < 0 || seed > 2 ** 31)
  fail('--seed must be a whole number from 0 to 2^31')

const started = performance.now()
const stock = generateStock({ count, seed })
const ms = () => `${Math.round(performance.now() - started)} ms`

if (values.out) {
  writeFileSync(values.out, JSON.stringify(stock))
  console.log(
    `[generate:stock] ${count} vehicles, ${stock.dealers.length} dealers (seed ${seed}) → ${values.out} in ${ms()}`,
  )
} else {
  const url = process.env.DATABASE_URL
  const database = await openDatabase({ url, dataDir: join(process.env.DATA_DIR ?? './data', 'db') })
  try {
    await migrate(database)
    await database.transaction(async (tx) => {
      await tx.query('DELETE FROM vehicles')
      // Only the generated network is replaced: dealers added in /admin (other ids) stay.
      await tx.query('DELETE FROM stock_dealers WHERE id = ANY($1::text[])', [
        stock.dealers.map((dealer) => dealer.id),
      ])
      await insertStock(tx, stock)
      // A database made before the stock existed gets its reference data too.
      const [models] = await tx.query<{ n: string | number }>('SELECT count(*) AS n FROM vehicle_models')
      if (Number(models?.n) === 0)
        await seedStockReference(
          tx,
          await tx.query<{ key: string; brand: string }>('SELECT key, brand FROM sites'),
          stock.dealers,
        )
    })
    await database.exec('ANALYZE vehicles; ANALYZE stock_dealers')
    // The vehicle photos: demo images in the media library, made once like the seed makes them.
    const files = mediaFiles(join(process.env.DATA_DIR ?? './data', 'media'))
    for (const id of Object.values(STOCK_IMAGE_IDS).flat()) {
      if (!files.exists(id)) await files.write(id, await demoImage(id))
      await database.query(
        `INSERT INTO media (id, file_name, mime_type, width, height, alt, bytes)
         VALUES ($1, $2, 'image/jpeg', 1600, 900, '', 0) ON CONFLICT (id) DO NOTHING`,
        [id, `${id}.jpg`],
      )
    }
    console.log(
      `[generate:stock] ${count} vehicles, ${stock.dealers.length} dealers (seed ${seed}) → ${url ? 'PostgreSQL' : 'PGlite'} in ${ms()}`,
    )
  } finally {
    await database.close()
  }
}
