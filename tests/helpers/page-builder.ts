import { newBlock } from '../../engine/defaults/new-block.js'
import type { Block, PageDocument, TemplateKey } from '../../templates/generated/types.js'

/** A valid page around the given blocks. */
export function pageWith(blocks: unknown[], overrides: Partial<PageDocument> = {}): PageDocument {
  return {
    schema_version: 1,
    id: 'test-page',
    site: 'lrdx',
    locale: 'en',
    path: '/test',
    page_type: 'page',
    attributes: { title: 'Test page' },
    blocks: blocks as Block[],
    ...overrides,
  }
}

/** A block of a template with default attributes, a readable id and any attribute overrides. */
export function block(template: TemplateKey, id: string, attributes: Record<string, unknown> = {}): Block {
  const b = newBlock(template, id)
  return { ...b, attributes: { ...b.attributes, ...attributes } } as Block
}

/**
 * A page nested three levels deep:
 *   hero
 *   tabs ─ tab 0: row ─ [snippet-a, snippet-b]
 *        └ tab 1: html-1
 *   html-root
 */
export function nestedPage(): PageDocument {
  return pageWith([
    block('jlr-hero-title-banner', 'hero'),
    block('jlr-tabs', 'tabs', {
      tabs: [
        {
          tab_label: 'Overview',
          tab_id: 'overview',
          content: [
            block('jlr-content-blocks', 'row', {
              blocks: [block('jlr-snippet', 'snippet-a'), block('jlr-snippet', 'snippet-b')],
            }),
          ],
        },
        { tab_label: 'Specs', tab_id: 'specs', content: [block('jlr-html-block', 'html-1')] },
      ],
    }),
    block('jlr-html-block', 'html-root'),
  ])
}
