import type { FormReader } from '../../engine/forms/form-reader.js'
import { formAnswer } from './form-answer.js'
import type { FormStore } from './form-store.js'

/** The forms as the server render reads them: a live form's public definition, as a visitor gets it. */
export function formReader(forms: FormStore, recaptchaSiteKey: string | undefined): FormReader {
  return {
    async definition(id) {
      const form = await forms.find(id)
      if (!form || form.deleted) return undefined
      return formAnswer(form, { full: false, recaptchaSiteKey })
    },
  }
}
