/**
 * The bench:ssr baseline for the uncached render ("bare React"): a plain node:http server that renders the
 * site's own element tree for one page with renderToString, its loader data already resolved. It is what
 * React alone costs for the page; the site's uncached render should cost less, by reusing what it rendered.
 *
 * Arguments: the data folder (its own copy: PGlite opens a folder in one process only), the port, the page
 * path, and a file with the site's HTML of that page, whose head (up to <body>) and island script are sent
 * around the body, so the bytes on the wire match. Before listening, the loaders settle once
 * (settled-block-data.ts); their promises fill the BlockDataCache of every request, so renderToString never
 * meets a Suspense fallback. With a browser's Accept-Encoding the answer is compressed by the site's own
 * per-request encoder (server/http/encode-document.ts: brotli quality 4, else gzip level 6).
 */
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderToString } from 'react-dom/server'
import { BlockList } from '../../renderer/blocks/block-list.js'
import { BlockDataCache } from '../../renderer/blocks/loaded-block.js'
import { openDatabase } from '../../server/db/database.js'
import { encodeDocument } from '../../server/http/encode-document.js'
import { contentCache } from '../../server/ssr/content-cache.js'
import { layoutProps } from '../../server/ssr/layout-props.js'
import { pageBody } from '../../server/ssr/page-body.js'
import { createStockReader } from '../../server/stock/create-stock-reader.js'
import { createStorage } from '../../server/storage/storage.js'
import { answerCpuRequests } from './answer-cpu-requests.js'
import { settledBlockData } from './settled-block-data.js'

type Loaded = Map<string, Promise<unknown>>

const [dataDir, port, path, htmlFile] = process.argv.slice(2) as [string, string, string, string]
const siteHtml = readFileSync(htmlFile, 'utf8')
const head = siteHtml.slice(0, siteHtml.indexOf('<body>') + '<body>'.length)
const islandScript = /<script type="module"[^>]*><\/script>/.exec(siteHtml)?.[0] ?? ''
const tail = `${islandScript}</body></html>`

const database = await openDatabase({ dataDir: join(dataDir, 'db') })
const storage = createStorage(database)
const site = (await storage.sites.list()).find((s) => s.key === 'lrdx')
if (!site) throw new Error('[bench] no lrdx site in the bench data')
const content = contentCache(storage)
const page = await content.page(site.key, path)
if (!page) throw new Error(`[bench] no published page at ${path}`)
const locale = page.stored.locale
const layoutData = await content.layoutData(site.key, locale)
const layout = layoutProps(site, path, layoutData, page.doc, () => {})
const stock = createStockReader(database)

/** The site's body tree (server/ssr/page-body.tsx) with the blocks reading loader data from `loaded`. */
const tree = (loaded: Loaded) =>
  pageBody({
    site,
    locale,
    layout,
    strict: false,
    loaderContext: {
      site: { key: site.key, name: site.name, brand: site.brand },
      locale,
      settings: layoutData.settings,
      query: new URLSearchParams(),
      stock,
    },
    // The innermost provider wins: the blocks read this map, not the empty one pageBody puts around them.
    content: (
      <BlockDataCache.Provider value={loaded as Map<string, never>}>
        <BlockList blocks={page.doc.blocks} root />
      </BlockDataCache.Provider>
    ),
  })

const loaded = await settledBlockData(tree)

const server = createServer((req, res) => {
  const html = Buffer.from(head + renderToString(tree(new Map(loaded))) + tail)
  const accepts = req.headers['accept-encoding'] ?? ''
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  const coding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined
  if (!coding) return res.end(html)
  // The site's own per-request compression (brotli 4 with a window the size of the page, else gzip 6),
  // on this thread as the site does it, so compressed rows compare like with like.
  void encodeDocument(html, coding, 'per-request').then((body) => {
    res.setHeader('Content-Encoding', coding)
    res.end(body)
  })
})
answerCpuRequests()
server.listen(Number(port), () => {
  // The parent checks that no block fell back to its loading placeholder.
  const sample = renderToString(tree(new Map(loaded)))
  process.send?.({
    ready: true,
    bytes: Buffer.byteLength(head + sample + tail),
    fallbacks: /aria-busy="true"/.test(sample),
  })
})
