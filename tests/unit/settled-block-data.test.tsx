import { renderToString } from 'react-dom/server'
import { expect, it } from 'vitest'
import { BlockDataCache, LoadedBlock } from '../../renderer/blocks/loaded-block.js'
import { settledBlockData } from '../../scripts/bench/settled-block-data.js'

const later = <T,>(value: T) => new Promise<T>((resolve) => setImmediate(() => resolve(value)))

const failLater = () => new Promise((_, reject) => setImmediate(() => reject(new Error('down'))))

/** A page of loader blocks as bench:ssr's bare-React baseline renders them: data from `data`. */
function page(data: Map<string, Promise<unknown>>, loads: { count: number }) {
  const block = (id: string, load: () => Promise<unknown>) => (
    <LoadedBlock
      id={id}
      load={() => {
        loads.count++
        return load()
      }}
      render={(value) => <p>{`${id}: ${String(value)}`}</p>}
      labels={{ message: `${id} failed` }}
    />
  )
  return (
    <BlockDataCache.Provider value={data as Map<string, never>}>
      <main>
        {block('now', () => Promise.resolve('ready'))}
        {block('later', () => later('arrived'))}
        {/* Nested: a loader block inside another's render, found only once the outer one has data. */}
        <LoadedBlock id="outer" load={() => later('x')} render={() => block('inner', () => later('deep'))} />
        {block('broken', failLater)}
      </main>
    </BlockDataCache.Provider>
  )
}

it('without settled data, renderToString shows loader blocks as their loading placeholder', () => {
  const html = renderToString(page(new Map(), { count: 0 }))
  expect(html).toContain('aria-busy="true"')
  expect(html).not.toContain('later: arrived')
})

it('with settled data, renderToString shows every loader block as loaded, nested and failed ones too', async () => {
  const loads = { count: 0 }
  const data = await settledBlockData((map) => page(map, loads))
  const before = loads.count
  for (let i = 0; i < 3; i++) {
    const html = renderToString(page(new Map(data), loads))
    expect(html).not.toContain('aria-busy')
    expect(html).toContain('now: ready')
    expect(html).toContain('later: arrived')
    expect(html).toContain('inner: deep')
    // A failed loader is data too: its error state, as the site renders it.
    expect(html).toContain('broken failed')
  }
  // Requests render from the settled data; no loader runs again.
  expect(loads.count).toBe(before)
})
