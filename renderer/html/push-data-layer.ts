/** Pushes an analytics event to the page's data layer (000 §1), creating it when the tag manager has not. */
export function pushDataLayer(event: Record<string, unknown>): void {
  const w = window as unknown as { dataLayer?: unknown[] }
  w.dataLayer = w.dataLayer ?? []
  w.dataLayer.push(event)
}
