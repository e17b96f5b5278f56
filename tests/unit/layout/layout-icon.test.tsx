import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ICON_SHAPES } from '../../../renderer/html/icon-shapes.js'
import { Icon } from '../../../renderer/html/icon.js'
import { LAYOUT_ICON_NAMES } from '../../../renderer/layout/layout-icon-names.js'
import { LayoutIcon } from '../../../renderer/layout/LayoutIcon.js'

/** The shapes inside an icon's <svg>, without the frame (size, stroke, class differ by design). */
const shapes = (html: string) => html.replace(/^<svg[^>]*>|<\/svg>$/g, '')

describe('one icon set for the blocks and the layout', () => {
  it('draws a layout key under another name with the shape of that name', () => {
    for (const [key, shape] of Object.entries(LAYOUT_ICON_NAMES)) {
      expect(ICON_SHAPES[shape], `${key} → ${shape}`).toBeDefined()
      expect(shapes(renderToStaticMarkup(<LayoutIcon name={key} />))).toBe(
        shapes(renderToStaticMarkup(<Icon name={shape} />)),
      )
    }
  })

  it('draws the same shape for a key both use', () => {
    for (const key of ['facebook', 'menu', 'close', 'phone', 'car'])
      expect(shapes(renderToStaticMarkup(<LayoutIcon name={key} />)), key).toBe(
        shapes(renderToStaticMarkup(<Icon name={key} />)),
      )
  })

  it('keeps each frame: the layout at its size and mirrored arrows, the blocks at 24 px; unknown keys', () => {
    const layout = renderToStaticMarkup(<LayoutIcon name="chevron-right" size={16} />)
    expect(layout).toMatch(/class="layout-icon layout-icon--directional"[^>]*width="16"/)
    expect(layout).toContain('stroke-width="1.75"')
    expect(renderToStaticMarkup(<Icon name="plus" />)).toMatch(
      /class="icon"[^>]*width="24"[^>]*stroke-width="1.5"/,
    )
    expect(shapes(renderToStaticMarkup(<LayoutIcon name="no-such-icon" />))).toBe(
      shapes(renderToStaticMarkup(<Icon name="arrow-next" />)),
    )
    expect(renderToStaticMarkup(<Icon name="no-such-icon" />)).toBe('')
  })
})
