import { render } from '@testing-library/react'
import { FieldPanel } from '../../../../editor/fields/field-panel.js'
import { FieldServicesProvider } from '../../../../editor/fields/field-services-context.js'
import type { FieldServices } from '../../../../editor/fields/field-services.js'
import { EditorStoreProvider } from '../../../../editor/state/editor-store-context.js'
import type { PageDocument } from '../../../../templates/generated/types.js'
import { testEditor } from '../../../helpers/editor-harness.js'

/** Server calls of the widgets, answered in memory: two pages, and uploads that return "uploaded-<name>". */
export function fakeServices(): FieldServices & { uploads: string[] } {
  const uploads: string[] = []
  return {
    uploads,
    async uploadImage(file) {
      uploads.push(file.name)
      return { id: `uploaded-${file.name.replace(/\W+/g, '-')}` }
    },
    async listPages() {
      return [
        { path: '/models', title: 'Models' },
        { path: '/offers', title: 'Offers' },
      ]
    },
    async listForms() {
      return [
        { id: 'test-drive', name: 'Book a test drive' },
        { id: 'contact-us', name: 'Contact us' },
      ]
    },
  }
}

/** The field panel of one block, on a test editor (the nested test page unless a page is given). */
export function renderPanel(blockId: string, doc?: PageDocument) {
  const editor = testEditor(doc)
  const services = fakeServices()
  const view = render(
    <EditorStoreProvider store={editor.store}>
      <FieldServicesProvider services={services}>
        <FieldPanel blockId={blockId} />
      </FieldServicesProvider>
    </EditorStoreProvider>,
  )
  return { ...editor, services, view }
}
