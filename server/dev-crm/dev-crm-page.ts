import { developmentPage } from '../http/development-page.js'
import { escapeHtml } from '../ssr/escape-html.js'
import type { DevCrmDelivery } from './dev-crm-delivery.js'

const text = (value: unknown) =>
  escapeHtml(
    typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value),
  )

/** Who the lead is, from the demo forms' usual fields. */
function shopper(attributes: Record<string, unknown>): string {
  const name = [attributes.first_name, attributes.last_name].filter((v) => typeof v === 'string').join(' ')
  return [name, attributes.email].filter((v) => typeof v === 'string' && v).join(' · ')
}

/**
 * The development CRM's page (/admin/dev-crm): the webhook calls it received, newest first, each with its
 * form, lead, shopper and every attribute, so an editor sees what a dealer's CRM would get.
 */
export function devCrmPage(deliveries: DevCrmDelivery[], nonce: string): string {
  const rows = deliveries
    .map(
      (d) => `<tr>
  <td>${text(d.received_at.replace('T', ' ').slice(0, 19))}</td>
  <td>${text(d.form_id)}</td>
  <td>${text(shopper(d.attributes))}</td>
  <td><a href="/admin/forms/${encodeURIComponent(d.form_id)}/leads/${encodeURIComponent(d.lead_id)}"><code>${text(d.lead_id)}</code></a></td>
  <td><details><summary>${Object.keys(d.attributes).length} values</summary><dl>${Object.entries(d.attributes)
    .map(([k, v]) => `<dt>${text(k)}</dt><dd>${text(v)}</dd>`)
    .join('')}</dl></details></td>
  <td><code>${text(d.key)}</code></td>
</tr>`,
    )
    .join('\n')
  return developmentPage({
    title: 'Development CRM',
    nonce,
    css: `body { font: 15px/1.4 system-ui, sans-serif; margin: 2rem; color: #1a1a1a; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: .4rem .6rem; border-bottom: 1px solid #ddd; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .1rem .8rem; margin: .4rem 0; }
dt { font-weight: 600; } dd { margin: 0; }`,
    body: `<h1>Development CRM</h1>
<p>Signed webhooks of the demo forms' integrations land here (POST /dev-crm/leads); this receiver only runs
outside production. ${deliveries.length} received. <a href="/admin">Forms and leads in /admin</a></p>
${
  deliveries.length
    ? `<table>
<thead><tr><th>Received</th><th>Form</th><th>Shopper</th><th>Lead</th><th>Values</th><th>Idempotency key</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No lead received yet: submit a form on the site (for example /test-drive).</p>'
}`,
  })
}
