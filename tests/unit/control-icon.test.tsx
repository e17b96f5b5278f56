import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'
import { ControlIcon } from '../../renderer/html/icon-svg.js'
import { CONTROL_ICON_SHAPES, type ControlIconName } from '../../renderer/html/control-icon-shapes.js'
import { Icon } from '../../renderer/html/icon.js'
import { LayoutControlIcon } from '../../renderer/layout/LayoutControlIcon.js'
import { LayoutIcon } from '../../renderer/layout/LayoutIcon.js'

const controlNames = Object.keys(CONTROL_ICON_SHAPES) as ControlIconName[]

// The carousels, quizzes, choosers and dialogs draw their controls with ControlIcon so their islands skip the
// whole icon set; the shapes are still the set's own, drawn the same way, under the same keys.
it.each(controlNames)('%s is drawn as Icon draws it', (name) => {
  const control = renderToStaticMarkup(<ControlIcon name={name} className="icon--directional" />)
  expect(control).toContain('<path')
  expect(control).toBe(renderToStaticMarkup(<Icon name={name} className="icon--directional" />))
})

// The layout's controls (close, menu, search, the navigation's arrows) likewise, under the layout's own key
// where it has one, so the arrows stay mirrored in right-to-left pages.
const layoutKeys: Partial<Record<ControlIconName, string>> = {
  'chevron-next': 'chevron-right',
  'arrow-next': 'arrow-right',
}
it.each(controlNames.filter((name) => name !== 'chevron-prev'))(
  '%s is drawn as LayoutIcon draws it',
  (name) => {
    const control = renderToStaticMarkup(<LayoutControlIcon name={name} size={18} />)
    expect(control).toBe(renderToStaticMarkup(<LayoutIcon name={layoutKeys[name] ?? name} size={18} />))
  },
)

it('mirrors the layout arrows in right-to-left pages, not the rest', () => {
  expect(renderToStaticMarkup(<LayoutControlIcon name="chevron-next" />)).toContain(
    'layout-icon--directional',
  )
  expect(renderToStaticMarkup(<LayoutControlIcon name="close" />)).not.toContain('layout-icon--directional')
})
