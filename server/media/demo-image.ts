import sharp from 'sharp'
import { showcaseSvg } from './demo-showcase.js'

/** A small deterministic hash of a string, for picking colours and shapes per image id. */
function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

const PALETTES = {
  lr: ['#1d2b22', '#3f5a45', '#a4b59a', '#e9e4d8'],
  jg: ['#0c0c0c', '#2b2b33', '#9e7c4a', '#efe9df'],
} as const satisfies Record<string, readonly [string, string, string, string]>

/** A brand's colours for demo images: Land Rover's greens or Jaguar's blacks and bronze. */
export type DemoPalette = keyof typeof PALETTES

/**
 * The palette of a demo image: Jaguar's for an id starting "jg" and for one that only Jaguar sites show
 * (`brands`: the brands of the sites whose content shows it), else Land Rover's (also when both show it).
 */
export function demoPalette(id: string, brands: Iterable<string> = []): DemoPalette {
  const shownBy = new Set(brands)
  return id.startsWith('jg') || (shownBy.size > 0 && [...shownBy].every((b) => b === 'Jaguar')) ? 'jg' : 'lr'
}

/**
 * A demo photograph stand-in: a landscape of layered hills under a sky, in the brand's palette (by default
 * from the id: demoPalette), with the image id written small in a corner. Generated at seed time, so the
 * demo needs no downloads.
 */
export async function demoImage(
  id: string,
  width = 1600,
  height = 900,
  palette: DemoPalette = demoPalette(id),
): Promise<Buffer> {
  // The 360 views' frames and panoramas have drawings of their own (demo-showcase.ts).
  const special = showcaseSvg(id)
  if (special) return sharp(Buffer.from(special.svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
  // The colour picker's images of one car differ only in paint: the same landscape behind each.
  const h = hash(id.replace(/-paint-[0-9a-f]{6}$/i, ''))
  const [dark, mid, light, sky] = PALETTES[palette]
  const hill = (offset: number, amplitude: number, color: string, opacity: number) => {
    const points: string[] = []
    for (let x = 0; x <= width; x += width / 8) {
      const y = height * offset + Math.sin((x / width) * Math.PI * 2 + ((h >> (offset * 10)) % 7)) * amplitude
      points.push(`${x.toFixed(0)},${y.toFixed(0)}`)
    }
    return `<polygon points="0,${height} ${points.join(' ')} ${width},${height}" fill="${color}" opacity="${opacity}"/>`
  }
  const sunX = width * (0.2 + (h % 60) / 100)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="${height * 0.28}" r="${height * 0.09}" fill="#ffffff" opacity="0.55"/>
    ${hill(0.55, height * 0.06, light, 0.9)}
    ${hill(0.68, height * 0.05, mid, 0.95)}
    ${hill(0.82, height * 0.04, dark, 1)}
    ${paintedCar(id, width)}
    <text x="${width - 24}" y="${height - 24}" font-family="sans-serif" font-size="${Math.round(height / 40)}" fill="#ffffff" opacity="0.6" text-anchor="end">${id.replace(/[<&>]/g, '')}</text>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}

/**
 * A demo car side view in a paint colour, for ids ending in `-paint-<rrggbb>` (the colour picker's demo
 * images): the same car over the landscape, so changing the colour visibly changes the car.
 */
function paintedCar(id: string, width: number): string {
  const paint = /-paint-([0-9a-f]{6})$/i.exec(id)?.[1]
  if (!paint) return ''
  const scale = (width * 0.65) / 1040
  return `<g transform="translate(${(width * 0.175).toFixed(0)} ${(width * 0.27).toFixed(0)}) scale(${scale.toFixed(3)})">
    <path d="M40 250 L40 190 Q50 150 120 140 L300 120 Q380 40 480 30 L720 30 Q800 35 880 110 L990 130 Q1040 140 1040 200 L1040 250 Z" fill="#${paint}" stroke="#000" stroke-opacity="0.35" stroke-width="4"/>
    <path d="M330 120 Q395 55 480 50 L560 50 L560 120 Z M590 50 L710 50 Q770 55 840 120 L590 120 Z" fill="#1a1f24" opacity="0.85"/>
    <circle cx="250" cy="255" r="70" fill="#111"/><circle cx="250" cy="255" r="34" fill="#8a8d90"/>
    <circle cx="830" cy="255" r="70" fill="#111"/><circle cx="830" cy="255" r="34" fill="#8a8d90"/>
  </g>`
}
