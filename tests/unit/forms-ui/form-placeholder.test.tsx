// The form blocks rendered without data (the server render, the editor canvas before anything is
// fetched): each names the form that goes in its place, in the page's language, and fetches nothing.
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { ExpandedEntryForm } from '../../../renderer/blocks/expanded-entry-form/expanded-entry-form.js'
import { JlrExtendedWarranty } from '../../../renderer/blocks/jlr-extended-warranty/jlr-extended-warranty.js'
import { JlrOffersSalesforce } from '../../../renderer/blocks/jlr-offers-salesforce/jlr-offers-salesforce.js'
import { RenderContextProvider } from '../../../renderer/context/render-context.js'
import type { BlockOf } from '../../../templates/generated/types.js'
import { testRenderContext } from '../../helpers/render-context.js'

afterEach(() => vi.unstubAllGlobals())

const html = (locale: string, node: React.ReactNode) =>
  renderToString(
    <RenderContextProvider value={testRenderContext({ locale, environment: 'server' })}>
      {node}
    </RenderContextProvider>,
  )

const entry: BlockOf<'expanded-entry-form'> = {
  id: 'entry',
  template: 'expanded-entry-form',
  attributes: { heading: 'Book a test drive', form_id: 'test-drive' },
}
const warranty: BlockOf<'jlr-extended-warranty'> = {
  id: 'warranty',
  template: 'jlr-extended-warranty',
  attributes: { heading: 'Extended warranty', form_id: 'extended-warranty' },
}
const offers: BlockOf<'jlr-offers-salesforce'> = {
  id: 'offers',
  template: 'jlr-offers-salesforce',
  attributes: { form_title: 'Enquire', form_id: 'contact-us' },
}

it.each([
  [
    'expanded-entry-form',
    'en',
    <ExpandedEntryForm block={entry} attributes={entry.attributes} />,
    'Form: test-drive',
  ],
  [
    'jlr-extended-warranty',
    'en',
    <JlrExtendedWarranty block={warranty} attributes={warranty.attributes} />,
    'Form: extended-warranty',
  ],
  [
    'jlr-offers-salesforce',
    'en',
    <JlrOffersSalesforce block={offers} attributes={offers.attributes} />,
    'Form: contact-us',
  ],
  [
    'expanded-entry-form in Arabic',
    'ar',
    <ExpandedEntryForm block={entry} attributes={entry.attributes} />,
    'النموذج: test-drive',
  ],
])('%s names its form without data', (_name, locale, node, expected) => {
  const fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  const markup = html(locale, node)
  expect(markup).toContain(expected)
  expect(markup).toMatch(/data-form-id="[a-z-]+"/)
  expect(markup).toContain('aria-busy="true"')
  expect(fetchMock).not.toHaveBeenCalled()
})

it('renders nothing of a form when the block has no form id yet', () => {
  const bare: BlockOf<'jlr-offers-salesforce'> = {
    id: 'o',
    template: 'jlr-offers-salesforce',
    attributes: {},
  }
  expect(html('en', <JlrOffersSalesforce block={bare} attributes={bare.attributes} />)).not.toContain('Form:')
})
