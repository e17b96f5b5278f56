import { ExpandedEntryForm } from './expanded-entry-form.js'

export default ExpandedEntryForm
