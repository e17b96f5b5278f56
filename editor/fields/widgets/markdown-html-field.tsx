import { useEffect, useState } from 'react'
import { sanitizeRichText } from '../../../renderer/html/sanitize-rich-text.js'
import { whenIdle } from '../../state/when-idle.js'
import type { WidgetProps } from '../widget-props.js'
import { RichTextEditor } from './rich-text-editor.js'
import { RichTextToolbar } from './rich-text-toolbar.js'

/** The longest a shown rich-text field waits for its editor (usually it gets it in the next idle moment). */
const MOUNT_DELAY = 300

/**
 * A rich-text field: the text as it will look, at once, and its Tiptap editor (RichTextEditor) when the
 * browser is next idle, or as soon as the field takes the focus. Creating a Tiptap editor is the largest
 * part of showing a block's form (about half of an insert's script on a 1,000-block page, decision 043),
 * so it no longer happens in the frame that shows a newly selected or inserted block. The stand-in has
 * the same box, label and toolbar (disabled), so nothing moves when the editor arrives; it is not
 * editable, so nothing typed can be lost: focusing it mounts the editor, which takes the focus.
 */
export function MarkdownHtmlField(props: WidgetProps<string>) {
  const [live, setLive] = useState<'no' | 'idle' | 'focus'>('no')
  useEffect(() => {
    if (live !== 'no') return
    return whenIdle(() => setLive('idle'), MOUNT_DELAY)
  }, [live])
  if (live !== 'no') return <RichTextEditor {...props} focus={live === 'focus'} />
  const { id, labelId, value, describedBy, invalid } = props
  return (
    <div className="field-rich">
      <RichTextToolbar editor={null} active={null} label={`${id}-toolbar`} />
      <div
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid ? 'true' : undefined}
        tabIndex={0}
        className="field-input field-rich-text"
        data-testid="rich-text-waiting"
        onFocus={() => setLive('focus')}
        // The renderer's own sanitiser: the stand-in shows the stored HTML as the canvas does.
        dangerouslySetInnerHTML={{ __html: sanitizeRichText(value ?? '') }}
      />
    </div>
  )
}
