// The default labels the map update and VIN checker islands fall back on are the schemas' own defaults.
import { describe, expect, it } from 'vitest'
import { getTemplate } from '../../../engine/registry/template-registry.js'
import { MAP_UPDATE_DEFAULTS } from '../../../renderer/blocks/jlr-map-update/map-update-defaults.js'
import { VIN_CHECKER_DEFAULTS } from '../../../renderer/blocks/jlr-vin-checker-local/vin-checker-defaults.js'
import { withDefaults } from '../../../renderer/html/with-defaults.js'

describe.each([
  ['jlr-map-update', MAP_UPDATE_DEFAULTS],
  ['jlr-vin-checker-local', VIN_CHECKER_DEFAULTS],
] as const)('%s', (key, defaults) => {
  it('falls back on the schema’s defaults', () => {
    const properties = getTemplate(key)!.schema.properties ?? {}
    for (const [name, text] of Object.entries(defaults)) expect(properties[name]?.default, name).toBe(text)
  })
})

it('withDefaults keeps what a block says and fills what it leaves out or empty', () => {
  expect(withDefaults({ a: 'mine', b: '' }, { a: 'A', b: 'B', c: 'C' })).toEqual({
    a: 'mine',
    b: 'B',
    c: 'C',
  })
})
