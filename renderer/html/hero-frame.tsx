import type { ReactNode } from 'react'
import { classNames } from './class-names.js'

/**
 * The layout the hero banners share: a full-bleed media layer (image or video), an optional darkening
 * overlay, and the text over it aligned as the editor chose. Light text flips the tone (tone-inverse) so
 * headings and buttons read on a dark image.
 */
export function HeroFrame({
  className,
  media,
  theme = 'light',
  align = 'left',
  valign = 'bottom',
  overlay = true,
  padding,
  children,
}: {
  className: string
  media: ReactNode
  /** light: light text on a dark image; dark: dark text on a light image. */
  theme?: 'light' | 'dark'
  align?: 'left' | 'center' | 'right'
  valign?: 'top' | 'center' | 'bottom'
  overlay?: boolean
  /** padding_grid_class: space around the hero. */
  padding?: string
  children: ReactNode
}) {
  const section = (
    <section
      className={classNames(
        'hero',
        className,
        `hero--text-${theme}`,
        theme === 'light' && 'tone-inverse',
        `hero--align-${align}`,
        `hero--valign-${valign}`,
        overlay && 'hero--overlay',
      )}
    >
      <div className="hero__media">{media}</div>
      <div className="hero__content container">
        <div className="hero__text">{children}</div>
      </div>
    </section>
  )
  if (!padding || padding === 'padding-none') return section
  return <div className={padding}>{section}</div>
}
