import { useEffect, useState } from 'react'
import { shouldConfirmExit, type ExitPopupSettings } from '../../../engine/rules/exit-popup.js'
import { isExternalUrl } from '../../../engine/rules/external-url.js'
import { Modal } from '../Modal.js'

export interface ExitPopupProps {
  settings: ExitPopupSettings
  closeLabel: string
}

/**
 * The exit popup (island "layout:exit-popup", 001 §2, §4): clicks on links that leave the site and match the
 * whitelist but not the blacklist are held, and a dialog asks with the copy; ok follows the link (in a new
 * tab when the link asked for one), cancel closes. Listens in the capture phase so it sees the click before
 * anything navigates.
 */
export default function ExitPopup({ settings, closeLabel }: ExitPopupProps) {
  const [pending, setPending] = useState<{ href: string; newTab: boolean } | null>(null)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement)) return
      if (!isExternalUrl(link.href, window.location.host) || !shouldConfirmExit(link.href, settings)) return
      event.preventDefault()
      const newTab = link.target === '_blank' || event.ctrlKey || event.metaKey || event.shiftKey
      setPending({ href: link.href, newTab })
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [settings])

  const proceed = () => {
    if (!pending) return
    if (pending.newTab) window.open(pending.href, '_blank', 'noopener,noreferrer')
    else window.location.assign(pending.href)
    setPending(null)
  }

  return (
    <Modal
      open={pending !== null}
      onClose={() => setPending(null)}
      label={settings.copy}
      closeLabel={closeLabel}
      className="exit-popup"
    >
      <p className="exit-popup__copy">{settings.copy}</p>
      <div className="exit-popup__actions">
        <button type="button" className="button button--secondary" onClick={() => setPending(null)}>
          {settings.cancel}
        </button>
        <button type="button" className="button button--primary" onClick={proceed}>
          {settings.ok}
        </button>
      </div>
    </Modal>
  )
}
