import type { MapPlace } from './live-map.js'

/**
 * A retailer's pin as a real button (keyboard and screen readers reach it, unlike a canvas marker), for
 * both map libraries: styled by retailers.css, `aria-pressed` on the selected one. Its bottom middle is
 * the place (the libraries anchor it there).
 */
export function pinElement(
  place: MapPlace,
  label: string,
  onSelect: (id: string) => void,
): HTMLButtonElement {
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'dealer-map__pin'
  button.setAttribute('aria-label', label)
  button.setAttribute('aria-pressed', 'false')
  // The drawn pin is a child: the map library owns the button's own position and transform.
  const shape = document.createElement('span')
  shape.className = 'dealer-map__pin-shape'
  shape.setAttribute('aria-hidden', 'true')
  button.append(shape)
  button.addEventListener('click', (event) => {
    event.stopPropagation()
    onSelect(place.id)
  })
  return button
}
