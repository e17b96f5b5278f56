/**
 * Demo stand-ins for the model showcase blocks (docs/decisions/051), drawn as SVG like demo-image.ts's
 * landscapes:
 * - `<name>-360-<frame>-of-<count>`: one frame of a vehicle on a turntable, a simple shaded body, cabin and
 *   wheels seen from a little above, turned by frame / count of a full turn;
 * - `<name>-panorama`: a cabin all the way round, four times as wide as high, whose edges meet;
 * - `<name>-seats-<n>-of-<count>`: a vehicle's cabin from the side with its last n seat rows folded flat
 *   and the load space behind them shaded (the seat slider's frames).
 */

const SEATS = /-seats-(\d)-of-(\d)$/

const FRAME = /-360-(\d{1,3})-of-(\d{1,3})$/

type Vec = [number, number, number]

const PALETTES = {
  lr: { body: [63, 90, 69], floor: '#e9e4d8', sky: '#f4f1ea', glass: '#1d2b22', trim: '#a4b59a' },
  jg: { body: [43, 43, 51], floor: '#efe9df', sky: '#f7f3ec', glass: '#0c0c0c', trim: '#9e7c4a' },
} as const

function palette(id: string) {
  return id.startsWith('jg') ? PALETTES.jg : PALETTES.lr
}

/** The angle of a frame id in degrees, or null when the id is not a frame. */
export function frameAngle(id: string): number | null {
  const match = FRAME.exec(id)
  if (!match) return null
  const frame = Number(match[1])
  const count = Number(match[2])
  if (!count || frame >= count) return null
  return (frame * 360) / count
}

/** A box's six faces as corner lists, for a box centred on x and z, standing on y = bottom. */
function box(cx: number, cz: number, length: number, width: number, bottom: number, height: number): Vec[][] {
  const x0 = cx - length / 2
  const x1 = cx + length / 2
  const z0 = cz - width / 2
  const z1 = cz + width / 2
  const y0 = bottom
  const y1 = bottom + height
  return [
    [
      [x0, y0, z1],
      [x1, y0, z1],
      [x1, y1, z1],
      [x0, y1, z1],
    ],
    [
      [x1, y0, z0],
      [x0, y0, z0],
      [x0, y1, z0],
      [x1, y1, z0],
    ],
    [
      [x1, y0, z1],
      [x1, y0, z0],
      [x1, y1, z0],
      [x1, y1, z1],
    ],
    [
      [x0, y0, z0],
      [x0, y0, z1],
      [x0, y1, z1],
      [x0, y1, z0],
    ],
    [
      [x0, y1, z1],
      [x1, y1, z1],
      [x1, y1, z0],
      [x0, y1, z0],
    ],
    [
      [x0, y0, z0],
      [x1, y0, z0],
      [x1, y0, z1],
      [x0, y0, z1],
    ],
  ]
}

/** Frame 0 shows the vehicle from the front three-quarter, the angle a brochure opens on. */
const VIEW_OFFSET = 30

/** One turntable frame as SVG. The front of the vehicle (+x) has light headlamps, so the turn reads. */
export function turntableSvg(id: string, degrees: number, width = 1600, height = 900): string {
  const colours = palette(id)
  const theta = ((degrees + VIEW_OFFSET) * Math.PI) / 180
  const elevation = (14 * Math.PI) / 180
  const scale = width / 7.5
  const rotate = ([x, y, z]: Vec): Vec => [
    x * Math.cos(theta) - z * Math.sin(theta),
    y,
    x * Math.sin(theta) + z * Math.cos(theta),
  ]
  const project = ([x, y, z]: Vec): [number, number, number] => [
    width / 2 + x * scale,
    height * 0.72 - (y * Math.cos(elevation) - z * Math.sin(elevation)) * scale,
    z * Math.cos(elevation) + y * Math.sin(elevation),
  ]
  const light: Vec = [0.4, 0.8, 0.45]
  const parts: { faces: Vec[][]; rgb: readonly number[]; front?: boolean }[] = [
    { faces: box(0, 0, 4.4, 1.9, 0.35, 0.85), rgb: colours.body, front: true },
    { faces: box(-0.35, 0, 2.5, 1.7, 1.2, 0.7), rgb: colours.body.map((c) => c * 0.8) },
    ...[
      [1.4, 0.82],
      [1.4, -0.82],
      [-1.4, 0.82],
      [-1.4, -0.82],
    ].map(([x, z]) => ({ faces: box(x!, z!, 0.75, 0.32, 0, 0.75), rgb: [24, 24, 24] })),
  ]
  const polygons: { depth: number; points: string; fill: string }[] = []
  for (const part of parts)
    part.faces.forEach((face, index) => {
      const turned = face.map(rotate)
      const [a, b, c] = turned as [Vec, Vec, Vec]
      const u: Vec = [b[0] - a[0], b[1] - a[1], b[2] - a[2]]
      const v: Vec = [c[0] - a[0], c[1] - a[1], c[2] - a[2]]
      const normal: Vec = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]]
      const length = Math.hypot(...normal) || 1
      const n = normal.map((k) => k / length) as Vec
      // Facing the camera (which looks along -z, from a little above)?
      if (n[2] * Math.cos(elevation) + n[1] * Math.sin(elevation) <= 0) return
      const shade = 0.45 + 0.55 * Math.max(0, n[0] * light[0] + n[1] * light[1] + n[2] * light[2])
      const isFront = part.front && index === 2
      const rgb = isFront ? [235, 232, 220] : part.rgb.map((k) => Math.round(Math.min(255, k * shade * 1.4)))
      const projected = turned.map(project)
      polygons.push({
        depth: projected.reduce((sum, p) => sum + p[2], 0) / projected.length,
        points: projected.map((p) => `${p[0].toFixed(1)},${p[1].toFixed(1)}`).join(' '),
        fill: `rgb(${rgb.join(' ')})`,
      })
    })
  polygons.sort((p, q) => p.depth - q.depth)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${colours.sky}"/>
    <rect y="${height * 0.62}" width="100%" height="${height * 0.38}" fill="${colours.floor}"/>
    <ellipse cx="${width / 2}" cy="${height * 0.74}" rx="${scale * 2.7}" ry="${scale * 0.7}" fill="#000" opacity="0.14"/>
    ${polygons.map((p) => `<polygon points="${p.points}" fill="${p.fill}" stroke="${colours.glass}" stroke-width="1.5" stroke-linejoin="round"/>`).join('\n    ')}
    <text x="${width - 24}" y="${height - 24}" font-family="sans-serif" font-size="${Math.round(height / 30)}" fill="${colours.glass}" opacity="0.5" text-anchor="end">${Math.round(degrees)}°</text>
  </svg>`
}

/** A cabin panorama as SVG: dashboard ahead, side windows, rear seats behind; the edges meet mid-window. */
export function panoramaSvg(id: string, width = 3200, height = 800): string {
  const colours = palette(id)
  const quarter = width / 4
  const trim = colours.trim
  const windows = [0, 1, 2, 3]
    .map((i) => {
      const x = i * quarter
      return `<rect x="${x + quarter * 0.12}" y="${height * 0.14}" width="${quarter * 0.76}" height="${height * 0.34}" rx="${height * 0.04}" fill="url(#sky)"/>
      <rect x="${x + quarter * 0.12}" y="${height * 0.36}" width="${quarter * 0.76}" height="${height * 0.12}" fill="${colours.trim}" opacity="0.35"/>`
    })
    .join('\n')
  const dashboard = `<rect x="${quarter * 0.05}" y="${height * 0.52}" width="${quarter * 0.9}" height="${height * 0.16}" rx="${height * 0.03}" fill="${colours.glass}"/>
    <circle cx="${quarter * 0.5}" cy="${height * 0.78}" r="${height * 0.11}" fill="none" stroke="${colours.glass}" stroke-width="${height * 0.03}"/>
    <rect x="${quarter * 0.62}" y="${height * 0.54}" width="${quarter * 0.2}" height="${height * 0.1}" rx="6" fill="#3b6ea8" opacity="0.8"/>`
  const seats = [1.5, 2.5, 3.5]
    .map(
      (
        c,
      ) => `<rect x="${c * quarter - quarter * 0.32}" y="${height * 0.5}" width="${quarter * 0.64}" height="${height * 0.5}" rx="${height * 0.05}" fill="${colours.glass}" opacity="0.9"/>
      <rect x="${c * quarter - quarter * 0.26}" y="${height * 0.56}" width="${quarter * 0.52}" height="${height * 0.05}" fill="${trim}" opacity="0.7"/>`,
    )
    .join('\n')
  const labels = ['Front', 'Right', 'Rear', 'Left']
    .map(
      (label, i) =>
        `<text x="${i * quarter + quarter / 2}" y="${height * 0.1}" font-family="sans-serif" font-size="${height / 22}" fill="${colours.glass}" opacity="0.55" text-anchor="middle">${label}</text>`,
    )
    .join('\n')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours.sky}"/><stop offset="1" stop-color="${colours.floor}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="${colours.trim}" opacity="0.55"/>
    <rect width="100%" height="100%" fill="${colours.floor}" opacity="0.5"/>
    <rect y="${height * 0.5}" width="100%" height="${height * 0.5}" fill="${colours.glass}" opacity="0.25"/>
    ${windows}
    ${dashboard}
    ${seats}
    ${labels}
  </svg>`
}

/** A side view of a cabin with `folded` of its `rows` seat rows folded, rear first; the load space shaded. */
export function seatsSvg(id: string, folded: number, rows: number, width = 1600, height = 900): string {
  const colours = palette(id)
  const floor = height * 0.7
  const rowWidth = width * 0.16
  const firstRow = width * 0.22
  const seats = Array.from({ length: rows }, (_, i) => {
    const x = firstRow + i * rowWidth * 1.15
    // Rows fold from the back: the last `folded` rows lie flat.
    const isFolded = i >= rows - folded
    return isFolded
      ? `<rect x="${x}" y="${floor - height * 0.08}" width="${rowWidth}" height="${height * 0.08}" rx="10" fill="${colours.glass}"/>`
      : `<rect x="${x}" y="${floor - height * 0.12}" width="${rowWidth}" height="${height * 0.12}" rx="12" fill="${colours.glass}"/>
      <rect x="${x + rowWidth * 0.72}" y="${floor - height * 0.42}" width="${rowWidth * 0.28}" height="${height * 0.32}" rx="12" fill="${colours.glass}"/>`
  }).join('\n')
  const loadStart = firstRow + (rows - folded) * rowWidth * 1.15 - (folded ? rowWidth * 0.1 : 0)
  const loadEnd = width * 0.86
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${colours.sky}"/>
    <path d="M${width * 0.08},${floor + height * 0.08} L${width * 0.14},${height * 0.34} Q${width * 0.2},${height * 0.2} ${width * 0.34},${height * 0.19} L${width * 0.82},${height * 0.19} Q${width * 0.9},${height * 0.2} ${width * 0.92},${height * 0.34} L${width * 0.92},${floor + height * 0.08} Z" fill="none" stroke="${colours.glass}" stroke-width="8"/>
    <rect x="${loadStart}" y="${height * 0.3}" width="${Math.max(loadEnd - loadStart, 0)}" height="${floor - height * 0.3}" fill="${colours.trim}" opacity="0.45"/>
    <line x1="${width * 0.1}" y1="${floor}" x2="${width * 0.92}" y2="${floor}" stroke="${colours.glass}" stroke-width="6"/>
    ${seats}
    <circle cx="${width * 0.25}" cy="${floor + height * 0.1}" r="${height * 0.09}" fill="${colours.glass}"/>
    <circle cx="${width * 0.76}" cy="${floor + height * 0.1}" r="${height * 0.09}" fill="${colours.glass}"/>
  </svg>`
}

/** The SVG for a showcase demo id, or null when the id is an ordinary demo image. */
export function showcaseSvg(id: string): { svg: string } | null {
  const angle = frameAngle(id)
  if (angle !== null) return { svg: turntableSvg(id, angle) }
  if (id.endsWith('-panorama')) return { svg: panoramaSvg(id) }
  const seats = SEATS.exec(id)
  if (seats && Number(seats[1]) <= Number(seats[2]))
    return { svg: seatsSvg(id, Number(seats[1]), Number(seats[2])) }
  return null
}
