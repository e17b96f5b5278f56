import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { plainLabel } from '../../engine/forms/field-label-text.js'
import type { FormDefinition, LeadAttributes, LeadFieldError } from '../../engine/forms/form-definition.js'
import { leadRuleMessages } from '../../engine/forms/lead-rule-messages.js'
import { validateLead } from '../../engine/forms/validate-lead.js'
import { useRenderContext } from '../context/render-context.js'
import { classNames } from '../html/class-names.js'
import { CaptchaCheck } from './captcha-check.js'
import { CAPTCHA_FIELD } from './captcha-field.js'
import { ErrorSummary } from './error-summary.js'
import { FormFieldInput } from './form-field-input.js'
import { formText } from './form-text.js'
import { initialValues } from './initial-values.js'
import { createLeadPoster, type LeadPoster } from './lead-poster.js'
import { RecaptchaWidget } from './recaptcha-widget.js'
import { useLocationValues } from './use-location-values.js'

/** What a form block tells its form (002 §3 common form fields, the offers block's error texts). */
export interface LeadFormOptions {
  /** The block id: the base of every element id (islands cannot use useId()). */
  blockId: string
  hidden?: Record<string, string>
  paramsMapping?: Record<string, string>
  locationParamsMapping?: Record<string, string>
  locationMapping?: Record<string, string>
  twoColumns?: boolean
  buttonPosition?: 'left' | 'center' | 'right'
  /** Shown when the post fails; default the spec's "Something went wrong, please try again.". */
  errorText?: string
  /** The retry button; default "Try again". */
  retryLabel?: string
  /** The accessible name of the form. */
  label?: string
  /** For tests: how leads are posted. */
  poster?: LeadPoster
  /**
   * The server's answer to a post sent without JavaScript that needs attention: the values sent and the
   * errors beside them. Such a form shows every step's fields at once (it is not hydrated).
   */
  returned?: { values: LeadAttributes; errors: LeadFieldError[]; back?: string }
}

type Phase = 'editing' | 'sending' | 'failed' | 'done'

/**
 * The form itself: its fields by type (in steps when the definition has them), the browser-side rules of
 * the shared `validateLead` (errors beside the fields and in a summary, the first invalid field focused),
 * and the post with its thank-you, redirect or failure state.
 */
export function LeadFormBody({
  definition,
  blockId,
  hidden,
  paramsMapping,
  locationParamsMapping,
  locationMapping,
  twoColumns = false,
  buttonPosition = 'left',
  errorText,
  retryLabel,
  label,
  poster: givenPoster,
  returned,
}: LeadFormOptions & { definition: FormDefinition }) {
  const { locale } = useRenderContext()
  const text = formText(locale)
  const ruleMessages = leadRuleMessages(locale)
  const base = `${blockId.replace(/[^A-Za-z0-9_-]/g, '-')}-form`
  const idOf = (name: string) => `${base}-${name}`
  const fieldsByName = useMemo(() => new Map(definition.fields.map((f) => [f.name, f])), [definition])
  const steps = useMemo(
    () =>
      definition.steps?.length && !returned
        ? definition.steps
        : [{ id: 'all', title: '', fields: definition.fields.map((f) => f.name) }],
    [definition],
  )
  // The server renders the values without the page's query (the page is cached by its path), so the
  // first browser render matches it; the query's values come in right after hydration.
  const [values, setValues] = useState<LeadAttributes>(() => ({
    ...initialValues(definition, { hidden, params: paramsMapping }),
    ...returned?.values,
  }))
  useEffect(() => {
    if (!window.location.search) return
    const query = Object.fromEntries(new URLSearchParams(window.location.search))
    setValues(initialValues(definition, { hidden, params: paramsMapping, query }))
    // Once, on hydration: later renders keep what the visitor typed.
  }, [])
  const located = useLocationValues(locationParamsMapping, locationMapping)
  useEffect(() => {
    // A location arrives after the first render: it fills the fields it maps that are still empty.
    const entries = Object.entries(located).filter(([name]) => fieldsByName.has(name))
    if (entries.length)
      setValues((prev) => {
        const next = { ...prev }
        for (const [name, value] of entries) if (!next[name]) next[name] = value
        return next
      })
  }, [located, fieldsByName])
  const [step, setStep] = useState(0)
  const [errors, setErrors] = useState<LeadFieldError[]>(returned?.errors ?? [])
  const [showSummary, setShowSummary] = useState(Boolean(returned?.errors.length))
  const [phase, setPhase] = useState<Phase>('editing')
  const [notRobot, setNotRobot] = useState(false)
  const captcha = definition.settings.recaptcha
  // With the server's site key, Google's widget gives the token; without, the local check stands in.
  const siteKey = captcha ? definition.recaptcha_site_key : undefined
  const [token, setToken] = useState('')
  const [widgetKey, setWidgetKey] = useState(0)
  const [focusRequest, setFocusRequest] = useState<{ target: string; n: number } | null>(null)
  const poster = useRef<LeadPoster>(givenPoster ?? createLeadPoster(definition.id))
  const stepHeading = useRef<HTMLParagraphElement>(null)
  const doneHeading = useRef<HTMLHeadingElement>(null)
  const failedBox = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!focusRequest) return
    const { target } = focusRequest
    if (target === ':step') stepHeading.current?.focus()
    else if (target === ':done') doneHeading.current?.focus()
    else if (target === ':failed') failedBox.current?.focus()
    else document.getElementById(target)?.focus()
  }, [focusRequest])
  const focus = (target: string) => setFocusRequest((prev) => ({ target, n: (prev?.n ?? 0) + 1 }))

  const visibleOn = (index: number) =>
    (steps[index]?.fields ?? []).filter((name) => fieldsByName.get(name)?.type !== 'hidden')
  const errorOf = (name: string) => errors.find((e) => e.field === name)?.message

  /** The shared rules for some fields: errors of those fields only, in form order. */
  const check = (names: readonly string[]) => {
    const wanted = new Set(names)
    return validateLead(definition, values, ruleMessages).filter((e) => wanted.has(e.field))
  }

  const showErrors = (found: LeadFieldError[]) => {
    setErrors(found)
    setShowSummary(true)
    const firstVisible = found.find((e) => {
      const field = fieldsByName.get(e.field)
      return (field && field.type !== 'hidden') || (e.field === CAPTCHA_FIELD && captcha)
    })
    if (!firstVisible) return focus(`${base}-summary`)
    const stepOfError =
      firstVisible.field === CAPTCHA_FIELD
        ? steps.length - 1
        : steps.findIndex((s) => s.fields.includes(firstVisible.field))
    if (stepOfError >= 0 && stepOfError !== step) setStep(stepOfError)
    focus(idOf(firstVisible.field))
  }

  const send = async () => {
    setPhase('sending')
    // Google's token, or the local stand-in's when the server has no site key (see CaptchaCheck).
    const outcome = await poster.current.send(
      values,
      captcha ? (siteKey ? token : `test-pass-${definition.id}`) : undefined,
    )
    if (siteKey && outcome.kind !== 'created') {
      // A reCAPTCHA token is good for one verification: a new widget for the next try.
      setToken('')
      setWidgetKey((n) => n + 1)
    }
    if (outcome.kind === 'created') {
      const redirect = definition.settings.thank_you.redirect_url
      if (redirect) {
        window.location.assign(redirect)
        return
      }
      setPhase('done')
      focus(':done')
    } else if (outcome.kind === 'invalid') {
      setPhase('editing')
      // The server answers in English: the same rules here give its messages in the page's language.
      const local = validateLead(definition, values, ruleMessages)
      showErrors(outcome.errors.map((e) => local.find((l) => l.field === e.field) ?? e))
    } else {
      setPhase('failed')
      focus(':failed')
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (phase === 'sending') return
    const last = step === steps.length - 1
    // Every field of this and the earlier steps; on the last step every field (hidden ones included).
    const names = last
      ? definition.fields.map((f) => f.name)
      : steps.slice(0, step + 1).flatMap((s) => s.fields)
    const found = check(names)
    if (last && captcha && !(siteKey ? token : notRobot))
      found.push({ field: CAPTCHA_FIELD, message: text.confirmNotRobot })
    if (found.length) return showErrors(found)
    setErrors([])
    setShowSummary(false)
    if (!last) {
      setStep(step + 1)
      focus(':step')
      return
    }
    void send()
  }

  const update = (name: string, value: LeadAttributes[string]) => {
    const next = { ...values, [name]: value }
    setValues(next)
    // Once a field shows an error, it is checked again on every change, so the message goes when fixed.
    if (errors.some((e) => e.field === name)) {
      const again = validateLead(definition, next, ruleMessages).find((e) => e.field === name)
      setErrors((prev) =>
        again ? prev.map((e) => (e.field === name ? again : e)) : prev.filter((e) => e.field !== name),
      )
    }
  }
  if (phase === 'done')
    return (
      <div className="lead-form lead-form--done" role="status">
        <h3 className="lead-form__thanks-heading" tabIndex={-1} ref={doneHeading}>
          {definition.settings.thank_you.heading.trim() || text.thanks}
        </h3>
        <p className="lead-form__thanks-message">
          {definition.settings.thank_you.message.trim() || text.thanksMessage}
        </p>
      </div>
    )
  if (phase === 'failed')
    return (
      <div className="lead-form lead-form--failed" role="alert" tabIndex={-1} ref={failedBox}>
        <p className="lead-form__note">{errorText || text.failed}</p>
        <button type="button" className="button button--secondary" onClick={() => void send()}>
          {retryLabel || text.tryAgain}
        </button>
      </div>
    )

  const current = steps[step]!
  const last = step === steps.length - 1
  const summaryErrors = showSummary ? errors : []
  return (
    <form
      className="lead-form"
      noValidate
      aria-label={label || definition.name}
      onSubmit={onSubmit}
      data-testid={`lead-form:${definition.id}`}
      // Without JavaScript the browser posts the fields itself (urlencoded): the server stores the lead
      // through the same checks and answers a page (docs/decisions/016).
      method="post"
      action={`/forms/${encodeURIComponent(definition.id)}/leads`}
    >
      <input type="hidden" name="_locale" value={locale} />
      {returned?.back ? <input type="hidden" name="_back" value={returned.back} /> : null}
      {definition.fields.map((field) =>
        field.type === 'hidden' ? (
          <input key={field.name} type="hidden" name={field.name} value={String(values[field.name] ?? '')} />
        ) : null,
      )}
      {captcha ? (
        <noscript>
          <p className="lead-form__note">{text.captchaNeedsScript}</p>
        </noscript>
      ) : null}
      <div id={`${base}-summary`} className="lead-form__summary-slot" tabIndex={-1}>
        <ErrorSummary
          errors={summaryErrors}
          title={text.summaryTitle(summaryErrors.length)}
          labelOf={(name) => {
            if (name === CAPTCHA_FIELD && captcha) return text.notRobot
            const field = fieldsByName.get(name)
            // A post without JavaScript can hold any name: the page sent back names what it refused.
            if (!field) return returned ? name : undefined
            return field.type !== 'hidden' ? plainLabel(field.label) : undefined
          }}
          idOf={idOf}
        />
      </div>
      {steps.length > 1 ? (
        <p className="lead-form__step" tabIndex={-1} ref={stepHeading}>
          <span className="lead-form__step-count">{text.stepOf(step + 1, steps.length)}</span>
          {current.title ? <span className="lead-form__step-title">{current.title}</span> : null}
        </p>
      ) : null}
      <div className={classNames('lead-form__fields', twoColumns && 'lead-form__fields--two-columns')}>
        {visibleOn(step).map((name) => {
          const field = fieldsByName.get(name)
          if (!field) return null
          return (
            <FormFieldInput
              key={name}
              field={field}
              id={idOf(name)}
              value={values[name] ?? ''}
              error={errorOf(name)}
              onChange={(value) => update(name, value)}
              chooseLabel={text.choose}
            />
          )
        })}
      </div>
      {captcha && last && siteKey ? (
        <RecaptchaWidget
          key={widgetKey}
          id={idOf(CAPTCHA_FIELD)}
          siteKey={siteKey}
          locale={locale}
          error={errorOf(CAPTCHA_FIELD)}
          unavailable={text.captchaUnavailable}
          onToken={(next) => {
            setToken(next)
            if (next) setErrors((prev) => prev.filter((e) => e.field !== CAPTCHA_FIELD))
          }}
        />
      ) : captcha && last ? (
        <CaptchaCheck
          id={idOf(CAPTCHA_FIELD)}
          label={text.notRobot}
          checked={notRobot}
          error={errorOf(CAPTCHA_FIELD)}
          onChange={(checked) => {
            setNotRobot(checked)
            if (checked) setErrors((prev) => prev.filter((e) => e.field !== CAPTCHA_FIELD))
          }}
        />
      ) : null}
      <div className={`lead-form__actions lead-form__actions--${buttonPosition}`}>
        {step > 0 ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setStep(step - 1)
              setShowSummary(false)
              focus(':step')
            }}
          >
            {text.back}
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={phase === 'sending'}>
          {phase === 'sending'
            ? text.sending
            : last
              ? definition.settings.submit_label || text.submit
              : text.next}
        </button>
      </div>
    </form>
  )
}
