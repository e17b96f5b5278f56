import { useId, useState } from 'react'
import { ConfirmDialog } from '../../ui/ConfirmDialog.js'
import { useFieldServices } from '../field-services-context.js'
import { FocalPointPicker } from './FocalPointPicker.js'
import { usageText, type ImageDetails, type LibraryImage } from './library-image.js'
import type { Variant } from './variant-ratios.js'

const sameDetails = (a: ImageDetails, b: ImageDetails) =>
  a.alt === b.alt && a.decorative === b.decorative && a.focal.x === b.focal.x && a.focal.y === b.focal.y

/**
 * One image of the library, to describe and choose: alt text (required unless the image is decorative),
 * the focal point, the field's variants cropped around it, and the pages that use it. Choosing saves the
 * details first when they changed, so the library and the page agree.
 */
export function ImageDetailsForm({
  image,
  variants,
  onSaved,
  onChoose,
  onDeleted,
}: {
  image: LibraryImage
  variants: Variant[]
  onSaved(image: LibraryImage): void
  onChoose(image: LibraryImage): void
  onDeleted(id: string): void
}) {
  const services = useFieldServices()
  const id = useId()
  const saved: ImageDetails = { alt: image.alt, decorative: image.decorative, focal: image.focal }
  const [details, setDetails] = useState<ImageDetails>(saved)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const missingAlt = !details.decorative && details.alt.trim() === ''
  const position = `${details.focal.x * 100}% ${details.focal.y * 100}%`

  const choose = async () => {
    if (missingAlt) return
    setBusy(true)
    setError(null)
    try {
      const current = sameDetails(details, saved) ? image : await services.updateImage(image.id, details)
      onSaved(current)
      onChoose(current)
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
    } finally {
      setBusy(false)
    }
  }

  const remove = async () => {
    setConfirming(false)
    setBusy(true)
    setError(null)
    try {
      await services.deleteImage(image.id)
      onDeleted(image.id)
    } catch (e) {
      // An image in use is refused; the message names the pages.
      setError(e instanceof Error ? e.message : String(e))
      setBusy(false)
    }
  }

  return (
    <section className="media-details" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`} className="media-details-name">
        {image.fileName}
      </h3>
      <p className="field-hint">
        {image.width} × {image.height} px · {usageText(image.usedOn)}
        {image.usedOn.length > 0 ? `: ${image.usedOn.map((p) => p.title || p.path).join(', ')}` : ''}
      </p>
      <FocalPointPicker
        src={image.url}
        focal={details.focal}
        onChange={(focal) => setDetails({ ...details, focal })}
      />
      {variants.length > 0 ? (
        <div className="media-variants" role="group" aria-label="Variants of this field">
          {variants.map((v) => (
            <figure key={v.label} className="media-variant">
              <img
                src={image.url}
                alt=""
                style={{ aspectRatio: `${v.width} / ${v.height}`, objectPosition: position }}
              />
              <figcaption>{v.label}</figcaption>
            </figure>
          ))}
        </div>
      ) : null}
      <label className="media-check">
        <input
          type="checkbox"
          checked={details.decorative}
          onChange={(e) => setDetails({ ...details, decorative: e.target.checked })}
        />
        Decorative (screen readers skip it; no alt text)
      </label>
      {details.decorative ? null : (
        <>
          <label htmlFor={`${id}-alt`} className="field-label">
            Alt text <span className="field-required">*</span>
          </label>
          <input
            id={`${id}-alt`}
            className="field-input"
            value={details.alt}
            maxLength={300}
            aria-invalid={missingAlt || undefined}
            aria-describedby={missingAlt ? `${id}-alt-missing` : undefined}
            onChange={(e) => setDetails({ ...details, alt: e.target.value })}
          />
          {missingAlt ? (
            <p id={`${id}-alt-missing`} className="field-refusal">
              Describe the image, or mark it decorative.
            </p>
          ) : null}
        </>
      )}
      {error ? (
        <p className="field-refusal" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="field-button media-choose"
        disabled={busy || missingAlt}
        onClick={() => void choose()}
      >
        Use this image
      </button>
      <button
        type="button"
        className="field-button field-button-danger"
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        Delete from library
      </button>
      {confirming ? (
        <ConfirmDialog
          title={`Delete ${image.fileName} from the library?`}
          confirmLabel="Delete image"
          danger
          onCancel={() => setConfirming(false)}
          onConfirm={remove}
        >
          <p>An image a page still uses is not deleted: the pages that use it are named instead.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  )
}
