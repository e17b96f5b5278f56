import { useEffect, useMemo, useRef, useState } from 'react'
import { dayNumber } from '../../../engine/dates/day-number.js'
import { isoOfDay } from '../../../engine/dates/iso-of-day.js'
import { todayIso } from '../../../engine/dates/today-iso.js'
import type { FormDefinition, LeadAttributes, LeadFieldError } from '../../../engine/forms/form-definition.js'
import { leadRuleMessages } from '../../../engine/forms/lead-rule-messages.js'
import { validateLead } from '../../../engine/forms/validate-lead.js'
import { controllerBaseline } from '../../../engine/rent-a-car/controller-baseline.js'
import { initialRentalChoice } from '../../../engine/rent-a-car/initial-rental-choice.js'
import { locationStepErrors } from '../../../engine/rent-a-car/location-step-errors.js'
import type { RentalChoice } from '../../../engine/rent-a-car/rent-a-car-types.js'
import { rentalDays } from '../../../engine/rent-a-car/rental-days.js'
import { rentalExtras } from '../../../engine/rent-a-car/rental-extras.js'
import { rentalOptions } from '../../../engine/rent-a-car/rental-options.js'
import { rentalQuote } from '../../../engine/rent-a-car/rental-quote.js'
import { rentalSummaryValues } from '../../../engine/rent-a-car/rental-summary-values.js'
import { fillPlaceholders } from '../../../engine/rules/fill-placeholders.js'
import type { PriceSettings } from '../../../engine/storefront/price-settings.js'
import type { RentACarAttributes } from '../../../templates/generated/types.js'
import { CAPTCHA_FIELD } from '../../forms/captcha-field.js'
import { formText } from '../../forms/form-text.js'
import { initialValues } from '../../forms/initial-values.js'
import { uiText } from '../../html/ui-text.js'
import { createLeadPoster, type LeadPoster } from '../../forms/lead-poster.js'
import { rentalHiddenValues } from './rental-hidden-values.js'
import { rentalSteps } from './rental-steps.js'
import type { RentACarText } from './rent-a-car-text.js'
import { rentACarViewText } from './rent-a-car-view-text.js'

/** Where the enquiry stands once the shopper sends it. */
export type RentalPhase = 'editing' | 'sending' | 'sent' | 'failed'

/** How far ahead a car can be booked: a year (the calendar's last month). */
const BOOKING_WINDOW_DAYS = 365

/**
 * The booking overlay's state and its moves: which step is open, what the shopper chose, their contact
 * details, the errors of the step they tried to leave, and the enquiry's post (a lead of the contact
 * step's form through the Forms API, with an Idempotency-Key, so "Try again" never stores it twice). The
 * state lives with the block, not the overlay, so closing and reopening keeps what was entered; after a
 * sent enquiry, closing starts afresh.
 */
export function useRentalJourney({
  attributes: a,
  definition,
  formState,
  text,
  locale,
  prices,
  idBase,
}: {
  attributes: RentACarAttributes
  /** The contact step's form, once known. */
  definition: FormDefinition | undefined
  /** Where the form's definition stands: 'none' when the block names no form. */
  formState: 'none' | 'loading' | 'ready' | 'missing' | 'failed'
  text: RentACarText
  locale: string
  prices: PriceSettings
  /** The base of the overlay's element ids (unique in the page). */
  idBase: string
}) {
  const locations = a.locations_json?.locations_list ?? []
  const vehicles = a.vehicles_json?.vehicles_list ?? []
  const options = useMemo(() => rentalOptions(a.additional_json), [a.additional_json])
  const extrasByStep = useMemo(() => rentalExtras(a.groups?.slice(0, 4)), [a.groups])
  const extras = useMemo(() => extrasByStep.flat(), [extrasByStep])
  const steps = useMemo(() => rentalSteps(a.groups), [a.groups])
  const ruleMessages = leadRuleMessages(locale)

  const [open, setOpen] = useState(false)
  const [step, setStep] = useState(0)
  const [choice, setChoice] = useState<RentalChoice>(() => initialRentalChoice(extras))
  const [contact, setContact] = useState<LeadAttributes>({})
  const [errors, setErrors] = useState<LeadFieldError[]>([])
  const [phase, setPhase] = useState<RentalPhase>('editing')
  const [today, setToday] = useState('')
  const [notRobot, setNotRobot] = useState(false)
  const [token, setToken] = useState('')
  const [focusRequest, setFocusRequest] = useState<{ target: string; n: number } | null>(null)
  const poster = useRef<LeadPoster | null>(null)

  // The contact form's starting values (its defaults), once its definition is there.
  useEffect(() => {
    if (definition) setContact(initialValues(definition))
  }, [definition])

  useEffect(() => {
    if (!focusRequest) return
    document.getElementById(focusRequest.target)?.focus()
  }, [focusRequest])
  const focus = (target: string) => setFocusRequest((prev) => ({ target, n: (prev?.n ?? 0) + 1 }))

  const limits = {
    min: today || undefined,
    max: today ? isoOfDay((dayNumber(today) ?? 0) + BOOKING_WINDOW_DAYS) : undefined,
  }
  const days = rentalDays(choice.pickupDate, choice.dropoffDate) ?? 1
  const vehicle = vehicles.find((v) => v.nameplate_name === choice.vehicle)
  const quote = rentalQuote(vehicle, days, extras, choice.extras, (extra) =>
    controllerBaseline(extra.subitem.controller),
  )
  const placeholders = rentalSummaryValues({
    choice,
    locations,
    vehicles,
    options,
    quote,
    prices,
    words: {
      extrasNone: text.extras_none,
      toggleOff: text.toggle_off,
      comma: uiText(locale).comma,
      units: { km: text.unit_km, mi: text.unit_mi },
    },
  })
  const summary = fillPlaceholders(
    a.form_summary_template || rentACarViewText(locale).summary_template,
    placeholders,
  )
  const visibleFields = (definition?.fields ?? []).filter((f) => f.type !== 'hidden').map((f) => f.name)
  const captcha = definition?.settings.recaptcha ?? false
  const siteKey = captcha ? definition?.recaptcha_site_key : undefined

  const example = () => placeholders.pickup_date || today
  /** The current step's errors, in the order its fields show. */
  const stepErrors = (index: number): LeadFieldError[] => {
    const current = steps[index]
    if (current?.kind === 'location')
      return locationStepErrors(choice, { locations, vehicles, options, limits }).map((e) => ({
        field: e.field,
        message: fillPlaceholders(text[e.code], { example: example() }),
      }))
    if (current?.kind === 'contact') {
      if (!definition) return [{ field: ':form', message: text.unavailable }]
      const wanted = new Set(visibleFields)
      return validateLead(definition, contact, ruleMessages).filter((e) => wanted.has(e.field))
    }
    if (current?.kind === 'summary' && captcha && !(siteKey ? token : notRobot))
      return [{ field: CAPTCHA_FIELD, message: formText(locale).confirmNotRobot }]
    return []
  }

  const fieldId = (field: string) =>
    visibleFields.includes(field) ? `${idBase}-contact-${field}` : `${idBase}-${field}`
  const showErrors = (found: LeadFieldError[]) => {
    setErrors(found)
    const first = found[0]
    focus(first && first.field !== ':form' ? fieldId(first.field) : `${idBase}-errors`)
  }
  const goTo = (index: number) => {
    setErrors([])
    setStep(index)
    focus(`${idBase}-step-title`)
  }

  const send = async () => {
    if (!definition) return
    setPhase('sending')
    poster.current ??= createLeadPoster(definition.id)
    const query = Object.fromEntries(new URLSearchParams(window.location.search))
    const hidden = rentalHiddenValues(
      definition,
      a.form_hidden_field_mapping,
      { ...placeholders, summary },
      query,
    )
    const outcome = await poster.current.send(
      { ...contact, ...hidden },
      captcha ? (siteKey ? token : `test-pass-${definition.id}`) : undefined,
    )
    if (outcome.kind === 'created') {
      setPhase('sent')
      focus(`${idBase}-outcome`)
      return
    }
    if (siteKey) setToken('')
    const contactStep = steps.findIndex((s) => s.kind === 'contact')
    if (outcome.kind === 'invalid' && outcome.errors.some((e) => visibleFields.includes(e.field))) {
      // The shopper can fix these: back to their details, the page's own wording beside each field.
      setPhase('editing')
      setStep(contactStep)
      const local = validateLead(definition, contact, ruleMessages)
      showErrors(
        outcome.errors
          .filter((e) => visibleFields.includes(e.field))
          .map((e) => local.find((l) => l.field === e.field) ?? e),
      )
      return
    }
    setPhase('failed')
    focus(`${idBase}-outcome`)
  }

  // Once a field shows an error it is checked again on every change, so the message goes when it is fixed.
  useEffect(() => {
    setErrors((previous) =>
      previous.length ? stepErrors(step).filter((e) => previous.some((p) => p.field === e.field)) : previous,
    )
    // Only the shopper's changes re-check; the step's rules are read fresh each time.
  }, [choice, contact, notRobot, token])

  const next = () => {
    const found = stepErrors(step)
    if (found.length) return showErrors(found)
    if (steps[step]?.kind === 'summary') return void send()
    goTo(step + 1)
  }

  return {
    idBase,
    steps,
    step,
    open,
    phase,
    choice,
    contact,
    errors,
    today,
    limits,
    options,
    locations,
    vehicles,
    extrasByStep,
    quote,
    placeholders,
    summary,
    definition,
    formState,
    captcha: { required: captcha, siteKey, notRobot, token },
    fieldId,
    /** Opens the overlay at its first step, with a vehicle chosen when the shopper came from its card. */
    start(vehicleKey?: string) {
      setToday(todayIso())
      if (vehicleKey) setChoice((c) => ({ ...c, vehicle: vehicleKey }))
      setOpen(true)
    },
    close() {
      setOpen(false)
      if (phase !== 'sent') return
      // A sent enquiry is done: the next one starts from the beginning.
      setChoice(initialRentalChoice(extras))
      if (definition) setContact(initialValues(definition))
      setStep(0)
      setPhase('editing')
      setNotRobot(false)
      setToken('')
    },
    next,
    back: () => goTo(Math.max(0, step - 1)),
    goTo,
    retry: () => void send(),
    backToSummary: () => {
      setPhase('editing')
      goTo(steps.length - 1)
    },
    update(change: (choice: RentalChoice) => RentalChoice) {
      setChoice((previous) => change(previous))
    },
    updateContact(name: string, value: LeadAttributes[string]) {
      setContact((previous) => ({ ...previous, [name]: value }))
    },
    setNotRobot,
    setToken,
  }
}

export type RentalJourney = ReturnType<typeof useRentalJourney>
