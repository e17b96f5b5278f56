import { describe, expect, it } from 'vitest'
import { formReferenceErrors } from '../../engine/validation/form-references.js'
import { block, pageWith } from '../helpers/page-builder.js'

const forms = new Set(['test-drive', 'brochure'])
const check = (blocks: ReturnType<typeof block>[]) =>
  formReferenceErrors(pageWith(blocks), (id) => forms.has(id)).map((e) => [e.path, e.message.split(':')[0]])

describe('a page’s form references (issue 26 item 7.7)', () => {
  it('accepts form blocks naming live forms', () => {
    expect(check([block('entry-form', 'a', { form_id: 'test-drive' })])).toEqual([])
  })

  it('refuses a form block without a form, and a form id naming no form wherever it sits', () => {
    const inTab = block('jlr-tabs', 'tabs', {
      tabs: [
        {
          tab_label: 'A',
          tab_id: 'a',
          content: [block('jlr-offers-salesforce', 'offers', { form_id: 'nope' })],
        },
      ],
    })
    expect(check([block('entry-form', 'empty', { form_id: '  ' }), inTab])).toEqual([
      ['/blocks/0/attributes/form_id', 'is required'],
      ['/blocks/1/attributes/tabs/0/content/0/attributes/form_id', 'names no form'],
    ])
  })

  it('lets an expanded entry form name its forms per tab, and checks each tab’s', () => {
    const tabbed = (tabs: { form_id?: string }[]) =>
      block('expanded-entry-form', 'x', { tabs: tabs.map((t, i) => ({ tab_label: `Tab ${i}`, ...t })) })
    expect(check([tabbed([{ form_id: 'test-drive' }, { form_id: 'brochure' }])])).toEqual([])
    expect(check([tabbed([{ form_id: 'test-drive' }, {}])])).toEqual([
      ['/blocks/0/attributes/form_id', 'is required'],
    ])
    expect(check([tabbed([{ form_id: 'gone' }])])).toEqual([
      ['/blocks/0/attributes/tabs/0/form_id', 'names no form'],
    ])
  })
})
