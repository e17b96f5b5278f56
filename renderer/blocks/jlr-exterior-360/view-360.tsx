import type { ReactNode, RefObject } from 'react'
import { useRenderContext } from '../../context/render-context.js'
import { classNames } from '../../html/class-names.js'
import type { HeadingTag } from '../../html/heading.js'
import { uiText } from '../../html/ui-text.js'
import type { useTurntable } from '../../html/use-turntable.js'
import { ShowcaseSection, type ShowcaseTheme } from './showcase-section.js'

/**
 * The frame both 360 views share (jlr-exterior-360, jlr-interior-360): the text, the stage as a slider
 * (its accessible name, "Angle 90°" as its value, arrow keys, Home/End; the stage is the thumb, dragged
 * anywhere), the turn buttons with the angle between them, and the drag hint. The buttons keep their
 * physical order in right-to-left pages, as the photographs do.
 */
export function View360({
  variant,
  theme,
  heading,
  headerTag,
  paragraph,
  label,
  angle,
  maxAngle,
  turntable,
  stageRef,
  interactive,
  touchLabel,
  clickLabel,
  step = 1,
  children,
}: {
  variant: 'exterior' | 'interior'
  theme: ShowcaseTheme
  heading?: string
  headerTag?: HeadingTag
  paragraph?: string
  label: string
  angle: number
  maxAngle: number
  turntable: ReturnType<typeof useTurntable>
  stageRef: RefObject<HTMLDivElement | null>
  /** False when there is nothing to turn (no frames, or no panorama). */
  interactive: boolean
  touchLabel: string
  clickLabel: string
  step?: number
  children: ReactNode
}) {
  const { locale, dir } = useRenderContext()
  const t = uiText(locale)
  return (
    <ShowcaseSection
      className={`view360 view360--${variant}`}
      theme={theme}
      heading={heading}
      headerTag={headerTag}
      paragraph={paragraph}
    >
      <div
        ref={stageRef}
        className={classNames('view360__stage', turntable.touched && 'view360__stage--touched')}
        {...(interactive
          ? {
              role: 'slider',
              tabIndex: 0,
              'aria-label': label,
              'aria-valuemin': 0,
              'aria-valuemax': maxAngle,
              'aria-valuenow': angle,
              'aria-valuetext': t.angle(angle),
              'aria-orientation': 'horizontal' as const,
              ...turntable.handlers,
            }
          : {})}
      >
        {children}
      </div>
      {interactive ? (
        <div className="view360__controls">
          <button
            type="button"
            className="view360__turn"
            aria-label={t.turnLeft}
            onClick={() => turntable.turn(-step)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </button>
          <span className="view360__value" dir={dir} aria-hidden="true">
            {t.angle(angle)}
          </span>
          <button
            type="button"
            className="view360__turn"
            aria-label={t.turnRight}
            onClick={() => turntable.turn(step)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden="true">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </button>
          <p className="view360__hint">
            <span className="view360__hint--touch">{touchLabel}</span>
            <span className="view360__hint--mouse">{clickLabel}</span>
          </p>
        </div>
      ) : null}
    </ShowcaseSection>
  )
}
