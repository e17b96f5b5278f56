import { parseConsent } from '../../engine/rules/cookie-consent-storage.js'
import {
  INITIAL_CONSENT,
  type ConsentStrategy,
  type CookieConsentState,
} from '../../engine/rules/cookie-consent.js'
import { LAYOUT_EVENTS } from '../layout/layout-events.js'
import { readStoredConsent } from './stored-consent.js'
import { VENDOR_SOURCES } from './vendor-sources.js'

type Listener = (state: CookieConsentState, strategy: ConsentStrategy) => void

interface Gate {
  strategy: ConsentStrategy
  state: CookieConsentState
  listeners: Set<Listener>
}

let gate: Gate | null = null

function publish(next: CookieConsentState, announce: boolean) {
  if (!gate) return
  gate.state = next
  // Vendors' choices are announced like the banner's, so anything listening to consentChange hears both.
  if (announce) window.dispatchEvent(new CustomEvent(LAYOUT_EVENTS.consentChange, { detail: next }))
  for (const listener of [...gate.listeners]) listener(next, gate.strategy)
}

/**
 * The one consent gate of the page (001 §4): what the visitor allowed, whatever the strategy. basic reads
 * the stored choice and hears the banner's consentChange; none allows everything; the four vendors are read
 * through their own JavaScript APIs (vendor-sources.ts). Started once per page; later calls keep the first
 * strategy.
 */
export function startConsentGate(strategy: ConsentStrategy): void {
  if (gate) return
  gate = { strategy, state: INITIAL_CONSENT, listeners: new Set() }
  if (strategy === 'none') {
    gate.state = { status: 'accepted', scopes: ['obligatory', 'optional'] }
    return
  }
  const source = VENDOR_SOURCES[strategy]
  if (source) {
    source((state) => publish(state, true))
    return
  }
  gate.state = parseConsent(readStoredConsent())
  window.addEventListener(LAYOUT_EVENTS.consentChange, (event) => {
    const detail = (event as CustomEvent<CookieConsentState>).detail
    if (detail && detail !== gate?.state) publish(detail, false)
  })
}

/**
 * Runs `run` once, as soon as `allows` says the consent lets it (now, or after a later choice): analytics
 * and embedded third-party content wait here. Call startConsentGate first.
 */
export function whenConsentAllows(
  allows: (strategy: ConsentStrategy, state: CookieConsentState) => boolean,
  run: () => void,
): void {
  const current = gate
  if (!current) throw new Error('[renderer] whenConsentAllows before startConsentGate')
  if (allows(current.strategy, current.state)) return run()
  const listener: Listener = (state, strategy) => {
    if (!allows(strategy, state)) return
    current.listeners.delete(listener)
    run()
  }
  current.listeners.add(listener)
}

/** Calls `listener` with the consent now and after every change (the marketing placeholder follows it). */
export function onConsent(listener: Listener): void {
  if (!gate) throw new Error('[renderer] onConsent before startConsentGate')
  gate.listeners.add(listener)
  listener(gate.state, gate.strategy)
}

/** Forgets the page's gate: tests start each case afresh. */
export function resetConsentGate(): void {
  gate = null
}
