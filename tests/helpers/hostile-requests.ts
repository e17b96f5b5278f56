import { gzipSync } from 'node:zlib'

/**
 * The hostile classes every route is swept with (tests/integration/every-route-hostile.test.ts): what goes
 * into a path parameter, into the query string and into a body. Each class is named, so a failure says
 * which class broke which route.
 */

/** Path parameter values: NUL (alone and inside), a lone surrogate, 10 kB, and an encoded climb out. */
export const HOSTILE_PATH_VALUES: [string, string][] = [
  ['NUL', '%00'],
  ['NUL inside', 'a%00b'],
  ['a lone surrogate', '%ED%A0%80'],
  ['10 kB', 'x'.repeat(10_000)],
  ['an encoded ..%2f climb', '..%2f..%2f..%2fetc%2fpasswd'],
]

/**
 * Query keys the app's routes read (paging, filters, the stock API's ranges, the forms' filter[...]), so
 * hostile values land where a handler looks.
 */
const QUERY_KEYS = [
  'page',
  'items',
  'per',
  'per_page',
  'limit',
  'offset',
  'site',
  'locale',
  'q',
  'search',
  'sort',
  'type',
  'format',
  'status',
  'code',
  'name',
  'number',
  'vehicle',
  'path',
  'id',
  'return_to',
  'filter[created_at_gteq]',
  'price_from',
  'price_to',
  'year_from',
  'mileage_to',
  'lat',
  'lng',
  'radius',
  'postcode',
]

/** Numbers no handler should trust: past PostgreSQL's integer, past a double, signed zero, not numbers. */
const HOSTILE_NUMBERS = [
  '2147483648',
  '-2147483649',
  '1e308',
  '-0',
  'NaN',
  'Infinity',
  '99999999999999999999',
  '0x10',
]

const query = (pairs: [string, string][]) =>
  '?' + pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')

/** Query strings, one per class; `turn` rotates which key gets which number, so across routes each gets all. */
export function hostileQueries(turn: number): [string, string][] {
  return [
    ['repeated keys (arrays)', query(QUERY_KEYS.flatMap((k) => [[k, '1'] as [string, string], [k, '2']]))],
    [
      'huge and odd numbers',
      query(QUERY_KEYS.map((k, i) => [k, HOSTILE_NUMBERS[(i + turn) % HOSTILE_NUMBERS.length]!])),
    ],
    ['NUL and a lone surrogate', query(QUERY_KEYS.map((k, i) => [k, i % 2 ? 'a%00b' : '%ED%A0%80']))],
  ]
}

/** Field names bodies carry across the app's routes, so hostile values sit where a handler reads. */
const BODY_FIELDS = [
  'id',
  'site',
  'locale',
  'path',
  'title',
  'name',
  'document',
  'base_version',
  'version',
  'attributes',
  'fields',
  'vin',
  'email',
  'page',
  'items',
  'price',
  'number',
  'vehicle_id',
  'template',
  'status',
]

const everyField = (value: unknown) => Object.fromEntries(BODY_FIELDS.map((f) => [f, value]))

/** A body: its raw bytes or text and content type, as sent, and any other headers it comes with. */
export interface HostileBody {
  type: string
  text: string | Buffer
  headers?: Record<string, string>
}
const json = (text: string): HostileBody => ({ type: 'application/json', text })

/** Bodies, one per class. */
export const HOSTILE_BODIES: [string, HostileBody][] = [
  ['5,000-deep arrays', json('['.repeat(5000) + ']'.repeat(5000))],
  ['5,000-deep objects', json('{"a":'.repeat(5000) + '1' + '}'.repeat(5000))],
  ['a top-level array', json('[{"id":1}]')],
  ['a top-level string', json('"x"')],
  ['a top-level null', json('null')],
  ['a top-level number', json('2147483648')],
  ['strings with NUL', json(JSON.stringify(everyField('a\u0000b')))],
  ['a lone surrogate (escaped)', json(JSON.stringify(everyField('x')).replaceAll('"x"', '"\\ud800"'))],
  ['a NUL in a key', json('{"na\\u0000me":"x"}')],
  ['numbers past 2^31', json(JSON.stringify(everyField(2 ** 31)))],
  ['numbers past 2^53 and 1e308', json(JSON.stringify({ ...everyField(1e308), id: 2 ** 53 + 2 }))],
  ['fields of the wrong type', json(JSON.stringify(everyField([{ a: true }])))],
  ['a 2 MB+ body', json(JSON.stringify({ ...everyField('x'), title: 'x'.repeat(2_200_000) }))],
  ['a wrong content type', { type: 'text/plain', text: JSON.stringify(everyField('x')) }],
  ['malformed JSON', json('{"title": "x",')],
  [
    'an unsupported Content-Encoding',
    { ...json(JSON.stringify(everyField('x'))), headers: { 'Content-Encoding': 'zstd' } },
  ],
  // 50 MB of JSON whitespace in 50 kB: the limit must count the inflated bytes.
  [
    'a gzip bomb',
    {
      type: 'application/json',
      text: gzipSync(Buffer.alloc(50_000_000, ' ')),
      headers: { 'Content-Encoding': 'gzip' },
    },
  ],
  [
    'an unsupported charset',
    { type: 'application/json; charset=ibm500', text: JSON.stringify(everyField('x')) },
  ],
]
