/** A hotspot's place: percent of the image's width from its left edge and of its height from the top. */
export interface Point {
  x: number
  y: number
}

/** A percent within the image (0 to 100), kept to one decimal so the number fields stay readable. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0
  return Math.min(100, Math.max(0, Math.round(value * 10) / 10))
}

/**
 * The point under a pointer on a box (the image's client rectangle), in whole percents: a pointer is not
 * more precise than that on a panel-sized image, and round numbers read better. Null for a box with no size.
 */
export function pointAt(
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): Point | null {
  if (box.width <= 0 || box.height <= 0) return null
  return {
    x: clampPercent(Math.round(((clientX - box.left) / box.width) * 100)),
    y: clampPercent(Math.round(((clientY - box.top) / box.height) * 100)),
  }
}

const DIRECTIONS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
}

/**
 * Where an arrow key moves a point: 1 % (5 % with Shift), held inside the image. The image is a photograph
 * and is not mirrored right to left, so neither are the keys. Null for any other key.
 */
export function pointMovedByKey(point: Point, key: string, shift: boolean): Point | null {
  const direction = DIRECTIONS[key]
  if (!direction) return null
  const step = shift ? 5 : 1
  return { x: clampPercent(point.x + direction.x * step), y: clampPercent(point.y + direction.y * step) }
}
