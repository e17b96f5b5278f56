import { describe, expect, it } from 'vitest'
import { matchesIfNoneMatch } from '../../server/http/if-none-match.js'

const ETAG = 'W/"abc"'

describe('matchesIfNoneMatch (a cached page has an ETag and no Last-Modified)', () => {
  it.each([
    [{ 'if-none-match': 'W/"abc"' }, true],
    [{ 'if-none-match': '"abc"' }, true],
    [{ 'if-none-match': '"x", W/"abc"' }, true],
    [{ 'if-none-match': '"x",W/"abc" ' }, true],
    [{ 'if-none-match': '*' }, true],
    [{ 'if-none-match': 'W/"abd"' }, false],
    [{ 'if-none-match': '"x", "y"' }, false],
    [{}, false],
    // A reload asks past every cache.
    [{ 'if-none-match': 'W/"abc"', 'cache-control': 'no-cache' }, false],
    [{ 'if-none-match': 'W/"abc"', 'cache-control': 'max-age=0, no-cache' }, false],
    [{ 'if-none-match': 'W/"abc"', 'cache-control': 'max-age=0' }, true],
    // If-None-Match decides when both are sent; If-Modified-Since alone cannot match a page with no date.
    [{ 'if-none-match': 'W/"abc"', 'if-modified-since': 'Tue, 24 Nov 2026 00:00:00 GMT' }, true],
    [{ 'if-modified-since': 'Tue, 24 Nov 2026 00:00:00 GMT' }, false],
  ])('%j: %s', (headers, expected) => {
    expect(matchesIfNoneMatch(headers, ETAG)).toBe(expected)
  })
})
