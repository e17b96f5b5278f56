import { describe, expect, it } from 'vitest'
import { acceptedEncoding } from '../../server/http/accepted-encoding.js'

describe('acceptedEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['identity', 'identity'],
    ['identity;q=1, gzip;q=0.5', 'identity'],
    ['gzip;q=0.001, identity;q=0', 'gzip'],
    ['br;q=abc', 'identity'],
    ['*;q=0', 'identity'],
  ])('picks the stored coding for %j: %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected)
  })
})
