import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { FormDefinition } from '../../../engine/forms/form-definition.js'
import { leadMail } from '../../../server/jobs/lead-mail.js'

const form = (id: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, `../../../fixtures/forms/${id}.json`), 'utf8'),
  ) as FormDefinition

const lead = {
  id: 'lead-1',
  created_at: '2026-11-21T10:00:00Z',
  attributes: {
    first_name: '<b>Ann</b>',
    last_name: 'Tester',
    email: 'ann@example.com',
    phone: '+61 400 000 000',
    model: 'discovery_sport',
    preferred_time: 'morning',
    comments: '',
    consent: true,
    marketing_opt_in: false,
    source_page: '/test-drive',
  },
}

describe('leadMail', () => {
  it('confirms to the shopper in English: answered fields by label, options by label, no hidden fields', () => {
    const mail = leadMail('confirmation', 'job-1', 'dealer@example.com', form('test-drive'), lead)
    expect(mail.to).toEqual(['ann@example.com'])
    expect(mail.text).toContain('What you sent us:')
    expect(mail.text).toContain('Model: Discovery Sport')
    expect(mail.text).toContain('Preferred time of day: Morning')
    expect(mail.text).toMatch(/privacy policy\.: Yes/)
    expect(mail.text).toContain('Send me news and offers from Southern Cross Land Rover: No')
    expect(mail.text).not.toContain('Anything we should know?') // left empty
    expect(mail.text).not.toContain('Source page') // hidden: the dealer's, not the shopper's
    expect(mail.html).toContain('&lt;b&gt;Ann&lt;/b&gt;')
    expect(mail.html).toContain('<div dir="ltr">')
  })

  it('confirms in the form’s language, right to left, for an Arabic form', () => {
    const mail = leadMail('confirmation', 'job-1', 'dealer@example.com', form('test-drive-ar'), lead)
    expect(mail.text).toContain('ما أرسلته إلينا:')
    expect(mail.text).toContain('الطراز: Discovery Sport')
    expect(mail.text).toContain('الوقت المفضل من اليوم: صباحًا')
    expect(mail.text).toMatch(/سياسة الخصوصية\.: نعم/)
    expect(mail.text).not.toContain('What you sent us')
    expect(mail.html).toContain('<div dir="rtl">')
    expect(mail.html).toContain('<th align="right">')
  })

  it('notifies the dealer in English with hidden fields, replying to the shopper', () => {
    const mail = leadMail('notification', 'job-2', 'dealer@example.com', form('test-drive-ar'), lead)
    expect(mail.to).toEqual(['sales@southerncross.example'])
    expect(mail.replyTo).toBe('ann@example.com')
    expect(mail.text).toContain('A new lead from the form')
    expect(mail.text).toContain('صفحة المصدر: /test-drive')
    expect(mail.text).toMatch(/سياسة الخصوصية\.: Yes/)
  })
})
