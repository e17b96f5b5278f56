import { describe, expect, it } from 'vitest'
import { errorStatus } from '../../../engine/rules/error-status.js'

describe('errorStatus (001 §4, 000 §8)', () => {
  it.each<[string, unknown, number]>([
    ['statusCode first', { statusCode: 404, status: 410, response: { status: 502 } }, 404],
    ['then status', { status: 410, response: { status: 502 } }, 410],
    ['then response status', { response: { status: 502 } }, 502],
    ['numeric strings', { statusCode: '403' }, 403],
    ['not an error code skipped', { statusCode: 200, response: { status: 503 } }, 503],
    ['nonsense skipped', { statusCode: 'x', status: 4040 }, 500],
    ['an Error', new Error('boom'), 500],
    ['null', null, 500],
    ['a string', 'boom', 500],
  ])('%s', (_name, error, expected) => {
    expect(errorStatus(error)).toBe(expected)
  })
})
