import { newBlock } from '../../engine/defaults/new-block.js'
import type { Block, PageDocument, TemplateKey } from '../../templates/generated/types.js'

function make(template: TemplateKey, id: string, attributes: Record<string, unknown> = {}): Block {
  const block = newBlock(template, id)
  return { ...block, attributes: { ...block.attributes, ...attributes } } as Block
}

/** A content row of four snippets. */
function row(prefix: string): Block {
  const snippets = [0, 1, 2, 3].map((i) =>
    make('jlr-snippet', `${prefix}-s${i}`, {
      heading: `Snippet ${prefix} ${i}`,
      paragraph: '<p>Premium service, every visit.</p>',
    }),
  )
  return make('jlr-content-blocks', `${prefix}-row`, { blocks: snippets })
}

/**
 * One section, 27 blocks nested four slots deep:
 * info-system > tabs (2 options) > image-tabs (2 tabs each) > content row > 4 snippets.
 */
function section(n: number): Block {
  const options = [0, 1].map((o) => {
    const tabs = [0, 1].map((t) => {
      const prefix = `x${n}-${o}-${t}`
      const imageTabs = make('image-tabs', `${prefix}-img`, {
        tabs: [{ tab_label: 'Gallery', tab_id: `g-${prefix}`, content: [row(prefix)] }],
      })
      return { tab_label: `Tab ${t}`, tab_id: `t${t}`, content: [imageTabs] }
    })
    return { option_label: `Option ${o}`, content: [make('jlr-tabs', `x${n}-${o}-tabs`, { tabs })] }
  })
  return make('info-system', `x${n}-info`, { groups: options })
}

/** Blocks in one section (an info system, two tabs blocks, four image tabs, four rows, sixteen snippets). */
const SECTION_BLOCKS = 27

/**
 * A valid page of about `size` blocks nested four levels deep (a hero, sections of 27 blocks, an HTML block
 * and a snippet): 300 is the benchmark's and the large-page tests' input, exactly; 1,000 gives 1,002.
 */
export function largePage(size = 300, id = 'large'): PageDocument {
  const blocks: Block[] = [make('jlr-hero-title-banner', 'hero')]
  const sections = Math.max(1, Math.round((size - 3) / SECTION_BLOCKS))
  for (let n = 0; n < sections; n++) blocks.push(section(n))
  blocks.push(make('jlr-html-block', 'html'), make('jlr-snippet', 'footer-snippet'))
  return {
    schema_version: 1,
    id,
    site: 'lrdx',
    locale: 'en',
    path: `/${id}`,
    page_type: 'page',
    attributes: { title: 'Large page' },
    blocks,
  }
}
