import { useEffect, useRef, useState } from 'react'
import { isCookieBannerVisible } from '../../../engine/rules/cookie-banner-visible.js'
import {
  applyConsentAction,
  CONSENT_BANNER_RELOAD_DELAY_MS,
  CONSENT_STORAGE_KEY,
  NO_LOCAL_STORAGE_ERROR,
  type ConsentAction,
  type ConsentStrategy,
  type CookieConsentState,
} from '../../../engine/rules/cookie-consent.js'
import { serialiseConsent } from '../../../engine/rules/cookie-consent-serialise.js'
import { parseConsent } from '../../../engine/rules/cookie-consent-storage.js'
import { LAYOUT_EVENTS } from '../layout-events.js'

export interface CookieBannerProps {
  strategy: ConsentStrategy
  title: string
  message: string
  acceptLabel: string
  rejectLabel: string
  policyLabel: string
  policyUrl?: string
}

/**
 * The cookie banner (island "layout:cookie-banner", 001 §2, §4): shown for the basic strategy while the
 * stored status is pending. The server and the first render draw it hidden (storage is read only in an
 * effect), so hydration matches. A choice is stored under cookieConsentStatus and announced with the
 * consentChange event; the consentOpen event shows the banner again after 1000 ms.
 */
export default function CookieBanner(props: CookieBannerProps) {
  const [state, setState] = useState<CookieConsentState | null>(null)
  const reopenTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    setState(parseConsent(readStored()))
    const onOpen = () => {
      clearTimeout(reopenTimer.current)
      reopenTimer.current = setTimeout(
        () => setState({ status: 'pending', scopes: [] }),
        CONSENT_BANNER_RELOAD_DELAY_MS,
      )
    }
    window.addEventListener(LAYOUT_EVENTS.consentOpen, onOpen)
    return () => {
      window.removeEventListener(LAYOUT_EVENTS.consentOpen, onOpen)
      clearTimeout(reopenTimer.current)
    }
  }, [])

  const choose = (action: ConsentAction) => {
    const next = applyConsentAction(state ?? { status: 'pending', scopes: [] }, action)
    writeStored(serialiseConsent(next))
    setState(next)
    window.dispatchEvent(new CustomEvent(LAYOUT_EVENTS.consentChange, { detail: next }))
  }

  const visible = state !== null && isCookieBannerVisible(props.strategy, state)
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title" hidden={!visible}>
      <div className="cookie-banner__inner container">
        <div className="cookie-banner__text">
          <h2 className="cookie-banner__title" id="cookie-banner-title">
            {props.title}
          </h2>
          <p className="cookie-banner__message">
            {props.message}{' '}
            {props.policyUrl ? (
              <a className="cookie-banner__policy" href={props.policyUrl}>
                {props.policyLabel}
              </a>
            ) : null}
          </p>
        </div>
        <div className="cookie-banner__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => choose({ type: 'reject' })}
          >
            {props.rejectLabel}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => choose({ type: 'acceptAll' })}
          >
            {props.acceptLabel}
          </button>
        </div>
      </div>
    </section>
  )
}

// 001 §8: without storage the choice cannot be kept; the error is logged and the banner works for this page.
function storage(): Storage {
  try {
    if (typeof localStorage !== 'undefined' && localStorage) return localStorage
  } catch {
    // Access itself throws when storage is blocked; report it as missing.
  }
  throw new Error(NO_LOCAL_STORAGE_ERROR)
}

function readStored(): string | null {
  try {
    return storage().getItem(CONSENT_STORAGE_KEY)
  } catch (error) {
    console.error(error)
    return null
  }
}

function writeStored(value: string) {
  try {
    storage().setItem(CONSENT_STORAGE_KEY, value)
  } catch (error) {
    console.error(error)
  }
}
