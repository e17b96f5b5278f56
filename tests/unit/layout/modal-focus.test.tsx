// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { Modal } from '../../../renderer/layout/Modal.js'

afterEach(cleanup)

/** A modal whose caller re-renders on every keystroke and passes a new onClose each time, as blocks do. */
function Form({ onClosed }: { onClosed: () => void }) {
  const [text, setText] = useState('')
  return (
    <Modal open onClose={() => onClosed()} label="Booking">
      <label>
        Name
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
    </Modal>
  )
}

it('keeps focus where the visitor types while its caller re-renders, and Escape calls the latest onClose', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const onClosed = vi.fn()
  render(<Form onClosed={onClosed} />)
  await act(async () => {
    await vi.advanceTimersByTimeAsync(10)
  })
  // Opening focuses the first control (the close button).
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
  const input = screen.getByRole('textbox', { name: 'Name' })
  await userEvent.click(input)
  await userEvent.type(input, 'Rania')
  expect(input).toHaveProperty('value', 'Rania')
  expect(document.activeElement).toBe(input)
  await userEvent.keyboard('{Escape}')
  expect(onClosed).toHaveBeenCalledTimes(1)
  vi.useRealTimers()
})
