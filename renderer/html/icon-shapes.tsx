import type { ReactNode } from 'react'
import { CONTROL_ICON_SHAPES } from './control-icon-shapes.js'

/**
 * The one set of icon shapes, drawn on a 24 x 24 grid as lines in the current colour: the blocks' icons
 * (Icon, whose keys Icon fields hold) and the layout's (LayoutIcon, the spec's footer and floating-button
 * keys, some under their own names: layout-icon-names.ts). Add a shape here, never a second set; the
 * controls' shapes live in control-icon-shapes.tsx and are part of it.
 */
export const ICON_SHAPES: Readonly<Record<string, ReactNode>> = {
  ...CONTROL_ICON_SHAPES,
  'question-circle': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.6 9.3a2.5 2.5 0 0 1 4.8.9c0 1.7-2.4 2.2-2.4 3.6" />
      <path d="M12 17.2v.1" />
    </>
  ),
  settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2.8v2.4M12 18.8v2.4M2.8 12h2.4M18.8 12h2.4M5.5 5.5l1.7 1.7M16.8 16.8l1.7 1.7M5.5 18.5l1.7-1.7M16.8 7.2l1.7-1.7" />
    </>
  ),
  'steering-wheel': (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="2.2" />
      <path d="M3.3 10.5c5.8-1.6 11.6-1.6 17.4 0M10 13.6l-3.6 6.2M14 13.6l3.6 6.2" />
    </>
  ),
  calculator: (
    <>
      <rect x="5" y="2.8" width="14" height="18.4" rx="1.5" />
      <path d="M8 6.5h8v3H8zM8.5 13h.1M12 13h.1M15.5 13h.1M8.5 16.8h.1M12 16.8h.1M15.5 16.8h.1" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="15" r="4.2" />
      <path d="M11 12l9-9M16.5 6.5l2.5 2.5M14 9l2 2" />
    </>
  ),
  showroom: (
    <>
      <path d="M3 20.5h18M4.5 20.5V9l7.5-5 7.5 5v11.5" />
      <path d="M8 20.5v-5.2h8v5.2M8 12h8" />
    </>
  ),
  'map-pin': (
    <>
      <path d="M12 21s-6.5-6.1-6.5-11.2a6.5 6.5 0 0 1 13 0C18.5 14.9 12 21 12 21z" />
      <circle cx="12" cy="9.8" r="2.3" />
    </>
  ),
  'external-link': <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  phone: (
    <path d="M5 4h3.5l1.7 4.3-2.2 1.4a11 11 0 0 0 6.3 6.3l1.4-2.2L20 15.5V19a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z" />
  ),
  car: (
    <>
      <path d="M3.5 16.5v-3.8l2-5.2h13l2 5.2v3.8zM3.5 12.7h17" />
      <circle cx="7.5" cy="16.5" r="1.8" />
      <circle cx="16.5" cy="16.5" r="1.8" />
    </>
  ),
  seat: (
    <>
      <path d="M8 3.5h4.5l-1 9.5H18l1.5 4.5H7.2z" />
      <path d="M9 17.5 8 21M17.5 17.5l1 3.5" />
    </>
  ),
  door: (
    <>
      <path d="M5 20.5V9.2L11.2 3.5h7.8v17z" />
      <path d="M5 11h14M15 14.5h1.8" />
    </>
  ),
  gearbox: (
    <>
      <circle cx="6" cy="5.5" r="1.8" />
      <circle cx="12" cy="5.5" r="1.8" />
      <circle cx="18" cy="5.5" r="1.8" />
      <circle cx="6" cy="18.5" r="1.8" />
      <circle cx="12" cy="18.5" r="1.8" />
      <path d="M6 7.3v9.4M12 7.3v9.4M18 7.3V12H6" />
    </>
  ),
  fuel: (
    <>
      <path d="M4.5 20.5V5a1.5 1.5 0 0 1 1.5-1.5h6A1.5 1.5 0 0 1 13.5 5v15.5M3 20.5h12M4.5 10h9" />
      <path d="M13.5 8.5h2.2l2.3 2.3v6.7a1.5 1.5 0 0 0 3 0V9l-3-3" />
    </>
  ),
  luggage: (
    <>
      <rect x="5" y="7" width="14" height="13" rx="1.5" />
      <path d="M9 7V4h6v3M9 10.5v6M15 10.5v6M8 20v1M16 20v1" />
    </>
  ),
  snowflake: (
    <path d="M12 2.5v19M3.8 7.2l16.4 9.6M3.8 16.8l16.4-9.6M9.5 4.5 12 7l2.5-2.5M9.5 19.5 12 17l2.5 2.5" />
  ),
  download: <path d="M12 3.5v12M6.5 10l5.5 5.5 5.5-5.5M4.5 20.5h15" />,
  usb: (
    <>
      <rect x="7.5" y="9" width="9" height="12" rx="1.5" />
      <path d="M9.5 9V3.5h5V9M11 6h.1M13 6h.1" />
    </>
  ),
  laptop: <path d="M5 16.5V6a1 1 0 0 1 1-1h12a1 1 0 0 1 1 1v10.5M2.5 16.5h19l-1.5 2.5h-16z" />,
  mail: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="1.5" />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.6 2.6 3.8 5.6 3.8 9s-1.2 6.4-3.8 9c-2.6-2.6-3.8-5.6-3.8-9S9.4 5.6 12 3z" />
    </>
  ),
  wrench: (
    <path d="M14.7 6.3a4 4 0 0 0 5 5l-9.4 9.4a2.1 2.1 0 0 1-3-3l9.4-9.4a4 4 0 0 0-2-5.1 4 4 0 0 1 5 0l-2.8 2.8.4 2.1 2.1.4 2.8-2.8" />
  ),
  bolt: <path d="M13 2.5L5 13.5h6l-1 8 8-11h-6z" />,
  tag: (
    <>
      <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9z" />
      <circle cx="8" cy="8" r="1.5" />
    </>
  ),
  document: (
    <>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4M9 12h6M9 16h6" />
    </>
  ),
  chat: <path d="M4 5h16v11H9l-5 4z" />,
  facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z" />,
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9v6l5-3z" />
    </>
  ),
  x: <path d="M4 4l16 16M20 4L4 20" />,
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2" />
      <path d="M8 10.5V16M8 7.5v.5M11.5 16v-5.5M11.5 13a2.5 2.5 0 0 1 5 0v3" />
    </>
  ),
  tiktok: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 4.5" />,
}
