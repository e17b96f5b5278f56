import type { MetaheadRow } from '../storage/content-store.js'
import { escapeHtml } from './escape-html.js'

/**
 * One metahead as HTML (001 §2): scripts and styles carry the response's CSP nonce, so the strict policy
 * still runs what editors configured; script and style elements inside an html metahead get it too.
 * Sass and SCSS were compiled when saved. Scripts and html with a consent scope wait for it, inert; styles
 * never do (they set no cookies). A cached page trades each nonce for the element's hash or URL
 * (server/ssr/nonce-free-html.ts).
 */
export function metaheadHtml(metahead: MetaheadRow, nonce: string): string {
  const n = `nonce="${nonce}"`
  // A script that needs the visitor's consent says for which scope, so the consent layer can hold it back.
  const scope =
    metahead.consent_scope && metahead.consent_scope !== 'obligatory' ? metahead.consent_scope : ''
  const consent = scope ? ` data-consent-scope="${escapeHtml(scope)}"` : ''
  const attrs = `data-metahead="${metahead.id}"${metahead.reload_on_each_page ? ' data-reload' : ''}${consent}`
  // Until the consent gate grants the scope, a script is an inert text/plain placeholder (a browser neither
  // runs nor fetches it) keeping its nonce, text and src; renderer/consent/consent-metaheads.ts runs it then.
  // The cached page's CSP allows it by the same hash or URL (nonce-free-html.ts) as an active one.
  const inert = scope ? ' type="text/plain"' : ''
  switch (metahead.language) {
    case 'javascript':
      return `<script${inert} ${n} ${attrs}>${metahead.content.replace(/<\/script/gi, '<\\/script')}</script>`
    case 'js-src': {
      const src = metahead.content.trim()
      return /^(https:\/\/|\/(?!\/))[^\s"'<>]+$/.test(src)
        ? `<script${inert} ${n} ${attrs} src="${escapeHtml(src)}" async></script>`
        : ''
    }
    case 'css':
      return `<style ${n} ${attrs}>${metahead.content.replace(/<\/style/gi, '<\\/style')}</style>`
    case 'sass':
    case 'scss':
      return `<style ${n} ${attrs}>${(metahead.compiled ?? '').replace(/<\/style/gi, '<\\/style')}</style>`
    case 'html': {
      const html = metahead.content.replace(/<(script|style)\b/gi, (_m, tag: string) => `<${tag} ${n}`)
      // Markup that waits for consent is an inert template (its scripts neither run nor load) until then.
      return scope ? `<template ${attrs}>${html}</template>` : html
    }
    default:
      return ''
  }
}
