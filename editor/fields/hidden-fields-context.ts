import { createContext, useContext } from 'react'
import { hiddenFieldName } from './hideable-fields.js'

/**
 * The names a block's hidden_fields holds, so each field of its form can say it is hidden on the page.
 * Forms without the list (page settings, visibility) have none.
 */
export const HiddenFieldsContext = createContext<readonly string[]>([])

/** True when the field at `path` (in the block's attributes) is listed in the block's hidden_fields. */
export function useHiddenOnPage(path: readonly (string | number)[]): boolean {
  const hidden = useContext(HiddenFieldsContext)
  return hidden.length > 0 && hidden.includes(hiddenFieldName(path))
}
