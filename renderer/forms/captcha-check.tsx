/**
 * The "not a robot" check of forms with `settings.recaptcha`. This is the local stand-in that pairs with
 * the server's LocalCaptchaVerifier (no RECAPTCHA_SECRET): ticking it yields a `test-pass-…` token. With
 * RECAPTCHA_SITE_KEY on the server, the form renders Google's widget instead (RecaptchaWidget).
 */
export function CaptchaCheck({
  id,
  label,
  checked,
  error,
  onChange,
}: {
  id: string
  label: string
  checked: boolean
  error?: string
  onChange: (checked: boolean) => void
}) {
  const errorId = `${id}-error`
  return (
    <div className="lead-form__field lead-form__field--captcha">
      <label className="lead-form__choice" htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p className="lead-form__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
