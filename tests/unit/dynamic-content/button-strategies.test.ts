// Buttons (the shared Link of fields.schema.json) carry the dynamic-content strategy (issue 15, decision 055):
// a button whose check fails is left out of its block's list, a single link is removed, in nested blocks too,
// and the lists a button's strategy reads are fetched for the render like a block's.
import { describe, expect, it } from 'vitest'
import { applyDynamicContent } from '../../../engine/dynamic-content/apply-dynamic-content.js'
import type { DynamicContentContext } from '../../../engine/dynamic-content/dynamic-content-context.js'
import { linkStrategies, linksShown } from '../../../engine/dynamic-content/links-shown.js'
import type { PageDocument } from '../../../templates/generated/types.js'
import { dynamicContentForRender } from '../../../server/dynamic-content/dynamic-content-for-render.js'

const onLandRover: DynamicContentContext = { path: '/offers', siteBrand: 'Land Rover', lists: {} }
const jaguarOnly = { key: 'url_brands' as const, value: 'jaguar' }
const landRoverOnly = { key: 'url_brands' as const, value: 'land_rover' }

const doc = (): PageDocument =>
  ({
    id: 'p1',
    path: '/offers',
    locale: 'en',
    page_type: 'page',
    attributes: { title: 'Offers' },
    blocks: [
      {
        id: 'b1',
        template: 'jlr-sign-post',
        attributes: {
          title: 'Sign post',
          buttons: [
            { url: '/jaguar-offers', label: 'Jaguar offers', strategy: jaguarOnly },
            { url: '/lr-offers', label: 'Land Rover offers', strategy: landRoverOnly },
            { url: '/all', label: 'All offers' },
            { url: '/off', label: 'Switched off', strategy: { ...jaguarOnly, enabled: false } },
          ],
          link: { url: '/jaguar', label: 'Jaguar', strategy: jaguarOnly },
          tabs: [
            {
              content: [
                {
                  id: 'b2',
                  template: 'jlr-snippet',
                  attributes: { buttons: [{ url: '/nested', label: 'Nested Jaguar', strategy: jaguarOnly }] },
                },
              ],
            },
          ],
        },
      },
      {
        id: 'b3',
        template: 'jlr-snippet',
        attributes: { buttons: [{ url: '/plain', label: 'Plain' }] },
      },
    ],
  }) as unknown as PageDocument

const labels = (value: unknown) => JSON.stringify(value).match(/"label":"[^"]+"/g)

describe('button strategies', () => {
  it('leave out the buttons and links whose check fails, nested blocks included, and keep the rest', () => {
    const input = doc()
    const { doc: shown } = applyDynamicContent(input, onLandRover)
    expect(labels(shown.blocks)).toEqual([
      '"label":"Land Rover offers"',
      '"label":"All offers"',
      '"label":"Switched off"',
      '"label":"Plain"',
    ])
    // A block that loses nothing is the same object.
    expect(shown.blocks[1]).toBe(input.blocks[1])
    expect(shown.blocks[0]).not.toBe(input.blocks[0])
  })

  it('change nothing (same objects) when every check passes', () => {
    const page = doc()
    const all = linksShown(page.blocks, () => true)
    expect(all).toBe(page.blocks)
  })

  it('are found for the lists a render fetches', () => {
    expect(linkStrategies(doc().blocks)).toHaveLength(5)
  })

  it('make the render fetch the list a button reads, and hide the button the list refuses', async () => {
    const page = doc()
    ;(page.blocks[1]!.attributes as { buttons: unknown[] }).buttons.push({
      url: '/velar',
      label: 'Velar in stock',
      strategy: { key: 'mena_external_sl', value: 'velar' },
    })
    const asked: string[] = []
    const result = await dynamicContentForRender({
      doc: page,
      fab: null,
      path: '/offers',
      siteBrand: 'Land Rover',
      settings: { 'mena_external_sl.api_key': '/block-data/dynamic-content/mena-external-sl.json' },
      fetchData: async (url) => {
        asked.push(url)
        return ['defender_90']
      },
      log: () => {},
    })
    expect(asked).toHaveLength(1)
    expect(result.readLists).toBe(true)
    expect(JSON.stringify(result.doc)).not.toContain('Velar in stock')
    expect(JSON.stringify(result.doc)).toContain('Land Rover offers')
  })
})
