// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { JsonField } from '../../../../editor/fields/widgets/json-field.js'

afterEach(cleanup)

it('refuses invalid JSON without dispatching, then dispatches the parsed value', async () => {
  const onChange = vi.fn()
  render(
    <JsonField
      id="json"
      labelId="json-label"
      schema={{ 'x-field': 'Json' }}
      value={{ a: 1 }}
      required
      describedBy={undefined}
      invalid={false}
      onChange={onChange}
    />,
  )
  const area = screen.getByRole('textbox')
  await userEvent.clear(area)
  onChange.mockClear()
  await userEvent.paste('{"a": ')
  expect(onChange).not.toHaveBeenCalled()
  expect(screen.getByRole('status').textContent).toMatch(/Not valid JSON/)
  expect(area.getAttribute('aria-invalid')).toBe('true')
  await userEvent.paste('2}')
  expect(onChange).toHaveBeenLastCalledWith({ a: 2 })
  expect(screen.queryByRole('status')).toBeNull()
})
