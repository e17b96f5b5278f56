/** A delivery job's status as the lead detail says it: a done job has been delivered. */
export function deliveryStatusText(status: string): string {
  switch (status) {
    case 'done':
      return 'delivered'
    case 'running':
      return 'sending'
    default:
      return status
  }
}
