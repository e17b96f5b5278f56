import { developmentPage } from '../http/development-page.js'
import { escapeHtml } from '../ssr/escape-html.js'

/**
 * The frame of the development payment pages (dev-payment-routes.ts): a plain, accessible HTML page with
 * the request's CSP nonce on its only style and no script at all. `body` is HTML its caller escaped.
 */
export function devPaymentPage(title: string, body: string, nonce: string): string {
  return developmentPage({
    title: `${title} – development payment`,
    nonce,
    css: `body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 32rem; padding: 0 1rem; color: #1a1a1a; }
.note { background: #fff4d6; border: 1px solid #e0b84c; padding: .5rem .75rem; }
label { display: block; font-weight: 600; margin-block: 1rem .25rem; }
input[type=text] { font: inherit; padding: .5rem; inline-size: 100%; box-sizing: border-box; }
button { font: inherit; padding: .6rem 1.2rem; margin-block-start: 1rem; margin-inline-end: .5rem; cursor: pointer; }
button:focus-visible, input:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
[role=alert] { color: #a10000; font-weight: 600; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
dt { font-weight: 600; } dd { margin: 0; }`,
    body: `<main>
<h1>${escapeHtml(title)}</h1>
<p class="note">Development payment page: it stands in for the provider's hosted checkout while the server
runs without real payment keys. No money moves.</p>
${body}
</main>`,
  })
}
