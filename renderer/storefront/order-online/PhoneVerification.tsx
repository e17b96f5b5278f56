import { useId, useState } from 'react'
import { fill } from '../../html/fill.js'
import { buyOnline } from './buy-online-client.js'
import type { OrderOnlineLabels } from './order-online-labels.js'
import { phoneProblemText } from './phone-problem-text.js'

const PATH = '/buy_online/phone_verification'

/**
 * The phone verification in front of order creation (001 §7 create_verification, check_verification): the
 * number, "Send code", then the code and "Verify". The shopper types the number as they know it (national
 * or international); the server reads it for the site's market and answers it in E.164, which the check
 * and the order then carry. Refusals are worded here in the page's language from the API's codes and
 * details (phoneProblemText); a verified number is locked until the shopper changes it. Docs/decisions/065.
 */
export function PhoneVerification({
  labels,
  locale,
  error,
  verifiedBefore,
  onVerified,
}: {
  labels: OrderOnlineLabels
  locale: string
  error?: string
  /** A number the server already knows verified for this checkout (its draft): shown verified. */
  verifiedBefore?: { phone: string; verificationId: string } | null
  onVerified: (phone: string, verificationId: string) => void
}) {
  const id = useId()
  const [phone, setPhone] = useState(verifiedBefore?.phone ?? '')
  const [code, setCode] = useState('')
  const [sent, setSent] = useState<{ verificationId: string; phone: string } | null>(verifiedBefore ?? null)
  const [verified, setVerified] = useState(Boolean(verifiedBefore))
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const send = async () => {
    setProblem(null)
    if (!phone.trim()) return setProblem(fill(labels.required, { field: labels.phone }))
    setBusy(true)
    const answer = await buyOnline<{ verification_id: string; phone_number: string }>(
      'POST',
      `${PATH}/create_verification`,
      { phone_number: phone.trim(), locale },
    )
    setBusy(false)
    if (!answer.ok) return setProblem(phoneProblemText(answer.problem, labels, locale, 'send'))
    setSent({ verificationId: answer.data.verification_id, phone: answer.data.phone_number })
    setCode('')
  }

  const check = async () => {
    if (!sent) return
    setProblem(null)
    if (!code.trim()) return setProblem(fill(labels.required, { field: labels.code }))
    setBusy(true)
    const answer = await buyOnline('POST', `${PATH}/check_verification`, {
      phone_number: sent.phone,
      code: code.trim(),
      verification_id: sent.verificationId,
      locale,
    })
    setBusy(false)
    if (!answer.ok) return setProblem(phoneProblemText(answer.problem, labels, locale, 'check'))
    setVerified(true)
    onVerified(sent.phone, sent.verificationId)
  }

  const message = problem ?? error ?? null
  return (
    <div className="order-phone">
      <label className="order-field">
        <span>{labels.phone}</span>
        <span className="order-inline">
          <input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            dir="ltr"
            value={phone}
            readOnly={verified}
            aria-invalid={message && !sent ? true : undefined}
            aria-describedby={message ? `${id}-problem` : undefined}
            onChange={(e) => {
              setPhone(e.target.value)
              setSent(null)
              setVerified(false)
            }}
          />
          {verified ? null : (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => void send()}
            >
              {sent ? labels.resendCode : labels.sendCode}
            </button>
          )}
        </span>
      </label>
      {sent && !verified ? (
        <>
          <p className="order-card__note" role="status">
            {fill(labels.codeSent, { phone: `\u2066${sent.phone}\u2069` })}
          </p>
          <label className="order-field">
            <span>{labels.code}</span>
            <span className="order-inline">
              <input
                inputMode="numeric"
                autoComplete="one-time-code"
                dir="ltr"
                maxLength={10}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault()
                    void check()
                  }
                }}
              />
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => void check()}
              >
                {labels.verify}
              </button>
            </span>
          </label>
        </>
      ) : null}
      {verified ? (
        <p className="order-verified" role="status">
          ✓ {labels.phoneVerified}
        </p>
      ) : null}
      {message ? (
        <span className="order-error" id={`${id}-problem`}>
          {message}
        </span>
      ) : null}
    </div>
  )
}
