import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { expect, it } from 'vitest'
import { BlockDataCache, LoadedBlock } from '../../renderer/blocks/loaded-block.js'

/** Streams a tree, recording the HTML available when the shell is ready and the whole HTML at the end. */
function stream(tree: React.ReactNode): Promise<{ shell: string; all: string }> {
  return new Promise((resolve, reject) => {
    let html = ''
    let shell = ''
    const sink = new Writable({
      write(chunk, _e, cb) {
        html += chunk.toString()
        cb()
      },
      final(cb) {
        cb()
        resolve({ shell, all: html })
      },
    })
    const { pipe } = renderToPipeableStream(tree, {
      onShellReady() {
        pipe(sink)
        // What had arrived before any loader could answer (they take 100 ms here).
        setTimeout(() => (shell = html), 30)
      },
      onShellError: reject,
    })
  })
}

const later = <T,>(value: T, ms = 100) => new Promise<T>((r) => setTimeout(() => r(value), ms))

it('streams the shell first and the loaded block when its data arrives', async () => {
  let loads = 0
  const { shell, all } = await stream(
    <BlockDataCache.Provider value={new Map()}>
      {/* Like a page: one root element, and a shell of realistic size. */}
      <div className="page-layout">
        {Array.from({ length: 100 }, (_, i) => (
          <p key={i}>static before {i}</p>
        ))}
        <LoadedBlock
          id="cars"
          load={() => {
            loads++
            return later(['Defender 110', 'Discovery'])
          }}
          render={(data) => (
            <ul>
              {(data as string[]).map((car) => (
                <li key={car}>{car}</li>
              ))}
            </ul>
          )}
        />
        <p>static after</p>
      </div>
    </BlockDataCache.Provider>,
  )
  expect(shell).toContain('static after')
  expect(shell).toContain('block-loading')
  expect(shell).not.toContain('Defender 110')
  expect(all).toContain('<li>Defender 110</li>')
  expect(loads).toBe(1)
})

it('shows the error state when the loader fails, and the page goes on', async () => {
  const errors: unknown[] = []
  const { all } = await stream(
    <BlockDataCache.Provider value={new Map()}>
      <LoadedBlock
        id="news"
        load={() => later(null).then(() => Promise.reject(new Error('news API down')))}
        render={() => <p>news</p>}
        labels={{ message: 'News could not be loaded.' }}
        onError={(e) => errors.push(e)}
      />
      <p>rest of the page</p>
    </BlockDataCache.Provider>,
  )
  expect(all).toContain('News could not be loaded.')
  expect(all).toContain('rest of the page')
  expect(errors).toHaveLength(1)
})
