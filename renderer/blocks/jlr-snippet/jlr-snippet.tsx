import type { BlockProps } from '../../block-props.js'
import { ButtonGroup } from '../../html/button-group.js'
import { classNames } from '../../html/class-names.js'
import { Heading } from '../../html/heading.js'
import { RichText } from '../../html/rich-text.js'

/** Snippet: a heading, short rich text and buttons in a coloured box. */
export function JlrSnippet({ attributes: a }: BlockProps<'jlr-snippet'>) {
  const tone = a.box_color ?? 'light'
  return (
    <section
      className={classNames(
        'snippet',
        `tone-${tone}`,
        tone !== 'light' && 'snippet--boxed',
        `snippet--align-${a.text_alignment ?? 'left'}`,
      )}
      dir={a.dir || undefined}
    >
      <div className="container">
        <div className="snippet__body">
          {a.heading ? (
            <Heading tag={a.header_tag} size={a.header_size ?? 'm'} className="snippet__title">
              {a.heading}
            </Heading>
          ) : null}
          <RichText html={a.paragraph} className="snippet__text" />
          <ButtonGroup buttons={a.buttons} style={a.button_style} className="snippet__buttons" />
        </div>
      </div>
    </section>
  )
}
