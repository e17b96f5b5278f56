import { useRef, useState } from 'react'
import type { SchemaNode } from '../../../engine/json-schema.js'
import { useFieldServices } from '../field-services-context.js'
import type { LibraryImage } from '../media-library/library-image.js'
import { MediaLibraryDialog } from '../media-library/MediaLibraryDialog.js'
import { variantsOf } from '../media-library/variant-ratios.js'

const MEDIA_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/

interface ImagePickerProps {
  /** The id of the main control (the library button), the one the field's label points at. */
  id: string
  schema: SchemaNode
  mediaId: string
  describedBy: string | undefined
  invalid: boolean
  /** The alt text an image uploaded here is stored with. */
  uploadAlt?: string
  /** An image chosen in the library, with its alt text and focal point. */
  onChoose(image: LibraryImage): void
  /** An id typed or uploaded (undefined: cleared). */
  onId(mediaId: string | undefined): void
  onRemove(): void
}

/**
 * The media part of an image field, shared by the Image widget and a String field that holds a media id
 * (`x-suggest: "media"`): a preview, the media library dialog (search, upload, alt text, focal point, the
 * field's variants), and behind "Enter an id" the id itself with a plain upload.
 */
export function ImagePicker(props: ImagePickerProps) {
  const { id, schema, mediaId, describedBy, invalid, uploadAlt = '', onChoose, onId, onRemove } = props
  const services = useFieldServices()
  const file = useRef<HTMLInputElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const [status, setStatus] = useState<string | null>(null)
  const [libraryOpen, setLibraryOpen] = useState(false)

  const closeLibrary = () => {
    setLibraryOpen(false)
    // Back where the editor was, not at the top of the page.
    queueMicrotask(() => opener.current?.focus())
  }

  const upload = async (chosen: File) => {
    setStatus(`Uploading ${chosen.name}…`)
    try {
      const { id: uploaded } = await services.uploadImage(chosen, uploadAlt)
      onId(uploaded)
      setStatus(`Uploaded ${chosen.name}`)
    } catch (error) {
      setStatus(`Upload failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  return (
    <>
      {MEDIA_ID.test(mediaId) ? (
        <img
          className="field-image-preview"
          src={`/images/${encodeURIComponent(mediaId)}/w/360.jpg`}
          alt=""
          width={180}
        />
      ) : null}
      <div className="field-inline">
        <button
          ref={opener}
          id={id}
          type="button"
          className="field-button"
          aria-describedby={describedBy}
          onClick={() => setLibraryOpen(true)}
        >
          {mediaId ? 'Change image…' : 'Choose from library…'}
        </button>
        {mediaId ? (
          <button type="button" className="field-button field-button-danger" onClick={onRemove}>
            Remove image
          </button>
        ) : null}
      </div>
      {libraryOpen ? (
        <MediaLibraryDialog
          variants={variantsOf(schema)}
          selectedId={mediaId || undefined}
          onClose={closeLibrary}
          onChoose={(image) => {
            onChoose(image)
            setStatus(`Chose ${image.fileName}`)
            closeLibrary()
          }}
        />
      ) : null}
      <details className="field-image-id" open={Boolean(mediaId) && !MEDIA_ID.test(mediaId)}>
        <summary>Enter an id</summary>
        <label htmlFor={`${id}-media-id`}>Media id</label>
        <div className="field-inline">
          <input
            id={`${id}-media-id`}
            type="text"
            className="field-input"
            value={mediaId}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => onId(e.target.value || undefined)}
          />
          <button type="button" className="field-button" onClick={() => file.current?.click()}>
            Upload
          </button>
          <input
            ref={file}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            className="visually-hidden"
            tabIndex={-1}
            aria-label="Image file to upload"
            onChange={(e) => {
              const chosen = e.target.files?.[0]
              e.target.value = ''
              if (chosen) void upload(chosen)
            }}
          />
        </div>
      </details>
      {status ? (
        <p className="field-status" role="status">
          {status}
        </p>
      ) : null}
    </>
  )
}
