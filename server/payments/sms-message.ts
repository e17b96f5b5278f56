/** One text message the local phone verifier "sent": a JSON file in the SMS outbox (sms-outbox.ts). */
export interface SmsMessage {
  /** The verification's reference (`local-<uuid>`). */
  id: string
  /** E.164. */
  to: string
  locale: string
  /** What the shopper's phone would show. */
  body: string
  code: string
  sent_at: string
}
