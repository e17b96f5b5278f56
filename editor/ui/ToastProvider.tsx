import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { ToastContext, type ToastTone } from './toast-context.js'
import './ui.css'

interface Toast {
  id: number
  message: string
  tone: ToastTone
}

/** How long a confirmation stays, unless the pointer or the focus is on it. */
const SHOW_MS = 6000

/**
 * Toasts for the app inside it (useToast). Both live regions are in the page from the start, so screen
 * readers announce what arrives: confirmations politely (role="status"), errors at once (role="alert").
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const next = useRef(1)
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), [])
  const toaster = useMemo(
    () => ({
      show(message: string, tone: ToastTone = 'success') {
        const id = next.current++
        setToasts((all) => [...all.filter((t) => t.message !== message), { id, message, tone }])
      },
    }),
    [],
  )
  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <div className="ui-toasts">
        <div role="status" className="ui-toasts__region" data-testid="toasts">
          {toasts
            .filter((t) => t.tone === 'success')
            .map((t) => (
              <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
            ))}
        </div>
        <div role="alert" className="ui-toasts__region" data-testid="error-toasts">
          {toasts
            .filter((t) => t.tone === 'error')
            .map((t) => (
              <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
            ))}
        </div>
      </div>
    </ToastContext.Provider>
  )
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const [held, setHeld] = useState(false)
  useEffect(() => {
    if (toast.tone === 'error' || held) return
    const timer = setTimeout(() => onDismiss(toast.id), SHOW_MS)
    return () => clearTimeout(timer)
  }, [toast, held, onDismiss])
  return (
    <div
      className={`ui-toast ui-toast--${toast.tone}`}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p className="ui-toast__text">{toast.message}</p>
      <button
        type="button"
        className="ui-toast__dismiss"
        aria-label="Dismiss"
        onClick={() => onDismiss(toast.id)}
      >
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M1 1l10 10M11 1L1 11" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  )
}
