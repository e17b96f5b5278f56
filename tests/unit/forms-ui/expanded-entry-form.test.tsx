// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import type { BlockOf } from '../../../templates/generated/types.js'
import { RenderContextProvider } from '../../../renderer/context/render-context.js'
import { ExpandedEntryForm } from '../../../renderer/blocks/expanded-entry-form/expanded-entry-form.js'
import { testDefinition } from './test-definition.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

it('opens each tab’s own form; tabs past top_tabs_limit are offered in a list', async () => {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url)
      const id = url.split('/').pop()!
      return new Response(JSON.stringify({ data: { data: testDefinition({ id, name: `Form ${id}` }) } }))
    }),
  )
  const block: BlockOf<'expanded-entry-form'> = {
    id: 'entry',
    template: 'expanded-entry-form',
    attributes: {
      heading: 'Get in touch',
      form_id: 'contact-us',
      top_tabs_limit: 2,
      tabs: [
        { tab_label: 'Test drive', form_id: 'test-drive' },
        { tab_label: 'Contact' },
        { tab_label: 'Brochure', form_id: 'brochure' },
      ],
    },
  }
  render(
    <RenderContextProvider
      value={{
        site: { key: 'lrdx', name: 'Land Rover', brand: 'Land Rover' },
        theme: 'lrdx',
        locale: 'en',
        dir: 'rtl',
        environment: 'island',
        strict: true,
        localePrefix: '',
      }}
    >
      <ExpandedEntryForm block={block} attributes={block.attributes} />
    </RenderContextProvider>,
  )
  expect(await screen.findByRole('form', { name: 'Test drive' })).toBeTruthy()
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Test drive', 'Contact'])

  // A tab without its own form opens the block's form.
  await userEvent.click(screen.getByRole('tab', { name: 'Contact' }))
  expect(await screen.findByRole('form', { name: 'Contact' })).toBeTruthy()
  expect(asked.at(-1)).toBe('/forms/contact-us')

  await userEvent.selectOptions(screen.getByLabelText('More'), 'Brochure')
  expect(await screen.findByRole('form', { name: 'Brochure' })).toBeTruthy()
  expect(asked.at(-1)).toBe('/forms/brochure')
})
