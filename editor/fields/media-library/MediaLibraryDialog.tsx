import { useEffect, useId, useRef, useState, type DragEvent } from 'react'
import { createPortal } from 'react-dom'
import { useFieldServices } from '../field-services-context.js'
import { ImageDetailsForm } from './ImageDetailsForm.js'
import { usageText, type LibraryImage } from './library-image.js'
import type { Variant } from './variant-ratios.js'
import './media-library.css'

const PAGE = 24
const SEARCH_PAUSE_MS = 200
const FOCUSABLE = 'button:not(:disabled), input:not([tabindex="-1"]), [tabindex="0"]'
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/avif']

interface Upload {
  name: string
  progress: number
  error?: string
}

/**
 * The media library, opened by an image field: the site's images in a grid, searched by file name or alt
 * text and paged by "Show more"; files dropped on it (or picked) upload with their progress; the image
 * picked is described (alt text or decorative, focal point) and chosen for the field. Escape or Close
 * leaves without changing the field.
 */
export function MediaLibraryDialog({
  variants,
  selectedId,
  onChoose,
  onClose,
}: {
  variants: Variant[]
  selectedId?: string
  onChoose(image: LibraryImage): void
  onClose(): void
}) {
  const services = useFieldServices()
  const id = useId()
  const search = useRef<HTMLInputElement>(null)
  const file = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const [images, setImages] = useState<LibraryImage[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const [picked, setPicked] = useState<string | undefined>(selectedId)
  const [uploads, setUploads] = useState<Upload[]>([])
  const [dragging, setDragging] = useState(false)

  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    // A modal <dialog> in the top layer: over the whole editor whatever panel opened it, the rest of the
    // editor inert behind it.
    const element = dialog.current
    if (element && !element.open) {
      if (typeof element.showModal === 'function') element.showModal()
      else element.setAttribute('open', '')
    }
    search.current?.focus()
    return () => {
      if (element?.open && typeof element.close === 'function') element.close()
    }
  }, [])

  useEffect(() => {
    // A newer search replaces an older one still on its way; typing waits for a pause (one request per
    // word, not per letter).
    let current = true
    setLoading(true)
    const timer = setTimeout(
      () => {
        services
          .listImages({ search: query.trim(), offset: 0, limit: PAGE })
          .then((page) => {
            if (!current) return
            setImages(page.items)
            setTotal(page.total)
            setError(null)
          })
          .catch((e: unknown) => current && setError(e instanceof Error ? e.message : String(e)))
          .finally(() => current && setLoading(false))
      },
      query ? SEARCH_PAUSE_MS : 0,
    )
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [services, query])

  const more = async () => {
    try {
      const page = await services.listImages({ search: query.trim(), offset: images.length, limit: PAGE })
      setImages((shown) => [...shown, ...page.items.filter((i) => !shown.some((s) => s.id === i.id))])
      setTotal(page.total)
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    }
  }

  const upload = async (files: File[]) => {
    for (const chosen of files) {
      const setOne = (change: Partial<Upload>) =>
        setUploads((all) => all.map((u) => (u.name === chosen.name ? { ...u, ...change } : u)))
      setUploads((all) => [...all.filter((u) => u.name !== chosen.name), { name: chosen.name, progress: 0 }])
      if (!ACCEPTED.includes(chosen.type)) {
        setOne({ error: 'Not a JPEG, PNG, WebP or AVIF image' })
        continue
      }
      try {
        const { id: uploaded } = await services.uploadImage(chosen, '', (progress) => setOne({ progress }))
        setOne({ progress: 1 })
        const page = await services.listImages({ search: '', offset: 0, limit: PAGE })
        setQuery('')
        setImages(page.items)
        setTotal(page.total)
        setPicked(uploaded)
        setUploads((all) => all.filter((u) => u.name !== chosen.name))
      } catch (e) {
        setOne({ error: e instanceof Error ? e.message : String(e) })
      }
    }
  }

  const drop = (e: DragEvent) => {
    e.preventDefault()
    setDragging(false)
    void upload([...e.dataTransfer.files])
  }

  const pickedImage = images.find((i) => i.id === picked)

  // Portalled to the body: the field panel's `contain: content` would otherwise be the dialog's containing
  // block, squeezing it into the panel with Close and Upload off-screen.
  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      className={`media-dialog${dragging ? ' media-dialog--dragging' : ''}`}
      onCancel={(e) => {
        // Escape: the owner unmounts the dialog (and puts the focus back), so it never closes on its own.
        e.preventDefault()
        onClose()
      }}
      onKeyDown={(e) => {
        // A modal owns its keys: none reaches an editor shortcut behind it.
        e.stopPropagation()
        if (e.key === 'Escape') {
          e.preventDefault()
          onClose()
          return
        }
        // A modal keeps Tab inside: from the last control back to the first, and the reverse.
        if (e.key !== 'Tab') return
        const focusable = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
        const first = focusable[0]
        const last = focusable[focusable.length - 1]
        if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault()
          first?.focus()
        } else if (e.shiftKey && document.activeElement === first) {
          e.preventDefault()
          last?.focus()
        }
      }}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return
        e.preventDefault()
        setDragging(true)
      }}
      onDragLeave={(e) => {
        if (e.currentTarget === e.target) setDragging(false)
      }}
      onDrop={drop}
    >
      <header className="media-head">
        <h2 id={`${id}-title`}>Media library</h2>
        <button type="button" className="field-button" onClick={onClose}>
          Close
        </button>
      </header>
      <div className="media-tools">
        <label htmlFor={`${id}-search`} className="visually-hidden">
          Search images
        </label>
        <input
          ref={search}
          id={`${id}-search`}
          type="search"
          className="field-input"
          placeholder="Search by name or alt text"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <button type="button" className="field-button" onClick={() => file.current?.click()}>
          Upload…
        </button>
        <input
          ref={file}
          type="file"
          multiple
          accept={ACCEPTED.join(',')}
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Image files to upload"
          onChange={(e) => {
            const chosen = [...(e.target.files ?? [])]
            e.target.value = ''
            void upload(chosen)
          }}
        />
      </div>
      <p className="field-hint">Drop image files anywhere here to upload them.</p>
      {uploads.length > 0 ? (
        <ul className="media-uploads" aria-label="Uploads">
          {uploads.map((u) => (
            <li key={u.name}>
              <span>{u.name}</span>{' '}
              {u.error ? (
                <span className="field-refusal" role="alert">
                  {u.error}
                </span>
              ) : (
                <progress max={1} value={u.progress} aria-label={`Uploading ${u.name}`} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="media-body">
        <div className="media-grid-area">
          <p className="field-hint" role="status">
            {loading
              ? 'Loading images…'
              : error
                ? ''
                : `${total} image${total === 1 ? '' : 's'}${query.trim() ? ` match “${query.trim()}”` : ''}`}
          </p>
          {error ? (
            <p className="field-refusal" role="alert">
              {error}
            </p>
          ) : null}
          <ul className="media-grid" aria-label="Images">
            {images.map((image) => (
              <li key={image.id}>
                <button
                  type="button"
                  className="media-tile"
                  aria-pressed={image.id === picked}
                  onClick={() => setPicked(image.id)}
                >
                  <img src={image.url} alt="" loading="lazy" />
                  <span className="media-tile-name">{image.fileName}</span>
                  <span className="media-tile-usage">{usageText(image.usedOn)}</span>
                </button>
              </li>
            ))}
          </ul>
          {images.length < total ? (
            <button type="button" className="field-button" onClick={() => void more()}>
              Show more
            </button>
          ) : null}
        </div>
        {pickedImage ? (
          <ImageDetailsForm
            key={pickedImage.id}
            image={pickedImage}
            variants={variants}
            onSaved={(saved) => setImages((all) => all.map((i) => (i.id === saved.id ? saved : i)))}
            onChoose={onChoose}
            onDeleted={(deleted) => {
              setImages((all) => all.filter((i) => i.id !== deleted))
              setTotal((n) => n - 1)
              setPicked(undefined)
            }}
          />
        ) : (
          <p className="media-details field-hint">Pick an image to describe it and use it.</p>
        )}
      </div>
    </dialog>,
    document.body,
  )
}
