import { useEffect, useRef, useState } from 'react'
import { loadRecaptcha } from './load-recaptcha.js'

/**
 * Google's reCAPTCHA v2 checkbox for a form with `settings.recaptcha` when the server has a site key
 * (`recaptcha_site_key` in the form's answer). `onToken` gets the token to post as `g-recaptcha-response`,
 * and '' when it expires or the widget fails. When the script cannot load, `unavailable` is shown.
 */
export function RecaptchaWidget({
  id,
  siteKey,
  locale,
  error,
  unavailable,
  onToken,
}: {
  id: string
  siteKey: string
  locale: string
  error?: string
  unavailable: string
  onToken: (token: string) => void
}) {
  const container = useRef<HTMLDivElement>(null)
  const callback = useRef(onToken)
  callback.current = onToken
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let cancelled = false
    loadRecaptcha()
      .then((grecaptcha) => {
        if (cancelled || !container.current || container.current.childElementCount) return
        grecaptcha.render(container.current, {
          sitekey: siteKey,
          hl: locale,
          callback: (token) => callback.current(token),
          'expired-callback': () => callback.current(''),
          'error-callback': () => callback.current(''),
        })
      })
      .catch(() => !cancelled && setFailed(true))
    return () => {
      cancelled = true
    }
  }, [siteKey, locale])
  const errorId = `${id}-error`
  return (
    <div className="lead-form__field lead-form__field--captcha">
      <div
        id={id}
        ref={container}
        className="g-recaptcha"
        data-sitekey={siteKey}
        tabIndex={-1}
        aria-describedby={error ? errorId : undefined}
      />
      {failed ? <p className="lead-form__error">{unavailable}</p> : null}
      {error ? (
        <p className="lead-form__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
