/**
 * The controls' shapes of the one icon set (icon-shapes.tsx includes them): arrows, play and pause, plus,
 * minus, close, and the search, menu and date-picker buttons. Apart from the rest so that an island drawing
 * only controls (the carousels, the quizzes, the navigation) does not load the whole set; ControlIcon and
 * the layout's LayoutControlIcon draw them.
 */
export const CONTROL_ICON_SHAPES = {
  'chevron-next': <path d="M9 5l7 7-7 7" />,
  'chevron-prev': <path d="M15 5l-7 7 7 7" />,
  'chevron-down': <path d="M5 9l7 7 7-7" />,
  'arrow-next': <path d="M4 12h15M13 6l6 6-6 6" />,
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  play: <path d="M8 5.5v13l10.5-6.5z" />,
  pause: <path d="M8.5 5.5v13M15.5 5.5v13" />,
  menu: <path d="M3 6h18M3 12h18M3 18h18" />,
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L21 21" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="1.5" />
      <path d="M3.5 9.5h17M8 3v4M16 3v4M7.5 13h.1M12 13h.1M16.5 13h.1M7.5 16.5h.1M12 16.5h.1" />
    </>
  ),
}

export type ControlIconName = keyof typeof CONTROL_ICON_SHAPES
