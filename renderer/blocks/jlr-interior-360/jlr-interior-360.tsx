import { useRef, type CSSProperties } from 'react'
import type { BlockProps } from '../../block-props.js'
import { useProgressiveImages } from '../../html/use-progressive-images.js'
import { useTurntable } from '../../html/use-turntable.js'
import { IMAGE_WIDTHS, imageUrl } from '../../media/image-url.js'
import { View360 } from '../jlr-exterior-360/view-360.js'

/** Degrees one arrow key press or button turns. */
const KEY_STEP = 15
/** The page shows this width at once (small, but enough to look round); the widest follows. */
const FIRST_WIDTH = 640
const SHARP_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!
const panoramaWidths = () => [SHARP_WIDTH]

/**
 * Interior 360: a cabin panorama (the full circle in one image) panned round. The panorama sits twice in a
 * row inside the stage and slides by the angle, so the circle closes without a seam. It shows at once at a
 * small width and swaps to the widest once that has loaded in the background. Dragging grabs the picture:
 * the stage's width of drag turns the view half round.
 */
export function JlrInterior360({ attributes: a }: BlockProps<'jlr-interior-360'>) {
  const panorama = a.panorama
  const stage = useRef<HTMLDivElement>(null)
  const turntable = useTurntable({
    count: 360,
    start: Math.round(a.start_angle ?? 0),
    keyStep: KEY_STEP,
    pixelsPerTurn: () => (stage.current?.clientWidth ?? 1000) * 2,
    dragSign: -1,
    autospin: Boolean(a.has_autospin),
    target: stage,
  })
  const loaded = useProgressiveImages(panorama ? [panorama.id] : [], stage, panoramaWidths)
  const src = panorama ? imageUrl(panorama.id, loaded[panorama.id] ?? FIRST_WIDTH) : ''
  return (
    <View360
      variant="interior"
      theme={a.theme ?? 'black'}
      heading={a.heading}
      headerTag={a.header_tag}
      paragraph={a.paragraph}
      label={a.view_label || 'Interior, 360 degrees'}
      angle={turntable.index}
      maxAngle={359}
      turntable={turntable}
      stageRef={stage}
      interactive={Boolean(panorama)}
      touchLabel={a.touch_label || 'Swipe to look around'}
      clickLabel={a.click_label || 'Click and drag to look around'}
      step={KEY_STEP}
    >
      {panorama ? (
        <div className="view360__track" style={{ '--turn': turntable.position / 360 } as CSSProperties}>
          <img className="view360__panorama" src={src} alt={panorama.alt ?? ''} width={1600} height={400} />
          <img className="view360__panorama" src={src} alt="" width={1600} height={400} aria-hidden="true" />
        </div>
      ) : null}
    </View360>
  )
}
