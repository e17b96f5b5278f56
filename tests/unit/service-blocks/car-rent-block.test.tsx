// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { CarRent } from '../../../renderer/blocks/car-rent/car-rent.js'
import { RenderContextProvider } from '../../../renderer/context/render-context.js'
import type { BlockOf } from '../../../templates/generated/types.js'
import { testRenderContext } from '../../helpers/render-context.js'

afterEach(cleanup)

it('car rent lists a car’s features and opens its additional equipment in a modal', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const block: BlockOf<'car-rent'> = {
    id: 'fleet',
    template: 'car-rent',
    attributes: {
      heading: 'Our fleet',
      groups: [
        {
          title: 'Defender 110',
          icon_1: 'seat',
          icon_text_1: '7 seats',
          icon_2: 'door',
          icon_text_3: 'Automatic',
          additional_equipment_title_2: 'Roof rack',
          additional_equipment_description_2: 'Cross bars for bikes.',
          button: { url: '/rent?vehicle=defender-110#rent', label: 'Rent this car' },
        },
        { title: 'Discovery Sport' },
      ],
    },
  }
  render(
    <RenderContextProvider value={testRenderContext({ locale: 'ar' })}>
      <CarRent block={block} attributes={block.attributes} />
    </RenderContextProvider>,
  )
  const cars = screen.getAllByRole('listitem').filter((li) => li.classList.contains('car-rent__car'))
  expect(cars).toHaveLength(2)
  // A feature needs its text; an icon alone is left out.
  expect(cars[0]!.querySelectorAll('.car-rent__features li')).toHaveLength(2)
  expect(screen.getByRole('link', { name: 'Rent this car' }).getAttribute('href')).toBe(
    '/rent?vehicle=defender-110#rent',
  )
  // Only a car with equipment gets the button.
  const buttons = screen.getAllByRole('button', { name: 'Additional equipment' })
  expect(buttons).toHaveLength(1)
  await userEvent.click(buttons[0]!)
  await act(async () => {
    await vi.advanceTimersByTimeAsync(10)
  })
  const dialog = screen.getByRole('dialog', { name: 'Additional equipment: Defender 110' })
  expect(dialog.textContent).toContain('Roof rack')
  expect(dialog.textContent).toContain('Cross bars for bikes.')
  // The close button speaks the page's language.
  expect(screen.getByRole('button', { name: 'إغلاق' })).toBeTruthy()
  vi.useRealTimers()
})
