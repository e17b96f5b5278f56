import { expect, it, vi } from 'vitest'
import { applyAction, canApply } from '../../engine/operations/apply-action.js'
import { validatePage } from '../../engine/validation/validate-page.js'
import type * as Catalogue from '../../templates/generated/catalogue.js'
import { block, nestedPage, pageWith } from '../helpers/page-builder.js'

// No template of the catalogue has an area yet: two get one here (decision 049).
vi.mock('../../templates/generated/catalogue.js', async (importOriginal) => {
  const actual = await importOriginal<typeof Catalogue>()
  const withArea = (key: keyof typeof actual.templateCatalogue, area: string) => {
    const schema = actual.templateCatalogue[key] as Record<string, unknown>
    return { ...schema, 'x-template': { ...(schema['x-template'] as object), area } }
  }
  return {
    ...actual,
    templateCatalogue: {
      ...actual.templateCatalogue,
      'jlr-sign-post': withArea('jlr-sign-post', 'page'),
      'jlr-snippet': withArea('jlr-snippet', 'slot'),
    },
  }
})

it('a page that keeps every template in its area is valid', () => {
  expect(validatePage(nestedPage()).errors).toEqual([])
})

it('refuses a "page" template inside a slot, and a "slot" template at the top level', () => {
  const doc = nestedPage()
  const intoTab = {
    type: 'insert',
    block: block('jlr-sign-post', 'new-sign-post'),
    to: { parentId: 'tabs', slot: 'tabs/1/content', index: 0 },
  } as const
  const verdict = canApply(doc, intoTab)
  expect(verdict).toEqual({ ok: false, reason: 'Sign post goes only at the top level of a page' })
  expect(applyAction(doc, intoTab).ok).toBe(false)
  const atTop = {
    type: 'insert',
    block: block('jlr-snippet', 'new-snippet'),
    to: { parentId: null, index: 0 },
  } as const
  expect(canApply(doc, atTop)).toEqual({
    ok: false,
    reason: 'Snippet goes only inside another block (a tab, a row)',
  })
  // Moving follows the same rule.
  const moveOut = { type: 'move', blockId: 'snippet-a', to: { parentId: null, index: 0 } } as const
  expect(canApply(doc, moveOut).ok).toBe(false)
})

it('a saved page with a template out of its area does not validate, pointing at the block', () => {
  const result = validatePage(pageWith([block('jlr-snippet', 'loose')]))
  expect(result.errors).toEqual([
    {
      path: '/blocks/0/template',
      blockId: 'loose',
      message: 'Snippet goes only inside another block (a tab, a row)',
    },
  ])
})
