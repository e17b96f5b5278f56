import { afterAll, beforeAll, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../server/db/database.js'

// PGlite has one connection: a query on the database made inside one of its transactions would wait for
// that transaction for ever, and every request after it too. It is refused at once instead.
let database: Database
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' })
})
afterAll(() => database.close())

it('refuses a query on the database inside a transaction instead of waiting for ever', async () => {
  const inside = database.transaction(async (tx) => {
    await tx.query('SELECT 1')
    return database.query('SELECT 2')
  })
  await expect(inside).rejects.toThrow(/inside one of its transactions/)
  await expect(database.transaction(() => database.transaction(async () => 1))).rejects.toThrow(
    /inside one of its transactions/,
  )
  // The database is not stuck afterwards.
  expect(await database.query<{ n: number }>('SELECT 3 AS n')).toEqual([{ n: 3 }])
})

it('lets work a transaction started query once the transaction has ended', async () => {
  let later: Promise<unknown> = Promise.resolve()
  await database.transaction(async (tx) => {
    await tx.query('SELECT 1')
    later = new Promise((resolve) => setTimeout(resolve, 10)).then(() => database.query('SELECT 4 AS n'))
  })
  expect(await later).toEqual([{ n: 4 }])
})

it('runs listeners of a notification sent in a transaction outside it', async () => {
  const heard = new Promise<unknown>((resolve) => {
    void database.listen('guard_test', () => resolve(database.query('SELECT 5 AS n')))
  })
  await new Promise((resolve) => setTimeout(resolve, 50))
  await database.transaction(async (tx) => {
    await tx.query("SELECT pg_notify('guard_test', 'x')")
    // Hold the transaction open a moment: the listener runs while it is still open.
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
  expect(await heard).toEqual([{ n: 5 }])
})
