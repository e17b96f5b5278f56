/**
 * The message for a structured setting whose stored text is not valid JSON. 001 §5 gives it for "meta"
 * ('Please check your "meta" settings in admin panel.'); every other key gets the same sentence with its own
 * name, so an admin reads one kind of message for one kind of problem (docs/decisions/044).
 */
export function malformedSettingMessage(key: string): string {
  return `Please check your "${key}" settings in admin panel.`
}
