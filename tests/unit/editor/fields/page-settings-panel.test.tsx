// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { PublishGate } from '../../../../editor/app/PublishGate.js'
import { PageSettingsPanel } from '../../../../editor/fields/page-settings-panel.js'
import { FieldServicesProvider } from '../../../../editor/fields/field-services-context.js'
import { EditorStoreProvider } from '../../../../editor/state/editor-store-context.js'
import type { PageDocument } from '../../../../templates/generated/types.js'
import { testEditor } from '../../../helpers/editor-harness.js'
import { nestedPage } from '../../../helpers/page-builder.js'
import type { LibraryImage } from '../../../../editor/fields/media-library/library-image.js'
import { fakeServices, libraryImage, renderPanel } from './render-panel.js'

afterEach(cleanup)

function renderSettings(doc: PageDocument = nestedPage(), images: LibraryImage[] = []) {
  const editor = testEditor(doc)
  render(
    <EditorStoreProvider store={editor.store}>
      <FieldServicesProvider services={fakeServices(images)}>
        <PageSettingsPanel />
      </FieldServicesProvider>
    </EditorStoreProvider>,
  )
  return editor
}

it('edits page meta with the block fields’ widgets, as one undoable step', async () => {
  const { state } = renderSettings()
  const input = within(screen.getByTestId('field:/meta_title')).getByLabelText(/Meta title/)
  await userEvent.type(input, 'Winter offers')
  expect(state().doc.attributes.meta_title).toBe('Winter offers')
  await userEvent.click(within(screen.getByTestId('field:/no_index')).getByRole('switch'))
  expect(state().doc.attributes.no_index).toBe(true)
  await userEvent.selectOptions(
    within(screen.getByTestId('field:/navigation')).getByRole('combobox'),
    'light',
  )
  expect(state().doc.attributes.navigation).toBe('light')
  state().undo()
  state().undo()
  state().undo()
  expect(state().doc.attributes.meta_title).toBeUndefined()
})

it('picks the share image from the media library and stores only its id', async () => {
  const { state } = renderSettings(nestedPage(), [
    libraryImage('glacier', { fileName: 'Glacier.jpg', alt: 'Blue ice' }),
  ])
  const row = screen.getByTestId('field:/image_id')
  await userEvent.click(within(row).getByRole('button', { name: /Choose from library/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Media library' })
  await userEvent.click(await within(dialog).findByRole('button', { name: /Glacier\.jpg/ }))
  await userEvent.click(within(dialog).getByRole('button', { name: 'Use this image' }))
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(state().doc.attributes.image_id).toBe('glacier')
  await userEvent.click(within(row).getByRole('button', { name: 'Remove image' }))
  expect(state().doc.attributes.image_id).toBeUndefined()
})

it('gives a redirect page its target first, with the status 301 by default and numbers kept', async () => {
  const { state } = renderSettings({ ...nestedPage(), page_type: 'url_redirection' })
  const fields = screen.getAllByTestId(/^field:\/[a-z_]+$/).map((el) => el.dataset.testid)
  expect(fields.slice(0, 2)).toEqual(['field:/title', 'field:/redirect'])
  await userEvent.type(within(screen.getByTestId('field:/redirect/to')).getByRole('textbox'), '/offers')
  expect(state().doc.attributes.redirect).toMatchObject({ to: '/offers', http_code: 301 })
  await userEvent.selectOptions(
    within(screen.getByTestId('field:/redirect/http_code')).getByRole('combobox'),
    '302',
  )
  expect(state().doc.attributes.redirect?.http_code).toBe(302)
})

it('leaves the redirect out of an ordinary page', () => {
  renderSettings()
  expect(screen.queryByTestId('field:/redirect')).toBeNull()
  expect(screen.getByTestId('field:/fab')).toBeTruthy()
})

it('adds a floating button item through the page action, and shows errors under the page’s fields', async () => {
  const { state } = renderSettings()
  await userEvent.click(
    within(screen.getByTestId('field:/fab/items')).getByRole('button', { name: /^Add to/ }),
  )
  expect(state().doc.attributes.fab?.items).toEqual([{ link: {}, strategy: { enabled: true } }])
  const row = screen.getByTestId('field:/canonical_url')
  await userEvent.type(within(row).getByRole('textbox'), 'javascript:x')
  state().validateNow()
  await vi.waitFor(() => expect(within(row).getByRole('list').textContent).not.toBe(''))
  expect(within(row).getByRole('textbox').getAttribute('aria-invalid')).toBe('true')
})

it('shows a block’s visibility with a “Hidden now” line once its schedule has ended', async () => {
  const { state } = renderPanel('hero')
  expect(screen.getByTestId('visibility-now').textContent).toBe('Shown now')
  state().dispatch({
    type: 'updateVisibility',
    blockId: 'hero',
    path: 'schedule',
    value: { start: '2020-01-01T00:00:00.000Z', end: '2020-02-01T00:00:00.000Z' },
  })
  expect(await screen.findByText(/^Hidden now/, { selector: '[data-testid="visibility-now"]' })).toBeTruthy()
})

it('links a page setting’s publish error to the page settings', async () => {
  const editor = testEditor()
  render(
    <EditorStoreProvider store={editor.store}>
      <PublishGate
        refusal={{
          server: [{ path: '/attributes/redirect/to', blockId: null, message: 'is required' }],
          doc: editor.state().doc,
        }}
        onClose={() => {}}
      />
    </EditorStoreProvider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Page › Redirect › Redirect to: is required' }))
  expect(editor.state().fieldsShown).toBe('page')
  editor.state().select('hero')
  expect(editor.state().fieldsShown).toBe('block')
})
