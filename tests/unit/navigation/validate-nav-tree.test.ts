import { describe, expect, it } from 'vitest'
import { validateNavTree } from '../../../engine/navigation/validate-nav-tree.js'

describe('validateNavTree', () => {
  it('trims the tree and gives entries without an id an empty one', () => {
    expect(
      validateNavTree([
        {
          title: ' Offers ',
          url: ' /offers ',
          children: [{ id: 'x', title: 'A', url: 'tel:+61 2 9999 0000' }],
        },
      ]),
    ).toEqual({
      ok: true,
      value: [
        {
          id: '',
          title: 'Offers',
          url: '/offers',
          children: [{ id: 'x', title: 'A', url: 'tel:+61 2 9999 0000', children: [] }],
        },
      ],
    })
  })

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>'],
    ['vbscript:x'],
    ['//evil.example.com'],
    ['http://'],
  ])('refuses the link %s naming the entry', (url) => {
    expect(validateNavTree([{ title: 'Bad', url }])).toEqual({
      ok: false,
      errors: [{ path: '/entries/0/url', message: expect.stringMatching(/^Entry "Bad": the link must be/) }],
    })
  })

  it.each([
    [null, '/entries', 'must be a list of entries'],
    [{}, '/entries', 'must be a list of entries'],
    [[7], '/entries/0', 'must be an entry with a title and a url'],
    [[{ title: 'A', url: '/a', children: 'x' }], '/entries/0/children', 'must be a list of entries'],
    [[{ title: 'A', url: '/a', id: 'a b' }], '/entries/0/id', expect.stringContaining('letters, digits')],
    [[{ title: 'A', url: '' }], '/entries/0/url', 'Entry "A" needs a link'],
  ])('refuses %j at %s', (raw, path, message) => {
    const result = validateNavTree(raw)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[0]).toEqual({ path, message })
  })

  it('counts entries at every level against the limit and stops listing errors at 50', () => {
    const many = Array.from({ length: 150 }, (_, i) => ({
      title: `E${i}`,
      url: `/e${i}`,
      children: [{ title: `C${i}`, url: `/c${i}` }],
    }))
    expect(validateNavTree(many).ok).toBe(true)
    many.push({ title: 'One more', url: '/more', children: [] })
    const result = validateNavTree(many)
    expect(result.ok ? [] : result.errors).toEqual([
      { path: '/entries', message: expect.stringContaining('more than 300') },
    ])
    const bad = validateNavTree(Array.from({ length: 80 }, () => ({ title: '', url: 'javascript:x' })))
    expect(bad.ok ? 0 : bad.errors.length).toBe(50)
  })
})
