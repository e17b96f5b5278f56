import { createContext } from 'react'

/** How a toast looks and lasts: a confirmation fades after a few seconds; an error stays until dismissed. */
export type ToastTone = 'success' | 'error'

/** Shows short messages at the bottom of the screen (ToastProvider). */
export interface Toaster {
  show(message: string, tone?: ToastTone): void
}

export const ToastContext = createContext<Toaster | null>(null)
