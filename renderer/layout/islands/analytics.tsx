import { useEffect } from 'react'
import type { PageKind } from '../../../engine/rules/page-kind.js'

export interface AnalyticsProps {
  pageKind: PageKind
  path: string
  locale: string
  site: string
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

/**
 * Pushes the page view with its analytics page kind (000 §2) to window.dataLayer, which the tag manager
 * reads (island "layout:analytics"). Draws nothing.
 */
export default function Analytics({ pageKind, path, locale, site }: AnalyticsProps) {
  useEffect(() => {
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push({
      event: 'page_view',
      page_kind: pageKind,
      page_path: path,
      page_locale: locale,
      site,
    })
  }, [pageKind, path, locale, site])
  return null
}
