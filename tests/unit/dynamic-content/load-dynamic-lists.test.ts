import { describe, expect, it } from 'vitest'
import { loadDynamicLists } from '../../../server/dynamic-content/load-dynamic-lists.js'

const ALL = new Set(['menaExternalSl', 'menaOffers', 'reffine'] as const)
const settings = {
  'mena_external_sl.api_key': 'https://sl.example/list',
  'mena.offers_api_url': 'https://offers.example/offers',
  'reffine.api_base_url': 'https://reffine.example/',
  'reffine.lists_to_check': '["a1","b2"]',
}

function loader(answers: Record<string, unknown>) {
  const asked: string[] = []
  const logs: string[] = []
  const fetchData = async (url: string) => {
    asked.push(url)
    if (!(url in answers)) throw new Error(`no answer from ${url}`)
    return answers[url]
  }
  return { asked, logs, fetchData, log: (m: string) => logs.push(m) }
}

describe('loadDynamicLists (001 §7, §8)', () => {
  it('reads the model names, the offers and the reffine lists from the settings', async () => {
    const l = loader({
      'https://sl.example/list': [{ velar: 1, evoque: 2 }, { velar: 3 }, 'junk'],
      'https://offers.example/offers': [{ model: 'Velar' }, 7],
      'https://reffine.example/public_api/dynamic_content/a1,b2': { a1: ['velar'], b2: 'not a list' },
    })
    const lists = await loadDynamicLists({ settings, needed: ALL, fetchData: l.fetchData, log: l.log })
    expect(lists).toEqual({
      menaExternalSl: ['velar', 'evoque'],
      menaOffers: [{ model: 'Velar' }],
      reffine: { a1: ['velar'] },
    })
  })

  it('fetches only the lists the strategies need', async () => {
    const l = loader({ 'https://sl.example/list': [] })
    await loadDynamicLists({
      settings,
      needed: new Set(['menaExternalSl']),
      fetchData: l.fetchData,
      log: l.log,
    })
    expect(l.asked).toEqual(['https://sl.example/list'])
  })

  it('treats failures and wrong shapes as no data, and only logs them', async () => {
    const l = loader({ 'https://sl.example/list': { not: 'an array' }, 'https://offers.example/offers': 42 })
    const lists = await loadDynamicLists({ settings, needed: ALL, fetchData: l.fetchData, log: l.log })
    expect(lists).toEqual({ menaExternalSl: null, menaOffers: null, reffine: null })
    expect(l.logs).toHaveLength(3)
  })

  it('reads a string answer of the offers as no offers (000 §7)', async () => {
    const l = loader({ 'https://offers.example/offers': 'No offers' })
    const lists = await loadDynamicLists({
      settings,
      needed: new Set(['menaOffers']),
      fetchData: l.fetchData,
      log: l.log,
    })
    expect(lists.menaOffers).toEqual([])
  })

  it('rejects a missing offers URL with the spec message, as no data', async () => {
    const l = loader({})
    const lists = await loadDynamicLists({
      settings: {},
      needed: new Set(['menaOffers']),
      fetchData: l.fetchData,
      log: l.log,
    })
    expect(lists.menaOffers).toBeNull()
    expect(l.asked).toEqual([])
  })

  it('gives reffine up without a base URL or lists to check, with an error logged (001 §8)', async () => {
    for (const partial of [
      { 'reffine.lists_to_check': 'a1' },
      { 'reffine.api_base_url': 'https://r.example', 'reffine.lists_to_check': ' , ' },
    ]) {
      const l = loader({})
      const lists = await loadDynamicLists({
        settings: partial,
        needed: new Set(['reffine']),
        fetchData: l.fetchData,
        log: l.log,
      })
      expect(lists.reffine).toBeNull()
      expect(l.asked).toEqual([])
      expect(l.logs[0]).toMatch(/reffine_sl needs/)
    }
  })

  it('reads a same-site base URL from the local files ({path}.json)', async () => {
    const l = loader({ '/block-data/r/public_api/dynamic_content/a1.json': { a1: [] } })
    const lists = await loadDynamicLists({
      settings: { 'reffine.api_base_url': '/block-data/r', 'reffine.lists_to_check': 'a1' },
      needed: new Set(['reffine']),
      fetchData: l.fetchData,
      log: l.log,
    })
    expect(lists.reffine).toEqual({ a1: [] })
  })
})
