import type { MetaheadRow } from '../storage/content-store.js'
import { escapeHtml } from './escape-html.js'

/**
 * One metahead as HTML (001 §2): scripts and styles carry the response's CSP nonce, so the strict policy
 * still runs what editors configured; script and style elements inside an html metahead get it too.
 * Sass and SCSS were compiled when saved. A cached page trades each nonce for the element's hash or URL
 * (server/ssr/nonce-free-html.ts).
 */
export function metaheadHtml(metahead: MetaheadRow, nonce: string): string {
  const n = `nonce="${nonce}"`
  // A script that needs the visitor's consent says for which scope, so the consent layer can hold it back.
  const consent =
    metahead.consent_scope && metahead.consent_scope !== 'obligatory'
      ? ` data-consent-scope="${escapeHtml(metahead.consent_scope)}"`
      : ''
  const attrs = `data-metahead="${metahead.id}"${metahead.reload_on_each_page ? ' data-reload' : ''}${consent}`
  switch (metahead.language) {
    case 'javascript':
      return `<script ${n} ${attrs}>${metahead.content.replace(/<\/script/gi, '<\\/script')}</script>`
    case 'js-src': {
      const src = metahead.content.trim()
      return /^(https:\/\/|\/(?!\/))[^\s"'<>]+$/.test(src)
        ? `<script ${n} ${attrs} src="${escapeHtml(src)}" async></script>`
        : ''
    }
    case 'css':
      return `<style ${n} ${attrs}>${metahead.content.replace(/<\/style/gi, '<\\/style')}</style>`
    case 'sass':
    case 'scss':
      return `<style ${n} ${attrs}>${(metahead.compiled ?? '').replace(/<\/style/gi, '<\\/style')}</style>`
    case 'html':
      return metahead.content.replace(/<(script|style)\b/gi, (_m, tag: string) => `<${tag} ${n}`)
    default:
      return ''
  }
}
