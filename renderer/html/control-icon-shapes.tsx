/**
 * The controls' shapes of the one icon set (icon-shapes.tsx includes them): arrows, play and pause, plus,
 * minus and close. Apart from the rest so that an island drawing only controls (the carousels) does not load
 * the whole set; ControlIcon draws them.
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
}

export type ControlIconName = keyof typeof CONTROL_ICON_SHAPES
