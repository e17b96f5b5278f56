import type { FormDefinition } from '../../engine/forms/form-definition.js'
import type { StoredForm } from './stored-form.js'

/**
 * What `GET /forms/{id}` answers and what the server render shows: the whole definition for an editor,
 * otherwise everything the form renders but not the dealer's mail addresses; with the public reCAPTCHA site
 * key when the form asks for the check (without a key the form keeps the local check).
 */
export function formAnswer(
  form: StoredForm,
  options: { full: boolean; recaptchaSiteKey: string | undefined },
): FormDefinition {
  const { definition } = form
  const shown = options.full
    ? definition
    : {
        ...definition,
        settings: {
          ...definition.settings,
          notifications: { ...definition.settings.notifications, recipients: [] },
        },
      }
  const siteKey = shown.settings.recaptcha ? options.recaptchaSiteKey : undefined
  return siteKey ? { ...shown, recaptcha_site_key: siteKey } : shown
}
