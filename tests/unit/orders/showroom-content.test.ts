import { expect, it } from 'vitest'
import { showroomContent } from '../../../engine/orders/showroom-content.js'

it('keeps only the showroom content blocks 000 §5 calls valid', () => {
  expect(showroomContent({ type: 'html', html: '<p>x</p>' })).toEqual({ type: 'html', html: '<p>x</p>' })
  expect(showroomContent({ type: 'html', html: '  ' })).toBeNull()
  expect(
    showroomContent({ type: 'calculator', config: { fields: ['deposit'], groups: ['monthly'] } }),
  ).toEqual({
    type: 'calculator',
    config: { fields: ['deposit'], groups: ['monthly'] },
  })
  expect(showroomContent({ type: 'calculator', config: { fields: ['deposit'] } })).toBeNull()
  expect(showroomContent({ type: 'form', form_id: 'test-drive' })).toEqual({
    type: 'form',
    form_id: 'test-drive',
  })
  expect(showroomContent({ type: 'form' })).toBeNull()
  expect(
    showroomContent({ type: 'finance_options_table', rows: [{ label: 'A' }, { label: '' }, {}] }),
  ).toEqual({
    type: 'finance_options_table',
    rows: [{ label: 'A' }],
  })
  expect(showroomContent({ type: 'finance_options_table' })).toEqual({
    type: 'finance_options_table',
    rows: [],
  })
  expect(showroomContent({ type: 'video' })).toBeNull()
  expect(showroomContent(null)).toBeNull()
})
