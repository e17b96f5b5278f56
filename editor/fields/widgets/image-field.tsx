import { useRef, useState } from 'react'
import { useFieldServices } from '../field-services-context.js'
import { MediaLibraryDialog } from '../media-library/MediaLibraryDialog.js'
import { variantsOf } from '../media-library/variant-ratios.js'
import type { WidgetProps } from '../widget-props.js'

interface ImageValue {
  id?: string
  alt?: string
  focal?: { x: number; y: number }
}

const centred = (focal: { x: number; y: number }) => focal.x === 0.5 && focal.y === 0.5

const MEDIA_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/

/**
 * An image: chosen from the media library (a dialog with search, upload, alt text, focal point and the
 * field's variants), with its alt text and a preview. The media id can still be typed, behind "Enter an
 * id". Clearing both removes the image.
 */
export function ImageField({ id, schema, value, describedBy, invalid, onChange }: WidgetProps<ImageValue>) {
  const services = useFieldServices()
  const file = useRef<HTMLInputElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const [status, setStatus] = useState<string | null>(null)
  const [libraryOpen, setLibraryOpen] = useState(false)
  const current = value ?? {}
  const mediaId = current.id ?? ''
  const alt = current.alt ?? ''

  const set = (next: ImageValue) => {
    const clean: ImageValue = {}
    if (next.id !== undefined) clean.id = next.id
    if (next.alt) clean.alt = next.alt
    if (next.focal && clean.id) clean.focal = next.focal
    onChange(clean.id || clean.alt ? clean : undefined)
  }

  const closeLibrary = () => {
    setLibraryOpen(false)
    // Back where the editor was, not at the top of the page.
    queueMicrotask(() => opener.current?.focus())
  }

  const upload = async (chosen: File) => {
    setStatus(`Uploading ${chosen.name}…`)
    try {
      const { id: uploaded } = await services.uploadImage(chosen, alt)
      set({ ...current, id: uploaded, focal: undefined })
      setStatus(`Uploaded ${chosen.name}`)
    } catch (error) {
      setStatus(`Upload failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  return (
    <div className="field-image">
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
          <button type="button" className="field-button field-button-danger" onClick={() => set({})}>
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
            // The focal point travels with the page, so the renderer crops around it without a lookup.
            set({
              id: image.id,
              alt: image.decorative ? '' : image.alt,
              focal: centred(image.focal) ? undefined : image.focal,
            })
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
            onChange={(e) => set({ ...current, id: e.target.value || undefined, focal: undefined })}
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
      <label htmlFor={`${id}-alt`}>Alt text</label>
      <input
        id={`${id}-alt`}
        type="text"
        className="field-input"
        value={alt}
        aria-describedby={describedBy}
        onChange={(e) => set({ ...current, alt: e.target.value })}
      />
    </div>
  )
}
