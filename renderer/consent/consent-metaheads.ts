import { consentAllowsScope } from '../../engine/rules/consent-allows-scope.js'
import { whenConsentAllows } from './consent-gate.js'

/** The metaheads written inert because they wait for a consent scope (server/ssr/metahead-html.ts). */
const WAITING = 'script[type="text/plain"][data-consent-scope], template[data-metahead][data-consent-scope]'

/**
 * Runs each metahead that waits for a consent scope once the page's consent gate grants that scope (001 §4;
 * now, or after the visitor's later choice), and never before: a refused scope leaves it inert. A script
 * placeholder becomes a live copy (its attributes but the type, its text or src, and the nonce the page was
 * served with; a cached page's CSP allows the same text by hash and the same src by URL); a template's
 * markup is placed and its scripts made live the same way. Each runs once: the placeholder is gone after.
 * Call after startConsentGate.
 */
export function runConsentMetaheads(root: ParentNode = document): void {
  for (const inert of root.querySelectorAll<HTMLScriptElement | HTMLTemplateElement>(WAITING)) {
    const scope = inert.getAttribute('data-consent-scope') ?? ''
    whenConsentAllows(
      (strategy, state) => consentAllowsScope(strategy, state, scope),
      () => activate(inert),
    )
  }
}

function activate(inert: HTMLScriptElement | HTMLTemplateElement): void {
  if (!inert.isConnected) return
  if (inert instanceof HTMLTemplateElement) {
    const markup = inert.content.cloneNode(true) as DocumentFragment
    for (const script of markup.querySelectorAll('script')) script.replaceWith(liveCopy(script))
    inert.replaceWith(markup)
    return
  }
  inert.replaceWith(liveCopy(inert))
}

// A script inserted by the parser as inert never runs, even when its type changes; a new element does.
function liveCopy(inert: HTMLScriptElement): HTMLScriptElement {
  const live = document.createElement('script')
  for (const { name, value } of inert.attributes)
    if (name !== 'type' && name !== 'nonce') live.setAttribute(name, value)
  // Browsers hide a parsed nonce from getAttribute; the property keeps it.
  const nonce = inert.nonce || inert.getAttribute('nonce')
  if (nonce) live.nonce = nonce
  if (!inert.src) live.text = inert.text
  live.setAttribute('data-consent-ran', '')
  return live
}
