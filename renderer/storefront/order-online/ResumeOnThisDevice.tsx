import { useState } from 'react'
import { buyOnline } from './buy-online-client.js'
import { writeJourneyData, writeSoftLock, type OrderOnlineData } from './journey-storage.js'
import type { OrderOnlineLabels } from './order-online-labels.js'
import { PhoneVerification } from './PhoneVerification.js'

interface Resumed {
  holder: string
  lock_id: string
  expires_at: string
  draft: { journey: Record<string, unknown> | null }
}

/**
 * Inside the "being reserved" modal: the shopper who started this checkout on another device continues it
 * here by verifying the mobile number that checkout was verified with (docs/decisions/063). The server
 * answers the hold's token only then, so knowing the vehicle alone never takes anyone's hold over.
 */
export function ResumeOnThisDevice({
  vehicleId,
  labels,
  locale,
  onResumed,
}: {
  vehicleId: string
  labels: OrderOnlineLabels
  locale: string
  onResumed: () => void
}) {
  const [problem, setProblem] = useState<string | null>(null)

  const resume = async (phone: string, verificationId: string) => {
    setProblem(null)
    const answer = await buyOnline<Resumed>('POST', '/buy_online/checkout_draft/resume', {
      vehicle_id: vehicleId,
      phone_number: phone,
      verification_id: verificationId,
    })
    if (!answer.ok)
      return setProblem(answer.problem.code === 'draft_not_found' ? labels.resumeRefused : labels.error)
    writeSoftLock({
      vehicleId,
      lockId: answer.data.lock_id,
      holder: answer.data.holder,
      expiresAt: answer.data.expires_at,
    })
    const journey = answer.data.draft.journey as OrderOnlineData | null
    if (journey?.vehicleId === vehicleId) writeJourneyData(journey)
    onResumed()
  }

  return (
    <details className="order-resume">
      <summary>{labels.resumeTitle}</summary>
      <p>{labels.resumeText}</p>
      <PhoneVerification
        labels={labels}
        locale={locale}
        {...(problem ? { error: problem } : {})}
        onVerified={(phone, verificationId) => void resume(phone, verificationId)}
      />
    </details>
  )
}
