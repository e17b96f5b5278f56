import type { PostcodeSearch } from '../../../engine/stock-locator/postcode-search.js'
import { Modal } from '../../layout/Modal.js'
import { PostcodeSearchForm, type PostcodeLabels } from './PostcodeSearchForm.js'
import type { LocatorRetailer } from './stock-list-data.js'

/**
 * The postcode modal (000 §2, §5): opens when a postcode search finds no dealers and cannot be closed
 * (no close button, no Escape, no backdrop click); the way on is another search, or clearing it.
 */
export function PostcodeModal({
  open,
  heading,
  text,
  value,
  retailers,
  labels,
  onSearch,
  idPrefix,
}: {
  open: boolean
  heading: string
  text: string
  value: PostcodeSearch
  retailers: readonly LocatorRetailer[]
  labels: PostcodeLabels
  onSearch: (search: PostcodeSearch) => void
  idPrefix: string
}) {
  return (
    <Modal open={open} label={heading} closable={false} className="postcode-modal">
      <h2 className="postcode-modal__heading">{heading}</h2>
      <p>{text}</p>
      <PostcodeSearchForm
        value={value}
        retailers={retailers}
        labels={labels}
        onSearch={onSearch}
        idPrefix={`${idPrefix}-modal`}
      />
    </Modal>
  )
}
