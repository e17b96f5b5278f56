import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BlockList } from '../../../renderer/blocks/block-list.js'
import { BlockDataCache } from '../../../renderer/blocks/loaded-block.js'
import { RenderContextProvider } from '../../../renderer/context/render-context.js'
import type { PageDocument } from '../../../templates/generated/types.js'
import { testRenderContext } from '../../helpers/render-context.js'

const pageOf = (name: string) =>
  JSON.parse(readFileSync(`fixtures/pages/${name}.json`, 'utf8')) as PageDocument

function serverHtml(page: PageDocument): string {
  return renderToStaticMarkup(
    <RenderContextProvider value={testRenderContext({ environment: 'server', locale: page.locale })}>
      <BlockDataCache.Provider value={new Map()}>
        <BlockList blocks={page.blocks} root />
      </BlockDataCache.Provider>
    </RenderContextProvider>,
  )
}

/** The opening tag around `marker` (an attribute inside it) and a little after it. */
const tagAround = (html: string, marker: string) => {
  const at = html.indexOf(marker)
  return html.slice(html.lastIndexOf('<', at), at + marker.length + 200)
}

// Rich text in an island is the server's (renderer/html/README.md): every view of a quiz is in the server's
// markup, hidden but the introduction, and the island waits for the shopper's first interaction.
describe('the quizzes as the server renders them', () => {
  it('fuel quiz: the introduction shows, every question and result is there, hidden', () => {
    const html = serverHtml(pageOf('lrdx-fuel-quiz'))
    expect(html).toContain('data-island="jlr-diesel-petrol-quiz"')
    expect(html).toMatch(/data-island="jlr-diesel-petrol-quiz"[^>]*data-interaction=""/)
    expect(html).toMatch(/<div class="quiz__view quiz-intro">/)
    expect(html.match(/class="quiz__view quiz-question" hidden=""/g)).toHaveLength(5)
    expect(html.match(/class="quiz__view fuel-result" data-result="[a-z]+" hidden=""/g)).toHaveLength(4)
    // Each result's rich text (advantages) is rendered, sanitised, although hidden.
    expect(html).toContain('<li>Most daily trips on electric power</li>')
    expect(html).toContain('<li>Strong pulling power for towing</li>')
    // Question 3 takes several answers, the others one.
    expect(tagAround(html, 'id="fuel-quiz-quiz-2-answer-0"')).toContain('type="checkbox"')
    expect(tagAround(html, 'id="fuel-quiz-quiz-1-answer-0"')).toContain('type="radio"')
  })

  it('subscription quiz: every product in both panels, hidden until the answers pick them', () => {
    const page = pageOf('lrdx-subscription-ar')
    const html = serverHtml(page)
    expect(html).toMatch(/data-island="jlr-subscription-quiz"[^>]*data-interaction=""/)
    expect(html.match(/<article class="quiz-product" data-product="[a-z-]+" hidden=""/g)).toHaveLength(8)
    expect(html).toContain('<li>تأمين شامل</li>')
    expect(html).toContain('الخطوة 1 من 3')
  })
})
