// Database failures answer as server/http/database-error.ts says, on every route: unreachable is 503 with
// Retry-After, a lost race 409, a value PostgreSQL refuses 400; never a 500.
import express from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { errorHandler } from '../../server/http/error-handler.js'
import { startTestApp } from '../helpers/test-app.js'

function appThrowing(error: unknown) {
  const app = express()
  app.get('/', () => {
    throw error
  })
  app.use(errorHandler(() => {}))
  return app
}

const pgError = (code: string) => Object.assign(new Error('[pg] failed'), { code })
const wrapped = (cause: unknown) => new Error('Failed query: insert into pages', { cause })

describe('database errors', () => {
  it.each([
    ['a unique violation', pgError('23505'), 409, 'conflict'],
    ['a serialization failure', pgError('40001'), 409, 'conflict'],
    ['a deadlock', pgError('40P01'), 409, 'conflict'],
    ['a foreign key violation', pgError('23503'), 409, 'conflict'],
    ['a unique violation wrapped by Drizzle', wrapped(pgError('23505')), 409, 'conflict'],
    ['an integer out of range', pgError('22003'), 400, 'invalid_value'],
    ['a NUL in text', pgError('22021'), 400, 'invalid_value'],
    ['an unsupported Unicode escape in jsonb', wrapped(pgError('22P05')), 400, 'invalid_value'],
    [
      'a connection refused',
      Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
      503,
      'database_unavailable',
    ],
    ['an admin shutdown', pgError('57P01'), 503, 'database_unavailable'],
    [
      'a terminated connection',
      wrapped(new Error('Connection terminated unexpectedly')),
      503,
      'database_unavailable',
    ],
    ['a closed PGlite', new Error('PGlite is closed'), 503, 'database_unavailable'],
    ['a syntax error (ours)', pgError('42601'), 500, 'internal'],
  ])('%s answers %i', async (_name, error, status, code) => {
    const res = await request(appThrowing(error)).get('/').expect(status)
    expect(res.body.error.code).toBe(code)
    if (status === 503) expect(res.headers['retry-after']).toBeDefined()
    expect(JSON.stringify(res.body)).not.toContain('[pg]')
  })

  it('every kind of route answers 503 with Retry-After while the database is away', async () => {
    const t = await startTestApp()
    await t.database.close()
    try {
      for (const path of [
        '/contact-us',
        '/listing/new?items=3',
        '/public_api/pages/by_path/contact-us',
        '/forms/test-drive',
      ]) {
        const res = await request(t.app).get(path)
        expect(res.status, path).toBe(503)
        expect(res.headers['retry-after'], path).toBeDefined()
      }
      const lead = await request(t.app).post('/forms/test-drive/leads').send({ first_name: 'Ada' })
      expect(lead.status).toBe(503)
    } finally {
      await t.close().catch(() => {})
    }
  })
})
