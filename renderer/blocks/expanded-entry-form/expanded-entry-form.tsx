import type { BlockProps } from '../../block-props.js'
import { EntryFormView } from './entry-form-view.js'

/** The expanded entry form block (002 §3); see EntryFormView. */
export function ExpandedEntryForm({ block, attributes, data }: BlockProps<'expanded-entry-form'>) {
  return <EntryFormView block={block} attributes={attributes} data={data} />
}
