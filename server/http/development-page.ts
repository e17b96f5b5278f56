import { escapeHtml } from '../ssr/escape-html.js'

/**
 * The frame of the development pages (the CRM inbox, the SMS outbox, the payment stand-ins): a plain,
 * English, unindexed HTML document with the request's CSP nonce on its only style and no script. `css` and
 * `body` are the caller's own markup (values in them escaped by the caller).
 */
export function developmentPage(page: { title: string; nonce: string; css: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style nonce="${escapeHtml(page.nonce)}">
${page.css}
</style>
</head>
<body>
${page.body}
</body>
</html>`
}
