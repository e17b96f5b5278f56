import Link from '@tiptap/extension-link'
import { EditorContent, useEditor as useTiptap, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useRef, useState } from 'react'
import type { WidgetProps } from '../widget-props.js'
import { RichTextToolbar } from './rich-text-toolbar.js'

/**
 * Rich text (Markdown fields with x-language html) in Tiptap, limited to what the blocks render: bold,
 * italic, links, lists and headings h2 to h4. Emits HTML on every change; an emptied editor removes the
 * value. The renderer sanitises the HTML again on the server, so this limit is for editors, not security.
 * Mounted by MarkdownHtmlField once the form has shown (`focus`: it was mounted because the editor
 * focused the field, so it takes the focus).
 */
export function RichTextEditor({
  id,
  labelId,
  value,
  required,
  describedBy,
  invalid,
  onChange,
  focus = false,
}: WidgetProps<string> & { focus?: boolean }) {
  // Tiptap keeps the options it was created with: the latest onChange is read through a ref.
  const emit = useRef(onChange)
  emit.current = onChange
  const [attributes] = useState(() => ({
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    class: 'field-input field-rich-text',
  }))
  const editor = useTiptap({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        // A trailing empty paragraph is an editing aid, not content: keep it out of the stored HTML.
        trailingNode: false,
      }),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' }),
    ],
    content: value ?? '',
    autofocus: focus ? 'end' : false,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => emit.current(e.isEmpty ? (required ? '' : undefined) : e.getHTML()),
  })

  // aria-describedby and aria-invalid change with the errors; ProseMirror owns the element, so set them there.
  useEffect(() => {
    const dom = editor?.view.dom
    if (!dom) return
    if (describedBy) dom.setAttribute('aria-describedby', describedBy)
    else dom.removeAttribute('aria-describedby')
    if (invalid) dom.setAttribute('aria-invalid', 'true')
    else dom.removeAttribute('aria-invalid')
  }, [editor, describedBy, invalid])

  // A change from outside (undo, redo, another editor's version) replaces the content; the editor's own
  // typing already matches and is left alone so the caret stays put.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return
    const html = editor.isEmpty ? '' : editor.getHTML()
    if ((value ?? '') !== html) editor.commands.setContent(value ?? '', { emitUpdate: false })
  }, [editor, value])

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      link: e?.isActive('link') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      h4: e?.isActive('heading', { level: 4 }) ?? false,
    }),
  })

  return (
    <div className="field-rich">
      {editor && active ? <RichTextToolbar editor={editor} active={active} label={`${id}-toolbar`} /> : null}
      <EditorContent editor={editor} />
    </div>
  )
}
