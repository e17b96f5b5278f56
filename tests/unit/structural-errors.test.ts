import { describe, expect, it } from 'vitest'
import { structuralErrors } from '../../engine/validation/structural-errors.js'
import { validatePage } from '../../engine/validation/validate-page.js'
import { block, nestedPage, pageWith } from '../helpers/page-builder.js'

/** Only what structuralErrors keeps of a document's errors, as pointers. */
const malformedAt = (doc: unknown) => structuralErrors(doc, validatePage(doc).errors).map((e) => e.path)

describe('structuralErrors: malformed documents, not unfinished ones', () => {
  it('lets field rules through: an empty heading, an unsafe link, a backwards date range, too many slot items', () => {
    const row = block('jlr-content-blocks', 'row', {
      blocks: ['a', 'b', 'c', 'd', 'e'].map((id) => block('jlr-snippet', id)),
    })
    const doc = pageWith(
      [
        block('jlr-hero-title-banner', 'hero', { heading: '', buttons: [{ url: 'javascript:alert(1)' }] }),
        {
          ...block('jlr-snippet', 'timed'),
          visibility: { schedule: { start: '2026-02-01T00:00:00Z', end: '2026-01-01T00:00:00Z' } },
        },
        row,
      ],
      { attributes: { title: '' } },
    )
    expect(validatePage(doc).errors.length).toBeGreaterThan(4)
    expect(malformedAt(doc)).toEqual([])
  })

  it('lets a known template that a slot does not take through: the editor shows it, publishing waits', () => {
    const doc = nestedPage()
    const tabs = doc.blocks[1]?.attributes as { tabs: { content: unknown[] }[] }
    tabs.tabs[0]?.content.push(block('jlr-hero-title-banner', 'hero-in-tab'))
    expect(validatePage(doc).ok).toBe(false)
    expect(malformedAt(doc)).toEqual([])
  })

  it.each([
    ['not an object', 'page', ['']],
    [
      'an unknown template',
      pageWith([{ id: 'x', template: 'nope', attributes: {} }]),
      ['/blocks/0/template'],
    ],
    ['a bad block id', pageWith([{ ...block('jlr-snippet', 'a'), id: 'a b' }]), ['/blocks/0/id']],
    [
      'a repeated block id',
      pageWith([block('jlr-snippet', 'a'), block('jlr-snippet', 'a')]),
      ['/blocks/1/id'],
    ],
    [
      'no attributes object',
      pageWith([{ id: 'a', template: 'jlr-snippet', attributes: 'x' }]),
      ['/blocks/0/attributes'],
    ],
    ['a bad page path', pageWith([], { path: 'no-slash' }), ['/path']],
    ['an unknown page property', { ...pageWith([]), extra: 1 }, ['/extra']],
    ['page attributes that are not an object', pageWith([], { attributes: 'x' as never }), ['/attributes']],
  ])('refuses %s', (_what, doc, pointers) => {
    expect(malformedAt(doc)).toEqual(expect.arrayContaining(pointers))
  })

  it('refuses a slot holding something that is not a block, or a slot that is not a list', () => {
    const item = block('jlr-tabs', 'tabs', { tabs: [{ tab_label: 'A', tab_id: 'a', content: ['text'] }] })
    expect(malformedAt(pageWith([item]))).toContain('/blocks/0/attributes/tabs/0/content/0')
    const notList = block('jlr-tabs', 'tabs', { tabs: [{ tab_label: 'A', tab_id: 'a', content: 'text' }] })
    expect(malformedAt(pageWith([notList]))).toContain('/blocks/0/attributes/tabs/0/content')
  })
})
