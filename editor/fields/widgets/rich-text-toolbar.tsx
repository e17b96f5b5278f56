import type { Editor } from '@tiptap/react'
import { useState, type MouseEvent } from 'react'

const keepFocus = (event: MouseEvent) => event.preventDefault()

type Active = Record<'bold' | 'italic' | 'link' | 'bulletList' | 'orderedList' | 'h2' | 'h3' | 'h4', boolean>

/**
 * The rich text buttons: toggles with aria-pressed, and a small form for a link's URL. The toggles never
 * take the focus from the text, so what is typed right after a click goes into the text (with the mark).
 * Without an editor (the field's stand-in while Tiptap is not mounted yet) the same buttons show disabled.
 */
export function RichTextToolbar({
  editor,
  active,
  label,
}: {
  editor: Editor | null
  active: Active | null
  label: string
}) {
  const [linking, setLinking] = useState(false)
  const [url, setUrl] = useState('')
  const chain = () => {
    if (!editor) throw new Error('[editor] a rich-text tool was used without its editor')
    // Tiptap's focus() waits for the next animation frame when the text does not have the focus, and keys
    // pressed before then went to the button: lost. Focus the text now, with its selection and marks.
    if (!editor.view.hasFocus()) editor.view.focus()
    return editor.chain().focus()
  }
  // A name that does not contain the visible text (H2) starts with it, so speech input finds the button by
  // what it shows (WCAG 2.5.3); one-letter symbols (B, I) are exempt.
  const toggle = (name: string, pressed: boolean | undefined, run: () => void, text = name) => (
    <button
      type="button"
      className="field-tool"
      aria-pressed={pressed ?? false}
      disabled={!editor}
      aria-label={
        text.length > 1 && !name.toLowerCase().includes(text.toLowerCase()) ? `${text}: ${name}` : name
      }
      // A pressed mouse button would move the focus (and the caret) out of the text: keep both there.
      onMouseDown={keepFocus}
      onClick={run}
    >
      {text}
    </button>
  )
  return (
    <div className="field-toolbar" role="toolbar" aria-label="Text formatting" id={label}>
      {toggle('Bold', active?.bold, () => chain().toggleBold().run(), 'B')}
      {toggle('Italic', active?.italic, () => chain().toggleItalic().run(), 'I')}
      {toggle('Heading 2', active?.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
      {toggle('Heading 3', active?.h3, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
      {toggle('Heading 4', active?.h4, () => chain().toggleHeading({ level: 4 }).run(), 'H4')}
      {toggle('Bulleted list', active?.bulletList, () => chain().toggleBulletList().run(), '• List')}
      {toggle('Numbered list', active?.orderedList, () => chain().toggleOrderedList().run(), '1. List')}
      {toggle(
        'Link',
        active?.link,
        () => {
          if (active?.link) chain().extendMarkRange('link').unsetLink().run()
          else {
            setUrl(String(editor?.getAttributes('link').href ?? ''))
            setLinking(true)
          }
        },
        'Link',
      )}
      {linking ? (
        <span className="field-link-form">
          <input
            type="url"
            className="field-input"
            aria-label="Link URL"
            value={url}
            autoFocus
            onChange={(e) => setUrl(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setLinking(false)
              if (e.key === 'Enter') {
                e.preventDefault()
                apply()
              }
            }}
          />
          <button type="button" className="field-tool" onClick={apply}>
            Apply
          </button>
          <button type="button" className="field-tool" onClick={() => setLinking(false)}>
            Cancel
          </button>
        </span>
      ) : null}
    </div>
  )

  function apply() {
    const href = url.trim()
    if (href === '') chain().extendMarkRange('link').unsetLink().run()
    else chain().extendMarkRange('link').setLink({ href }).run()
    setLinking(false)
  }
}
