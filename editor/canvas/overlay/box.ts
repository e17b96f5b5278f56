/** A rectangle in the canvas iframe's viewport coordinates (which are the overlay's too). */
export interface Box {
  x: number
  y: number
  width: number
  height: number
}
