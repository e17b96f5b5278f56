/** Google's reCAPTCHA v2 script, explicit rendering (the form renders its widget when it mounts). */
export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit'

/** The part of Google's `grecaptcha` the form uses. */
export interface Grecaptcha {
  ready(callback: () => void): void
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string
      callback: (token: string) => void
      'expired-callback': () => void
      'error-callback': () => void
      hl?: string
    },
  ): number
  reset(widgetId?: number): void
}

let loading: Promise<Grecaptcha> | undefined

/**
 * Google's reCAPTCHA script, loaded once per page with the page's CSP nonce (read from the page's own
 * scripts: the browser keeps a nonce in the `nonce` property only). Resolves with `grecaptcha` once it is
 * ready; a page that already has it (loaded another way) is not asked twice.
 */
export function loadRecaptcha(): Promise<Grecaptcha> {
  const win = window as unknown as { grecaptcha?: Grecaptcha }
  if (win.grecaptcha) return new Promise((resolve) => win.grecaptcha!.ready(() => resolve(win.grecaptcha!)))
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = RECAPTCHA_SCRIPT
    script.async = true
    script.defer = true
    const page = document.querySelector<HTMLScriptElement>('script[nonce]')
    const nonce = page?.nonce || page?.getAttribute('nonce')
    if (nonce) script.setAttribute('nonce', nonce)
    script.addEventListener('load', () => {
      const loaded = win.grecaptcha
      if (loaded) loaded.ready(() => resolve(loaded))
      else reject(new Error('reCAPTCHA did not load'))
    })
    script.addEventListener('error', () => {
      loading = undefined
      reject(new Error('reCAPTCHA did not load'))
    })
    document.head.appendChild(script)
  })
  return loading
}
