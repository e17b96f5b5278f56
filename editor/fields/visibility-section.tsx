import { useMemo } from 'react'
import { BLOCK_VISIBILITY_SCHEMA } from '../../engine/registry/page-settings-schemas.js'
import { visibilityNow } from '../../engine/visibility/visibility-now.js'
import type { Block } from '../../templates/generated/types.js'
import { valueFieldActions } from './field-actions.js'
import { SettingsFields } from './settings-form.js'

/**
 * When a block shows: its schedule and its dynamic-content strategy, edited with the block fields' widgets
 * as undoable `updateVisibility` actions, under a line that says whether shoppers see it now.
 */
export function VisibilitySection({ block, pointer }: { block: Block; pointer: string }) {
  const blockId = block.id
  const actions = useMemo(
    () => valueFieldActions((path, value) => ({ type: 'updateVisibility', blockId, path, value })),
    [blockId],
  )
  const now = visibilityNow(block.visibility, Date.now())
  return (
    <section className="field-visibility" aria-labelledby={`${blockId}-visibility`}>
      <h3 id={`${blockId}-visibility`} className="field-panel-subtitle">
        Visibility
      </h3>
      <p
        className={`field-schedule-now field-schedule-now--${now.shown ? 'shown' : 'hidden'}`}
        data-testid="visibility-now"
      >
        {now.text}
        {now.detail ? ` (${now.detail})` : ''}
      </p>
      <SettingsFields
        schema={BLOCK_VISIBILITY_SCHEMA}
        value={block.visibility as Record<string, unknown> | undefined}
        pointer={`${pointer}/visibility`}
        actions={actions}
      />
    </section>
  )
}
