import type { FormDefinition } from '../../engine/forms/form-definition.js'

/**
 * What "Create" posts: a form with the given name, an email field (most leads need one) and settings an
 * editor then adapts; the server sets the id (a slug of the name) and the dates.
 */
export function newFormDefinition(name: string): Omit<FormDefinition, 'id' | 'created_at' | 'updated_at'> {
  return {
    name,
    fields: [{ name: 'email', type: 'email', label: 'Email', rules: { required: true }, width: 'full' }],
    settings: {
      thank_you: {
        heading: 'Thank you!',
        message: 'We have received your request and will contact you soon.',
      },
      notifications: { enabled: false, recipients: [], subject: `New lead: ${name}` },
      confirmations: {
        enabled: false,
        email_field: 'email',
        subject: 'We have received your request',
        message: '',
      },
      recaptcha: false,
      submit_label: 'Submit',
    },
  }
}
