import { useState } from 'react'
import { useRenderContext } from '../../context/render-context.js'
import { ChooserDialog } from '../../html/chooser-dialog.js'
import { ControlIcon } from '../../html/icon-svg.js'
import { tabIds } from '../../html/tab-ids.js'
import { uiText } from '../../html/ui-text.js'
import { ChoiceButton } from './ChoiceButton.js'

/**
 * The phones' way to choose a tab (has_modal): a choice button showing the open tab's label that opens a
 * list of the tabs in a dialog. The block shows it instead of its TabList below 741 px, in its own CSS.
 */
export function TabChooser({
  blockId,
  labels,
  selected,
  onSelect,
  title,
  className,
}: {
  blockId: string
  labels: readonly string[]
  selected: number
  onSelect: (index: number) => void
  /** The dialog's title, usually the block heading. */
  title?: string
  className: string
}) {
  const t = uiText(useRenderContext().locale)
  const [choosing, setChoosing] = useState(false)
  return (
    <>
      <ChoiceButton
        className={className}
        icon={<ControlIcon name="chevron-down" />}
        onClick={() => setChoosing(true)}
      >
        <span className={`${className}-label`}>{labels[selected]}</span>
      </ChoiceButton>
      <ChooserDialog
        id={`${tabIds(blockId, 0).tab}-chooser`}
        open={choosing}
        onClose={() => setChoosing(false)}
        title={title || t.chooseTab}
        options={labels}
        selected={selected}
        onPick={(i) => {
          onSelect(i)
          setChoosing(false)
        }}
        closeLabel={t.close}
      />
    </>
  )
}
