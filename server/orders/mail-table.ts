import { escapeHtml } from '../ssr/escape-html.js'

/**
 * Label-value rows of an order mail as an HTML table (cells aligned to the text's direction, every value
 * escaped: shoppers typed some of them) and as plain-text lines.
 */
export function mailTable(rows: [string, string][], dir: 'ltr' | 'rtl'): { html: string; text: string } {
  const align = dir === 'rtl' ? 'right' : 'left'
  return {
    html: `<table cellpadding="4">${rows
      .map(
        ([label, value]) =>
          `<tr><th align="${align}">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
    text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
  }
}
