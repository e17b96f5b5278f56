import { useRef } from 'react'
import type { BlockProps } from '../../block-props.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { useProgressiveImages, widthFor } from '../../html/use-progressive-images.js'
import { useTurntable } from '../../html/use-turntable.js'
import { IMAGE_WIDTHS, imageUrl } from '../../media/image-url.js'
import { View360 } from './view-360.js'

/** The first preload pass: every frame at the smallest width, so a quick turn never shows a gap. */
const LOW_WIDTH = IMAGE_WIDTHS[0]

/** Then every frame at the width the stage needs on this screen. */
function preloadWidths(stage: HTMLElement): number[] {
  const sharp = widthFor(stage.clientWidth * (window.devicePixelRatio || 1))
  return sharp > LOW_WIDTH ? [LOW_WIDTH, sharp] : [LOW_WIDTH]
}

/**
 * Exterior 360: a vehicle turned round from a sequence of photographs. The first frame is a normal
 * responsive image in the page (it shows before any script); once the block nears the viewport every frame
 * preloads, lowest resolution first, and each frame shows the best copy already loaded. A drag across the
 * stage's width turns the vehicle once round.
 */
export function JlrExterior360({ attributes: a }: BlockProps<'jlr-exterior-360'>) {
  const frames = (a.frames ?? []).map((frame) => frame.image)
  const count = frames.length
  const stage = useRef<HTMLDivElement>(null)
  const turntable = useTurntable({
    count,
    pixelsPerTurn: () => stage.current?.clientWidth ?? 1000,
    dragSign: 1,
    autospin: Boolean(a.has_autospin),
    target: stage,
  })
  const loaded = useProgressiveImages(
    frames.map((image) => image.id),
    stage,
    preloadWidths,
  )
  const step = count ? 360 / count : 0
  const angle = Math.round(turntable.index * step) % 360
  const current = frames[turntable.index]
  // The first frame stays the page's own responsive image: the browser chose its width from the srcset and
  // has it already, so a turn back to the start never drops to the low-resolution preload.
  const first = frames[0]
  return (
    <View360
      variant="exterior"
      theme={a.theme ?? 'light'}
      heading={a.heading}
      headerTag={a.header_tag}
      paragraph={a.paragraph}
      label={a.view_label || 'Exterior, 360 degrees'}
      angle={angle}
      maxAngle={Math.round(360 - step)}
      turntable={turntable}
      stageRef={stage}
      interactive={count > 1}
      touchLabel={a.touch_label || 'Swipe to turn'}
      clickLabel={a.click_label || 'Click and drag to turn'}
    >
      {turntable.index === 0 && first ? (
        <ResponsiveImage
          image={first}
          sizes="(min-width: 1280px) 1200px, 100vw"
          width={1600}
          height={900}
          eager
          className="view360__frame"
        />
      ) : current ? (
        <img
          className="view360__frame"
          src={imageUrl(current.id, loaded[current.id] ?? LOW_WIDTH)}
          alt={current.alt ?? ''}
          width={1600}
          height={900}
        />
      ) : null}
    </View360>
  )
}
