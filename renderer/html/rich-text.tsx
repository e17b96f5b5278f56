import { useRenderContext } from '../context/render-context.js'
import { classNames } from './class-names.js'
import { sanitizeRichText } from './sanitize-rich-text.js'

/**
 * Editor HTML (Markdown fields), sanitised on the server. Inside a hydrating island it is a hole, like a
 * Slot: React keeps the server's HTML for an element with dangerouslySetInnerHTML, so the browser never
 * sanitises again. Islands therefore render every RichText they have on the server too (hidden panels
 * included), never one that appears only after an interaction.
 */
export function RichText({
  html,
  wide = false,
  className,
  id,
}: {
  html: string | undefined
  /** The HTML block's wider allowlist (layout tags, YouTube embeds). */
  wide?: boolean
  className?: string
  id?: string
}) {
  const { environment } = useRenderContext()
  if (!html || !html.trim()) return null
  const classes = classNames('rich-text', className)
  if (environment === 'island')
    return (
      <div id={id} className={classes} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
    )
  return (
    <div id={id} className={classes} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html, wide) }} />
  )
}
