/**
 * npx tsx scripts/preview-page.tsx <page.json> <out.html> [--theme lrdx|jdx]: renders one page document to a
 * self-contained HTML file (every renderer CSS file inlined), to look at components without the server.
 * Images point at /images/... and show only when served by the real server.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { BlockList } from '../renderer/blocks/block-list.js'
import { RenderContextProvider, type ThemeKey } from '../renderer/context/render-context.js'
import type { PageDocument } from '../templates/generated/types.js'

function cssFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name)
      return statSync(path).isDirectory() ? cssFiles(path) : path.endsWith('.css') ? [path] : []
    })
}

const [input, output] = process.argv.slice(2)
if (!input || !output) throw new Error('usage: preview-page.tsx <page.json> <out.html> [--theme lrdx|jdx]')
const page = JSON.parse(readFileSync(input, 'utf8')) as PageDocument
const themeArg = process.argv.indexOf('--theme')
const theme = (themeArg > 0 ? process.argv[themeArg + 1] : page.site) as ThemeKey
const dir = page.locale === 'ar' ? 'rtl' : 'ltr'
const body = renderToStaticMarkup(
  <RenderContextProvider
    value={{
      site: {
        key: page.site,
        name: theme === 'jdx' ? 'Jaguar' : 'Land Rover',
        brand: theme === 'jdx' ? 'jaguar' : 'land_rover',
      },
      theme,
      locale: page.locale,
      dir,
      environment: 'server',
      strict: true,
      localePrefix: page.locale === 'en' ? '' : `/${page.locale}`,
    }}
  >
    <main>
      <BlockList blocks={page.blocks} root />
    </main>
  </RenderContextProvider>,
)
const css = cssFiles('renderer')
  .map((file) => `/* ${file} */\n${readFileSync(file, 'utf8')}`)
  .join('\n')
writeFileSync(
  output,
  `<!doctype html><html lang="${page.locale}" dir="${dir}" data-theme="${theme}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${page.attributes.title}</title><style>${css}</style></head><body>${body}</body></html>`,
)
console.log(`wrote ${output}`)
