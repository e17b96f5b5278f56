/**
 * The keys of the renderer's icon set (renderer/html/icon.tsx), with a label for the picker. The renderer
 * keeps its drawings private, so the list is repeated here; a unit test renders every key with the
 * renderer's Icon to keep the two in step.
 */
export const ICON_KEYS: readonly { key: string; label: string }[] = [
  { key: 'question-circle', label: 'Question' },
  { key: 'settings', label: 'Settings' },
  { key: 'steering-wheel', label: 'Steering wheel' },
  { key: 'calculator', label: 'Calculator' },
  { key: 'key', label: 'Key' },
  { key: 'showroom', label: 'Showroom' },
  { key: 'map-pin', label: 'Map pin' },
  { key: 'chevron-next', label: 'Chevron next' },
  { key: 'chevron-prev', label: 'Chevron previous' },
  { key: 'chevron-down', label: 'Chevron down' },
  { key: 'arrow-next', label: 'Arrow next' },
  { key: 'external-link', label: 'External link' },
  { key: 'plus', label: 'Plus' },
  { key: 'minus', label: 'Minus' },
  { key: 'close', label: 'Close' },
  { key: 'play', label: 'Play' },
  { key: 'pause', label: 'Pause' },
  { key: 'phone', label: 'Phone' },
  { key: 'car', label: 'Car' },
]
