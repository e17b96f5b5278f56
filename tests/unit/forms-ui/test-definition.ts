import type { FormDefinition } from '../../../engine/forms/form-definition.js'

/** A test-drive form as the forms admin would define it: visible fields, a hidden one, a consent, two steps. */
export function testDefinition(overrides: Partial<FormDefinition> = {}): FormDefinition {
  return {
    id: 'test-drive',
    name: 'Test drive',
    fields: [
      {
        name: 'first_name',
        type: 'text',
        label: 'First name',
        rules: { required: true, max: 40 },
        width: 'half',
      },
      { name: 'email', type: 'email', label: 'Email', rules: { required: true }, width: 'half' },
      {
        name: 'model',
        type: 'select',
        label: 'Model',
        options: [
          { value: 'defender', label: 'Defender' },
          { value: 'discovery', label: 'Discovery' },
        ],
      },
      { name: 'newsletter', type: 'checkbox', label: 'Send me news' },
      {
        name: 'consent',
        type: 'consent',
        label: 'I agree to the <a href="/privacy">privacy policy</a><script>alert(1)</script>',
        rules: { required: true },
      },
      { name: 'source_page', type: 'hidden', label: 'Source page' },
      { name: 'utm_source', type: 'hidden', label: 'Campaign source' },
    ],
    settings: {
      thank_you: { heading: 'Thank you!', message: 'We will call you to confirm the date.' },
      notifications: { enabled: false, recipients: [], subject: '' },
      confirmations: { enabled: false, email_field: 'email', subject: '', message: '' },
      recaptcha: false,
      submit_label: 'Book my test drive',
    },
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  }
}
