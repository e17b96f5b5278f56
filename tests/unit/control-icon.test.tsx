import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'
import { ControlIcon } from '../../renderer/html/control-icon.js'
import { CONTROL_ICON_SHAPES, type ControlIconName } from '../../renderer/html/control-icon-shapes.js'
import { Icon } from '../../renderer/html/icon.js'

// The carousels draw their arrows and play/pause with ControlIcon so their islands skip the whole icon set;
// the shapes are still the set's own, drawn the same way, under the same keys.
it.each(Object.keys(CONTROL_ICON_SHAPES) as ControlIconName[])('%s is drawn as Icon draws it', (name) => {
  const control = renderToStaticMarkup(<ControlIcon name={name} className="icon--directional" />)
  expect(control).toContain('<path')
  expect(control).toBe(renderToStaticMarkup(<Icon name={name} className="icon--directional" />))
})
