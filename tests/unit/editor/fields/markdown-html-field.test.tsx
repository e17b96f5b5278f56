// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { MarkdownHtmlField } from '../../../../editor/fields/widgets/markdown-html-field.js'

afterEach(cleanup)

/** The field's Tiptap editor, once it has mounted (when the browser was next idle). */
async function mountedText(): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('textbox').getAttribute('contenteditable')).toBe('true'))
  return screen.getByRole('textbox')
}

const field = (onChange: (value: unknown) => void, value = '<p>Hello</p>') => (
  <MarkdownHtmlField
    id="rich"
    labelId="rich-label"
    schema={{ 'x-field': 'Markdown', 'x-language': 'html' }}
    value={value}
    required={false}
    describedBy="rich-error"
    invalid
    onChange={onChange}
  />
)

it('shows the sanitised text and a disabled toolbar at once, and its editor when the browser is idle', async () => {
  render(field(() => {}, '<p>Hello <strong>there</strong></p><script>alert(1)</script>'))
  const waiting = screen.getByRole('textbox')
  expect(waiting.getAttribute('contenteditable')).toBeNull()
  expect(waiting.innerHTML).toBe('<p>Hello <strong>there</strong></p>')
  expect(waiting.getAttribute('aria-labelledby')).toBe('rich-label')
  expect(waiting.getAttribute('aria-describedby')).toBe('rich-error')
  expect(waiting.getAttribute('aria-invalid')).toBe('true')
  expect((screen.getByRole('button', { name: 'Bold' }) as HTMLButtonElement).disabled).toBe(true)
  const text = await mountedText()
  expect(text.id).toBe('rich')
  expect(text.innerHTML).toContain('<strong>there</strong>')
  expect((screen.getByRole('button', { name: 'Bold' }) as HTMLButtonElement).disabled).toBe(false)
  // Mounted without being asked to: the focus stays where it was.
  expect(document.activeElement).not.toBe(text)
})

it('mounts its editor at once when the field takes the focus, and hands the focus to it', async () => {
  render(field(() => {}))
  screen.getByRole('textbox').focus()
  const text = await mountedText()
  await waitFor(() => expect(document.activeElement).toBe(text))
})

// Tiptap runs on happy-dom's DOM well enough for commands; typing into contenteditable is left to Playwright.
it('mounts Tiptap with the value and emits HTML when a toolbar command runs', async () => {
  const onChange = vi.fn()
  render(
    <MarkdownHtmlField
      id="rich"
      labelId="rich-label"
      schema={{ 'x-field': 'Markdown', 'x-language': 'html' }}
      value="<p>Hello</p>"
      required={false}
      describedBy={undefined}
      invalid={false}
      onChange={onChange}
    />,
  )
  expect((await mountedText()).innerHTML).toContain('Hello')
  await userEvent.click(screen.getByRole('button', { name: 'H2: Heading 2' }))
  expect(onChange).toHaveBeenLastCalledWith('<h2>Hello</h2>')
  expect(screen.getByRole('button', { name: 'H2: Heading 2' }).getAttribute('aria-pressed')).toBe('true')
})

it('keeps the focus in the text when a toolbar button is clicked, and takes it back from the keyboard', async () => {
  render(
    <MarkdownHtmlField
      id="rich"
      labelId="rich-label"
      schema={{ 'x-field': 'Markdown', 'x-language': 'html' }}
      value="<p>Hello</p>"
      required={false}
      describedBy={undefined}
      invalid={false}
      onChange={() => {}}
    />,
  )
  const text = await mountedText()
  const bold = screen.getByRole('button', { name: 'Bold' })
  // The press of the mouse button is what would move the focus: it is refused.
  expect(fireEvent.mouseDown(bold)).toBe(false)
  text.focus()
  await userEvent.click(bold)
  expect(document.activeElement).toBe(text)
  expect(bold.getAttribute('aria-pressed')).toBe('true')
  // A keyboard user on the button: the text has the focus again as soon as the command ran.
  bold.focus()
  await userEvent.keyboard('{Enter}')
  expect(document.activeElement).toBe(text)
})
