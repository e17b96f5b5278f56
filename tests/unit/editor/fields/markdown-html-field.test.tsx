// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { MarkdownHtmlField } from '../../../../editor/fields/widgets/markdown-html-field.js'

afterEach(cleanup)

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
  expect(screen.getByRole('textbox').innerHTML).toContain('Hello')
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
  const text = screen.getByRole('textbox')
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
