/**
 * The contract of a form (page-platform spec 001 §3, §5, §7): what an editor builds in the form builder,
 * what the server stores and compiles into an ajv validator for its leads, and what the form block
 * renders. Shared by server/forms, the form renderer island and the admin form builder.
 */

export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'phone',
  'number',
  'date',
  'select',
  'radio',
  'checkbox',
  /** A consent checkbox: its label is rich text (links to the policy); `required` makes it mandatory. */
  'consent',
  /** Never shown: filled from hidden field mapping, query parameters or its default. */
  'hidden',
] as const
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number]

/** The client rules of 001 §5, run the same on the client and on the server. */
export interface FormFieldRules {
  required?: boolean
  /** Fewest characters (numbers: smallest value). */
  min?: number
  /** Exactly this many characters. */
  size?: number
  /** Most characters (numbers: largest value); its message is "Character limit exceeded". */
  max?: number
}

export interface FormFieldOption {
  value: string
  label: string
}

export interface FormField {
  /** The lead attribute it fills: `^[a-z][a-z0-9_]*$`, unique in the form. */
  name: string
  type: FormFieldType
  label: string
  placeholder?: string
  help?: string
  /** select, radio and checkbox (several values) fields. */
  options?: FormFieldOption[]
  rules?: FormFieldRules
  default?: string
  /** In a two-column form, `half` fields pair up. */
  width?: 'full' | 'half'
}

export interface FormStep {
  id: string
  title: string
  /** Names of the fields on this step, in order. */
  fields: string[]
}

export interface ThankYouSettings {
  heading: string
  message: string
  /** When set, the browser goes here after a successful post instead of showing the message. */
  redirect_url?: string
}

export interface NotificationSettings {
  enabled: boolean
  /** Dealer addresses the notification mail goes to. */
  recipients: string[]
  subject: string
}

export interface ConfirmationSettings {
  enabled: boolean
  /** The email field whose value receives the shopper's confirmation. */
  email_field: string
  subject: string
  message: string
}

export interface FormSettings {
  thank_you: ThankYouSettings
  notifications: NotificationSettings
  confirmations: ConfirmationSettings
  /** Ask for and verify a reCAPTCHA token (`g-recaptcha-response`) on every lead. */
  recaptcha: boolean
  submit_label: string
  /**
   * The language the form speaks ("en", "ar"...; absent: English): the words the shopper's confirmation
   * mail adds around the editor's texts, and its direction.
   */
  locale?: string
}

/** A form definition as stored and as `GET /forms/{id}` answers it in `data.data`. */
export interface FormDefinition {
  id: string
  name: string
  fields: FormField[]
  /** Multi-step forms; absent = one step with every field. */
  steps?: FormStep[]
  /**
   * Read only: the public reCAPTCHA v2 site key, answered by GET /forms/{id} when the form asks for
   * reCAPTCHA and the server has RECAPTCHA_SITE_KEY; absent, the form shows the local check instead.
   */
  recaptcha_site_key?: string
  settings: FormSettings
  created_at: string
  updated_at: string
}

/** A lead's attributes: one value per field name (checkbox fields: a list). */
export type LeadAttributes = Record<string, string | string[] | boolean>

/** One failing field: answered as 422 `{ error: { code: 'validation_failed', message, details } }`. */
export interface LeadFieldError {
  field: string
  message: string
}
