import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'
import { ICON_KEYS } from '../../../../editor/fields/icon-keys.js'
import { Icon } from '../../../../renderer/html/icon.js'

it('offers only icons the renderer can draw', () => {
  for (const { key } of ICON_KEYS) expect(renderToStaticMarkup(<Icon name={key} />), key).toContain('<svg')
})
