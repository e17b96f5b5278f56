import sharp from 'sharp'

/** A small deterministic hash of a string, for picking colours and shapes per image id. */
function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

const PALETTES: Record<string, [string, string, string, string]> = {
  lr: ['#1d2b22', '#3f5a45', '#a4b59a', '#e9e4d8'],
  jg: ['#0c0c0c', '#2b2b33', '#9e7c4a', '#efe9df'],
}

/**
 * A demo photograph stand-in: a landscape of layered hills under a sky, in the brand's palette, with the
 * image id written small in a corner. Generated at seed time, so the demo needs no downloads.
 */
export async function demoImage(id: string, width = 1600, height = 900): Promise<Buffer> {
  const h = hash(id)
  const [dark, mid, light, sky] = PALETTES[id.startsWith('jg') ? 'jg' : 'lr'] as [
    string,
    string,
    string,
    string,
  ]
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
    <text x="${width - 24}" y="${height - 24}" font-family="sans-serif" font-size="${Math.round(height / 40)}" fill="#ffffff" opacity="0.6" text-anchor="end">${id.replace(/[<&>]/g, '')}</text>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}
