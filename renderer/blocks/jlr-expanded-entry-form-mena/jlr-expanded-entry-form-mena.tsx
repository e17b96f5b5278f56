import type { BlockProps } from '../../block-props.js'
import { EntryFormView } from '../expanded-entry-form/entry-form-view.js'

/**
 * The expanded entry form for the MENA sites (002 §2 jlr-expanded-entry-form-mena): the same content, tabs
 * and form as the expanded entry form, laid over its image on wide screens, in the block's own direction
 * (dir: an Arabic form on an English page) and with the form first when is_reversed is on.
 */
export function JlrExpandedEntryFormMena({
  block,
  attributes: a,
  data,
}: BlockProps<'jlr-expanded-entry-form-mena'>) {
  const { dir, is_reversed, ...attributes } = a
  return (
    <EntryFormView
      block={block}
      attributes={attributes}
      data={data}
      layout={{ overImage: true, dir: dir || undefined, reversed: is_reversed ?? false }}
    />
  )
}
