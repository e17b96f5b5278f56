import { useContext } from 'react'
import { ToastContext, type Toaster } from './toast-context.js'

/** The toasts of the app around this component; throws when there is no <ToastProvider> above it. */
export function useToast(): Toaster {
  const toaster = useContext(ToastContext)
  if (!toaster) throw new Error('[ui] useToast needs a <ToastProvider> around it')
  return toaster
}
