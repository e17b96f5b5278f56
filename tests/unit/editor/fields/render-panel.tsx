import { render } from '@testing-library/react'
import { FieldPanel } from '../../../../editor/fields/field-panel.js'
import { FieldServicesProvider } from '../../../../editor/fields/field-services-context.js'
import type { FieldServices } from '../../../../editor/fields/field-services.js'
import type { ImageDetails, LibraryImage } from '../../../../editor/fields/media-library/library-image.js'
import { EditorStoreProvider } from '../../../../editor/state/editor-store-context.js'
import type { PageDocument } from '../../../../templates/generated/types.js'
import { testEditor } from '../../../helpers/editor-harness.js'

/** A library image with defaults: not decorative, centred, unused. */
export function libraryImage(id: string, overrides: Partial<LibraryImage> = {}): LibraryImage {
  return {
    id,
    fileName: `${id}.jpg`,
    width: 1600,
    height: 900,
    bytes: 1000,
    alt: '',
    decorative: false,
    focal: { x: 0.5, y: 0.5 },
    url: `/images/${id}/w/360.jpg`,
    usedOn: [],
    ...overrides,
  }
}

/**
 * Server calls of the widgets, answered in memory: two pages, a media library of `images` (searched by
 * name and alt like the server), and uploads that return "uploaded-<name>" and join the library.
 */
export function fakeServices(
  images: LibraryImage[] = [],
): FieldServices & { uploads: string[]; images: LibraryImage[]; updates: [string, ImageDetails][] } {
  const uploads: string[] = []
  const updates: [string, ImageDetails][] = []
  return {
    uploads,
    images,
    updates,
    async uploadImage(file, _alt, onProgress) {
      uploads.push(file.name)
      onProgress?.(0.5)
      const id = `uploaded-${file.name.replace(/\W+/g, '-')}`
      images.unshift(libraryImage(id, { fileName: file.name }))
      return { id }
    },
    async listImages({ search, offset, limit }) {
      const needle = search.toLowerCase()
      const found = images.filter(
        (i) => i.fileName.toLowerCase().includes(needle) || i.alt.toLowerCase().includes(needle),
      )
      return { items: found.slice(offset, offset + limit), total: found.length }
    },
    async updateImage(id, details) {
      updates.push([id, details])
      const index = images.findIndex((i) => i.id === id)
      const updated = { ...images[index]!, ...details, alt: details.decorative ? '' : details.alt }
      images[index] = updated
      return updated
    },
    async deleteImage(id) {
      const index = images.findIndex((i) => i.id === id)
      const usedOn = images[index]!.usedOn
      if (usedOn.length > 0)
        throw new Error(
          `The image is used on ${usedOn.length} pages: ${usedOn.map((p) => p.title).join(', ')}`,
        )
      images.splice(index, 1)
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

/**
 * The field panel of one block, on a test editor (the nested test page unless a page is given), with a
 * media library of `images`.
 */
export function renderPanel(blockId: string, doc?: PageDocument, images: LibraryImage[] = []) {
  const editor = testEditor(doc)
  const services = fakeServices(images)
  const view = render(
    <EditorStoreProvider store={editor.store}>
      <FieldServicesProvider services={services}>
        <FieldPanel blockId={blockId} />
      </FieldServicesProvider>
    </EditorStoreProvider>,
  )
  return { ...editor, services, view }
}
