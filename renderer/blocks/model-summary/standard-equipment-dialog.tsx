import { useRenderContext } from '../../context/render-context.js'
import { ControlIcon } from '../../html/icon-svg.js'
import { RichText } from '../../html/rich-text.js'
import { uiText } from '../../html/ui-text.js'
import { useModalDialog } from '../../html/use-modal-dialog.js'

/**
 * The derivative's standard equipment in a modal: a native <dialog> (useModalDialog) in the chooser dialog's
 * frame (a sheet on phones, a panel on larger screens). It is rendered closed on the server with its
 * content, so the list is in the page's HTML for bots.
 */
export function StandardEquipmentDialog({
  id,
  open,
  onClose,
  title,
  subtitle,
  html,
}: {
  id: string
  open: boolean
  onClose: () => void
  title: string
  subtitle: string
  html: string | undefined
}) {
  const { locale } = useRenderContext()
  const ref = useModalDialog(open)
  return (
    <dialog
      ref={ref}
      id={id}
      className="chooser-dialog equipment-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={subtitle ? `${id}-subtitle` : undefined}
      // Escape fires cancel at once and close a task later: the state closes on cancel, and a close event
      // that arrives after the visitor has already opened the dialog again (an Enter right after Escape) is
      // stale and must not shut it.
      onCancel={onClose}
      onClose={() => {
        if (!ref.current?.open) onClose()
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className="chooser-dialog__panel">
        <div className="chooser-dialog__header equipment-dialog__header">
          <div>
            <h2 className="chooser-dialog__title" id={`${id}-title`}>
              {title}
            </h2>
            {subtitle ? (
              <p className="equipment-dialog__subtitle" id={`${id}-subtitle`}>
                {subtitle}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            className="chooser-dialog__close"
            aria-label={uiText(locale).close}
            onClick={onClose}
          >
            <ControlIcon name="close" />
          </button>
        </div>
        <RichText html={html} className="equipment-dialog__content" />
      </div>
    </dialog>
  )
}
