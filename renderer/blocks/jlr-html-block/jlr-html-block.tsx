import type { BlockProps } from '../../block-props.js'
import { RichText } from '../../html/rich-text.js'

/** HTML block: editor HTML, sanitised with the wider allowlist, in the grid, a text column or full width. */
export function JlrHtmlBlock({ attributes: a }: BlockProps<'jlr-html-block'>) {
  const width = a.container_width ?? 'grid'
  if (!a.html?.trim()) return null
  const content = <RichText html={a.html} wide className="html-block__content" />
  return (
    <section className={`html-block html-block--${width}`} dir={a.dir || undefined}>
      {width === 'full' ? content : <div className="container">{content}</div>}
    </section>
  )
}
