import type { FormSettings } from '../../engine/forms/form-definition.js'

/** The languages the confirmation mail's own words exist in (server/jobs/confirmation-text.ts). */
const FORM_LOCALES = [
  ['en', 'English'],
  ['ar', 'العربية (Arabic, right to left)'],
] as const

/** A form's settings: thank-you (or redirect), notifications to the dealer, confirmation to the shopper, reCAPTCHA. */
export function FormSettingsEditor({
  settings,
  emailFields,
  onChange,
}: {
  settings: FormSettings
  /** Names of the form's email fields, for the confirmation's recipient. */
  emailFields: string[]
  onChange: (settings: FormSettings) => void
}) {
  const { thank_you: thanks, notifications, confirmations } = settings
  return (
    <div className="settings-editor">
      <fieldset>
        <legend>Thank you</legend>
        <label>
          Heading
          <input
            value={thanks.heading}
            onChange={(e) => onChange({ ...settings, thank_you: { ...thanks, heading: e.target.value } })}
          />
        </label>
        <label>
          Message
          <textarea
            rows={3}
            value={thanks.message}
            onChange={(e) => onChange({ ...settings, thank_you: { ...thanks, message: e.target.value } })}
          />
        </label>
        <label>
          Redirect URL (instead of the message)
          <input
            value={thanks.redirect_url ?? ''}
            placeholder="/thank-you or https://…"
            onChange={(e) =>
              onChange({ ...settings, thank_you: { ...thanks, redirect_url: e.target.value || undefined } })
            }
          />
        </label>
        <label>
          Submit button label
          <input
            value={settings.submit_label}
            onChange={(e) => onChange({ ...settings, submit_label: e.target.value })}
          />
        </label>
        <label>
          Language of the shopper&apos;s confirmation mail
          <select
            value={settings.locale ?? 'en'}
            onChange={(e) => onChange({ ...settings, locale: e.target.value })}
          >
            {FORM_LOCALES.map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
            {settings.locale && !FORM_LOCALES.some(([value]) => value === settings.locale) ? (
              <option value={settings.locale}>{settings.locale}</option>
            ) : null}
          </select>
        </label>
      </fieldset>
      <fieldset>
        <legend>Notifications</legend>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={notifications.enabled}
            onChange={(e) =>
              onChange({ ...settings, notifications: { ...notifications, enabled: e.target.checked } })
            }
          />
          Send each lead to the dealer
        </label>
        <label>
          Recipients (comma-separated)
          <input
            value={notifications.recipients.join(', ')}
            onChange={(e) =>
              onChange({
                ...settings,
                notifications: {
                  ...notifications,
                  recipients: e.target.value
                    .split(',')
                    .map((r) => r.trim())
                    .filter(Boolean),
                },
              })
            }
          />
        </label>
        <label>
          Subject
          <input
            value={notifications.subject}
            onChange={(e) =>
              onChange({ ...settings, notifications: { ...notifications, subject: e.target.value } })
            }
          />
        </label>
      </fieldset>
      <fieldset>
        <legend>Confirmations</legend>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={confirmations.enabled}
            onChange={(e) =>
              onChange({ ...settings, confirmations: { ...confirmations, enabled: e.target.checked } })
            }
          />
          Send the shopper a confirmation
        </label>
        <label>
          Email field
          <select
            value={confirmations.email_field}
            onChange={(e) =>
              onChange({ ...settings, confirmations: { ...confirmations, email_field: e.target.value } })
            }
          >
            <option value="">(none)</option>
            {emailFields.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Subject
          <input
            value={confirmations.subject}
            onChange={(e) =>
              onChange({ ...settings, confirmations: { ...confirmations, subject: e.target.value } })
            }
          />
        </label>
        <label>
          Message
          <textarea
            rows={3}
            value={confirmations.message}
            onChange={(e) =>
              onChange({ ...settings, confirmations: { ...confirmations, message: e.target.value } })
            }
          />
        </label>
      </fieldset>
      <fieldset>
        <legend>Spam protection</legend>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={settings.recaptcha}
            onChange={(e) => onChange({ ...settings, recaptcha: e.target.checked })}
          />
          Ask for reCAPTCHA on every lead
        </label>
      </fieldset>
    </div>
  )
}
