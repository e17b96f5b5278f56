// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { JlrSelectVehicleToUpdate } from '../../../renderer/blocks/jlr-select-vehicle-to-update/jlr-select-vehicle-to-update.js'
import { RenderContextProvider } from '../../../renderer/context/render-context.js'
import type { BlockOf } from '../../../templates/generated/types.js'
import { testRenderContext } from '../../helpers/render-context.js'

afterEach(cleanup)

const updates: BlockOf<'jlr-select-vehicle-to-update'> = {
  id: 'updates',
  template: 'jlr-select-vehicle-to-update',
  attributes: {
    heading: 'Software updates',
    subblocks_mapper: {
      dropdowns: [
        {
          label: 'Defender',
          key: 'defender',
          children: [
            { label: '2021', key: '2021' },
            { label: '2022', key: '2022' },
          ],
        },
        { label: 'Discovery', key: 'discovery', children: [{ label: '2023', key: '2023' }] },
      ],
      subblocks_groups: [
        { key: 'pivi', match_dropdowns: [{ parent_key: 'defender' }] },
        { key: 'battery', match_dropdowns: [{ parent_key: 'defender', child_key: '2021' }] },
      ],
    },
    groups: [
      {
        subblock_key: 'battery',
        button_text: '12 V battery',
        modal_title: 'Battery update',
        modal_description: 'Line one\nLine two',
      },
      {
        subblock_key: 'pivi',
        button_text: 'Pivi Pro 22.4',
        modal_button: { url: '/book?update=pivi', label: 'Book this update' },
      },
      { subblock_key: 'unmapped', button_text: 'Never shown' },
    ],
  },
}

it('finds the updates of a model and year, says how many, and opens each in a modal', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  render(
    <RenderContextProvider value={testRenderContext()}>
      <JlrSelectVehicleToUpdate block={updates} attributes={updates.attributes} />
    </RenderContextProvider>,
  )
  const year = screen.getByLabelText('Model year')
  expect(year).toHaveProperty('disabled', true)
  await userEvent.selectOptions(screen.getByLabelText('Model'), 'defender')
  expect(screen.queryByRole('status')).toBeNull()
  await userEvent.selectOptions(year, '2021')
  expect(screen.getByText('2 updates available for your Defender 2021')).toBeTruthy()
  expect(screen.getAllByRole('button', { name: /12 V battery|Pivi Pro/ }).map((b) => b.textContent)).toEqual([
    '12 V battery',
    'Pivi Pro 22.4',
  ])

  await userEvent.click(screen.getByRole('button', { name: '12 V battery' }))
  await act(async () => {
    await vi.advanceTimersByTimeAsync(10)
  })
  const dialog = screen.getByRole('dialog', { name: 'Battery update' })
  expect(dialog.textContent).toContain('Line one\nLine two')
  await userEvent.keyboard('{Escape}')
  await act(async () => {
    await vi.advanceTimersByTimeAsync(400)
  })
  expect(screen.queryByRole('dialog')).toBeNull()

  // A new model clears the year; a year without updates says so.
  await userEvent.selectOptions(screen.getByLabelText('Model'), 'discovery')
  expect(screen.getByLabelText('Model year')).toHaveProperty('value', '')
  await userEvent.selectOptions(screen.getByLabelText('Model year'), '2023')
  expect(screen.getByText('There are no updates for your Discovery 2023.')).toBeTruthy()
  expect(screen.queryByRole('button', { name: /Pivi/ })).toBeNull()
  vi.useRealTimers()
})
