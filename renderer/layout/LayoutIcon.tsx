import type { ReactNode } from 'react'

// Line icons drawn for the layout (24 x 24, stroke in currentColor), so nothing is downloaded. Directional
// ones are mirrored in right-to-left by layout-icon.css.
const PATHS: Record<string, ReactNode> = {
  menu: <path d="M3 6h18M3 12h18M3 18h18" />,
  close: <path d="M5 5l14 14M19 5L5 19" />,
  plus: <path d="M12 4v16M4 12h16" />,
  'chevron-down': <path d="M5 9l7 7 7-7" />,
  'chevron-right': <path d="M9 5l7 7-7 7" />,
  'arrow-right': <path d="M4 12h15M13 6l6 6-6 6" />,
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L21 21" />
    </>
  ),
  phone: (
    <path d="M6.6 3h3l1.5 4.5-2.2 1.4a12 12 0 0 0 6.2 6.2l1.4-2.2L21 14.4v3A2.6 2.6 0 0 1 18.4 20 15.4 15.4 0 0 1 4 5.6 2.6 2.6 0 0 1 6.6 3z" />
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="1.5" />
      <path d="M3.5 6l8.5 7 8.5-7" />
    </>
  ),
  location: (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="1.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  car: (
    <>
      <path d="M3 16v-3.5l2.2-5A2 2 0 0 1 7 6.3h10a2 2 0 0 1 1.8 1.2l2.2 5V16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" />
      <path d="M3 12.5h18M6 17v2M18 17v2" />
      <circle cx="7" cy="14.5" r="0.8" />
      <circle cx="17" cy="14.5" r="0.8" />
    </>
  ),
  'steering-wheel': (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M3.5 10.5l6 1M20.5 10.5l-6 1M12 14.5V21" />
    </>
  ),
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
  external: (
    <>
      <path d="M14 4h6v6M20 4l-9 9" />
      <path d="M18 14v6H4V6h6" />
    </>
  ),
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
  twitter: <path d="M4 4l16 16M20 4L4 20" />,
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2" />
      <path d="M8 10.5V16M8 7.5v.5M11.5 16v-5.5M11.5 13a2.5 2.5 0 0 1 5 0v3" />
    </>
  ),
  tiktok: <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 4.5" />,
}
const DIRECTIONAL = new Set(['chevron-right', 'arrow-right'])

/**
 * An icon of the layout's small set by key (the spec's icon keys: footer social icons, floating action
 * items); unknown keys draw an arrow. Decorative: give the link or button its accessible name.
 */
export function LayoutIcon({ name, size = 20 }: { name: string; size?: number }) {
  const known = name in PATHS
  return (
    <svg
      className={`layout-icon${DIRECTIONAL.has(name) || !known ? ' layout-icon--directional' : ''}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {known ? PATHS[name] : PATHS['arrow-right']}
    </svg>
  )
}
