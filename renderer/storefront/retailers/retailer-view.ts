import type { ContactType } from '../../../engine/dealers/dealer-contact.js'

/** A line of opening hours as shown: the days ("Mon–Fri") and the hours ("08:30–17:30"). */
export interface HoursLine {
  days: string
  hours: string
}

/**
 * One retailer as a card shows it, whether it comes from the Dealers screen or was typed into a block:
 * the words already in the page's language.
 */
export interface RetailerView {
  id: string
  name: string
  /** The address, one line each ("18 Botany Street", "Phillip ACT 2606"). */
  lines: string[]
  latitude: number | null
  longitude: number | null
  services: { icon?: string; label: string }[]
  contacts: { type: ContactType; icon?: string; label: string; href: string }[]
  hours: HoursLine[]
  distanceKm?: number
}
