import { developmentPage } from '../http/development-page.js'
import type { SmsMessage } from '../payments/sms-message.js'
import { escapeHtml } from '../ssr/escape-html.js'

const when = (iso: string) => escapeHtml(iso.replace('T', ' ').slice(0, 19))

/**
 * The development SMS page (/dev-sms): the newest code per phone number first, then every recent message,
 * so someone trying the buy-online journey without Twilio reads the code a phone would get. Plain HTML with
 * the response's nonce on its one style element and no script.
 */
export function devSmsPage(messages: SmsMessage[], nonce: string): string {
  const latest = new Map<string, SmsMessage>()
  for (const m of messages) if (!latest.has(m.to)) latest.set(m.to, m)
  const codes = [...latest.values()]
    .map(
      (m) => `<tr>
  <th scope="row"><span dir="ltr">${escapeHtml(m.to)}</span></th>
  <td><code class="code">${escapeHtml(m.code)}</code></td>
  <td><time datetime="${escapeHtml(m.sent_at)}">${when(m.sent_at)}</time></td>
</tr>`,
    )
    .join('\n')
  const all = messages
    .map(
      (m) => `<tr>
  <td><time datetime="${escapeHtml(m.sent_at)}">${when(m.sent_at)}</time></td>
  <td><span dir="ltr">${escapeHtml(m.to)}</span></td>
  <td lang="${escapeHtml(m.locale)}" dir="auto">${escapeHtml(m.body)}</td>
</tr>`,
    )
    .join('\n')
  return developmentPage({
    title: 'Development SMS',
    nonce,
    css: `body { font: 15px/1.4 system-ui, sans-serif; margin: 2rem; color: #1a1a1a; max-width: 60rem; }
table { border-collapse: collapse; width: 100%; margin-bottom: 2rem; }
caption { text-align: left; font-weight: 600; font-size: 1.15rem; padding: .4rem 0; }
th, td { text-align: left; vertical-align: top; padding: .4rem .6rem; border-bottom: 1px solid #ccc; }
.code { font-size: 1.4rem; letter-spacing: .15em; }
a { color: #0b4f9c; }`,
    body: `<main>
<h1>Development SMS</h1>
<p>Without Twilio, phone verification codes are written to the SMS outbox instead of being texted; they
appear here. This page exists only outside strict production. <a href="/dev-sms">Refresh</a></p>
${
  messages.length
    ? `<table>
<caption>Latest code per phone number</caption>
<thead><tr><th scope="col">Phone number</th><th scope="col">Code</th><th scope="col">Sent (UTC)</th></tr></thead>
<tbody>
${codes}
</tbody>
</table>
<table>
<caption>Recent messages, newest first</caption>
<thead><tr><th scope="col">Sent (UTC)</th><th scope="col">To</th><th scope="col">Message</th></tr></thead>
<tbody>
${all}
</tbody>
</table>`
    : '<p>No code sent yet: verify a phone number in the buy-online journey.</p>'
}
</main>`,
  })
}
