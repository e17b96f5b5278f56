import type { Page } from '@playwright/test'

/** This page load's data-layer entries of one event (window.dataLayer, 000 §1). */
export const dataLayerEvents = (page: Page, event: string) =>
  page.evaluate(
    (name) =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (e) => e.event === name,
      ),
    event,
  )
