import { describe, expect, it } from 'vitest'
import { adminRoute } from '../../../editor/admin/admin-route.js'
import { moveItem } from '../../../editor/admin/move-item.js'
import { leadsQuery } from '../../../editor/admin/leads-query.js'
import { fieldLabelText } from '../../../engine/forms/field-label-text.js'

describe('adminRoute', () => {
  it.each([
    ['/admin', { screen: 'forms' }],
    ['/admin/', { screen: 'forms' }],
    ['/admin/forms', { screen: 'forms' }],
    ['/admin/forms/test-drive', { screen: 'form', formId: 'test-drive' }],
    ['/admin/forms/test-drive/leads', { screen: 'leads', formId: 'test-drive' }],
    ['/admin/forms/test-drive/leads/l%2F1', { screen: 'lead', formId: 'test-drive', leadId: 'l/1' }],
    ['/admin/locations', { screen: 'locations' }],
    ['/admin/news', { screen: 'news' }],
    ['/admin/recalls', { screen: 'recalls' }],
    ['/admin/recalls/x', { screen: 'not-found' }],
    ['/admin/settings', { screen: 'settings' }],
    ['/admin/settings/x', { screen: 'not-found' }],
    ['/admin/site', { screen: 'site', section: 'settings' }],
    ['/admin/site/navigation', { screen: 'site', section: 'navigation' }],
    ['/admin/site/history', { screen: 'site', section: 'history' }],
    ['/admin/site/nonsense', { screen: 'not-found' }],
    ['/admin/site/footer/x', { screen: 'not-found' }],
    ['/admin/orders', { screen: 'orders' }],
    ['/admin/orders/ABCD-EFGH-JKLM-NPQR', { screen: 'order', orderNumber: 'ABCD-EFGH-JKLM-NPQR' }],
    ['/admin/orders/a/b', { screen: 'not-found' }],
    ['/admin/forms/a/b', { screen: 'not-found' }],
    ['/admin/forms/a/leads/b/c', { screen: 'not-found' }],
  ])('%s', (path, expected) => {
    expect(adminRoute(path)).toEqual(expected)
  })
})

describe('moveItem', () => {
  it.each([
    { from: 0, to: 2, expected: ['b', 'c', 'a'] },
    { from: 2, to: 0, expected: ['c', 'a', 'b'] },
    { from: 1, to: 1, expected: ['a', 'b', 'c'] },
    { from: 1, to: 9, expected: ['a', 'c', 'b'] },
    { from: 5, to: 0, expected: ['a', 'b', 'c'] },
  ])('$from → $to', ({ from, to, expected }) => {
    const items = ['a', 'b', 'c']
    expect(moveItem(items, from, to)).toEqual(expected)
    expect(items).toEqual(['a', 'b', 'c'])
  })
})

describe('leadsQuery', () => {
  it.each([
    {
      view: { page: 1, items: 25, sort: '-created_at' as const, from: '', to: '', site: '' },
      expected: 'items=25&page=1&sort=-created_at',
    },
    {
      view: {
        page: 3,
        items: 10,
        sort: 'created_at' as const,
        from: '2026-11-01',
        to: '2026-11-30',
        site: 'jdx',
      },
      expected:
        'items=10&page=3&sort=created_at&filter%5Bcreated_at_gteq%5D=2026-11-01&filter%5Bcreated_at_lteq%5D=2026-11-30&site=jdx',
    },
  ])('$expected', ({ view, expected }) => {
    expect(leadsQuery(view)).toBe(expected)
  })
})

describe('fieldLabelText', () => {
  it('shows a consent label’s HTML as its words, and the name when there is no label', () => {
    expect(
      fieldLabelText({
        name: 'consent',
        label: 'I accept the <a href="/privacy">privacy policy</a>.',
      }),
    ).toBe('I accept the privacy policy.')
    expect(fieldLabelText({ name: 'utm_source', label: '' })).toBe('utm_source')
    expect(fieldLabelText({ name: 'x', label: '<b></b> ' })).toBe('x')
  })
})
