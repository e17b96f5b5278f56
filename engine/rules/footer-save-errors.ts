import { isSafeHref } from './safe-href.js'

/** A reason a footer cannot be saved: where (a JSON pointer under /footer) and what, naming the item. */
export interface FooterSaveError {
  path: string
  message: string
}

type Raw = Record<string, unknown>

const LIMITS = { items: 500, text: 500, wrapperDepth: 4, errors: 50 } as const
const TYPES = ['link', 'social', 'image', 'wrapper']
const ITEM_TEXT = ['label', 'id', 'class', 'icon', 'rel', 'aria_label'] as const

/**
 * The 000 §5 footer sanitising rules, enforced when an admin saves (PUT /admin/api/footer, and the Footer
 * screen before it sends): where sanitiseFooter() quietly repairs or drops what it reads, a save is refused
 * with each problem named, so nothing an admin typed disappears without a word. A target is _self or _blank,
 * a type link, social, image or wrapper, a tag div or span; an image item needs a src, any other non-wrapper
 * item a label; a row needs items or a heading link; a column needs rows and is of type links or social;
 * links are safe hrefs. Never throws; an empty list means sanitiseFooter() keeps everything.
 */
export function footerSaveErrors(raw: unknown, pointer = '/footer'): FooterSaveError[] {
  const errors: FooterSaveError[] = []
  let items = 0
  const fail = (path: string, message: string) => {
    if (errors.length < LIMITS.errors) errors.push({ path, message })
  }
  const object = (value: unknown, path: string, what: string): Raw | null => {
    if (value === undefined) return null
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      fail(path, `${what} must be an object`)
      return null
    }
    return value as Raw
  }
  const list = (value: unknown, path: string, what: string): unknown[] => {
    if (value === undefined) return []
    if (!Array.isArray(value)) {
      fail(path, `${what} must be a list`)
      return []
    }
    return value
  }
  const text = (value: unknown, path: string, name: string): string | undefined => {
    if (value === undefined || value === null) return undefined
    if (typeof value !== 'string') fail(path, `${name} must be text`)
    else if (value.length > LIMITS.text) fail(path, `${name} is longer than ${LIMITS.text} characters`)
    else return value.trim() || undefined
    return undefined
  }
  const link = (value: unknown, path: string, name: string) => {
    const url = text(value, path, name)
    if (url !== undefined && !isSafeHref(url))
      fail(
        path,
        `${name}: the link must be a site path, http(s), mailto: or tel: (javascript: and data: are refused)`,
      )
  }

  const item = (value: unknown, path: string, depth: number) => {
    items += 1
    if (items === LIMITS.items + 1) fail(pointer, `has more than ${LIMITS.items} items`)
    const input = object(value, path, `Item ${path}`)
    if (!input) {
      if (value === undefined) fail(path, `Item ${path} is missing`)
      return
    }
    const label = typeof input.label === 'string' ? input.label.trim() : ''
    const name = label ? `Item "${label.slice(0, 40)}"` : `Item ${path}`
    for (const key of ITEM_TEXT) text(input[key], `${path}/${key}`, `${name}: ${key}`)
    const type = input.type ?? 'link'
    if (!TYPES.includes(type as string))
      fail(`${path}/type`, `${name}: the type must be link, social, image or wrapper`)
    if (input.target !== undefined && input.target !== '_self' && input.target !== '_blank')
      fail(`${path}/target`, `${name}: the target must be _self or _blank`)
    if (input.tag !== undefined && input.tag !== 'div' && input.tag !== 'span')
      fail(`${path}/tag`, `${name}: the tag must be div or span`)
    link(input.url, `${path}/url`, name)
    if (type === 'image') {
      const image = object(input.image, `${path}/image`, `${name}: image`) ?? {}
      const src = text(image.src, `${path}/image/src`, `${name}: image src`)
      if (!src) fail(`${path}/image/src`, `${name} is an image and needs an image src`)
      else link(src, `${path}/image/src`, `${name}: image src`)
      text(image.alt, `${path}/image/alt`, `${name}: image alt`)
      for (const side of ['width', 'height'] as const) {
        const n = image[side]
        if (n !== undefined && !(typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 4000))
          fail(
            `${path}/image/${side}`,
            `${name}: the image ${side} must be a whole number of pixels (1 to 4000)`,
          )
      }
    } else if (type === 'wrapper') {
      if (depth >= LIMITS.wrapperDepth)
        fail(`${path}/items`, `${name}: wrappers nest at most ${LIMITS.wrapperDepth} deep`)
      else itemList(input.items, `${path}/items`, depth + 1)
    } else if (
      !label &&
      (input.label === undefined || input.label === null || typeof input.label === 'string')
    ) {
      fail(`${path}/label`, `${name} needs a label`)
    }
  }
  const itemList = (value: unknown, path: string, depth: number) =>
    list(value, path, path).forEach((entry, i) => item(entry, `${path}/${i}`, depth))

  const input = object(raw, pointer, 'The footer')
  if (!input) {
    if (raw === undefined) fail(pointer, 'The footer is missing')
    return errors
  }
  for (const section of ['top', 'middle', 'bottom'] as const) {
    const part = object(input[section], `${pointer}/${section}`, `The ${section} section`)
    if (part) itemList(part.items, `${pointer}/${section}/items`, 0)
  }
  const bottom = object(input.bottom, `${pointer}/bottom`, 'The bottom section')
  if (bottom) text(bottom.copyright, `${pointer}/bottom/copyright`, 'The copyright')
  const medium = object(input.medium, `${pointer}/medium`, 'The medium section')
  if (medium)
    list(medium.columns, `${pointer}/medium/columns`, 'The columns').forEach((c, ci) => {
      const path = `${pointer}/medium/columns/${ci}`
      const column = object(c, path, `Column ${ci + 1}`)
      if (!column) return
      const heading = text(column.heading, `${path}/heading`, `Column ${ci + 1}: heading`)
      const name = heading ? `Column "${heading.slice(0, 40)}"` : `Column ${ci + 1}`
      if (column.type !== undefined && column.type !== 'links' && column.type !== 'social')
        fail(`${path}/type`, `${name}: the type must be links or social`)
      const rows = list(column.rows, `${path}/rows`, `${name}: rows`)
      if (!rows.length) fail(`${path}/rows`, `${name} needs at least one row`)
      rows.forEach((r, ri) => {
        const rowPath = `${path}/rows/${ri}`
        const row = object(r, rowPath, `${name}, row ${ri + 1}`)
        if (!row) return
        const rowItems = list(row.items, `${rowPath}/items`, `${name}, row ${ri + 1}: items`)
        if (row.heading_link !== undefined) item(row.heading_link, `${rowPath}/heading_link`, 0)
        if (!rowItems.length && row.heading_link === undefined)
          fail(rowPath, `${name}, row ${ri + 1} needs items or a heading link`)
        rowItems.forEach((entry, i) => item(entry, `${rowPath}/items/${i}`, 0))
      })
    })
  const search = object(input.search, `${pointer}/search`, 'The search bar')
  if (search) {
    if (search.enabled !== undefined && typeof search.enabled !== 'boolean')
      fail(`${pointer}/search/enabled`, 'The search bar: enabled must be true or false')
    text(search.placeholder, `${pointer}/search/placeholder`, 'The search bar: placeholder')
    text(search.label, `${pointer}/search/label`, 'The search bar: label')
  }
  retailerPickerErrors(input.retailer_picker, `${pointer}/retailer_picker`, {
    fail,
    object,
    list,
    text,
    link,
  })
  return errors
}

interface Checks {
  fail: (path: string, message: string) => void
  object: (value: unknown, path: string, what: string) => Raw | null
  list: (value: unknown, path: string, what: string) => unknown[]
  text: (value: unknown, path: string, name: string) => string | undefined
  link: (value: unknown, path: string, name: string) => void
}

// The retailer picker's markets and languages (000 §2): two-letter codes, each with a label; a market offers at
// least one language (changing the market selects its first language, 000 §4).
function retailerPickerErrors(raw: unknown, path: string, c: Checks) {
  const picker = c.object(raw, path, 'The retailer picker')
  if (!picker) return
  if (picker.enabled !== undefined && typeof picker.enabled !== 'boolean')
    c.fail(`${path}/enabled`, 'The retailer picker: enabled must be true or false')
  c.link(picker.retailers_url, `${path}/retailers_url`, 'The retailer picker: retailers url')
  c.text(picker.heading, `${path}/heading`, 'The retailer picker: heading')
  const labels = c.object(picker.labels, `${path}/labels`, 'The retailer picker: labels')
  if (labels)
    for (const key of ['market', 'language', 'retailer', 'submit'])
      c.text(labels[key], `${path}/labels/${key}`, `The retailer picker: ${key} label`)
  const markets = c.list(picker.markets, `${path}/markets`, 'The retailer picker: markets')
  if (picker.enabled === true && !markets.length)
    c.fail(`${path}/markets`, 'The retailer picker is on and needs at least one market')
  const codes = new Set<string>()
  markets.forEach((m, mi) => {
    const at = `${path}/markets/${mi}`
    const market = c.object(m, at, `Market ${mi + 1}`)
    if (!market) return
    const label = c.text(market.label, `${at}/label`, `Market ${mi + 1}: label`)
    const name = label ? `Market "${label.slice(0, 40)}"` : `Market ${mi + 1}`
    if (!label) c.fail(`${at}/label`, `${name} needs a label`)
    if (typeof market.code !== 'string' || !/^[a-z]{2}$/.test(market.code))
      c.fail(`${at}/code`, `${name}: the code must be two lower-case letters (au, nz)`)
    else if (codes.has(market.code)) c.fail(`${at}/code`, `${name}: the code ${market.code} is used twice`)
    else codes.add(market.code)
    const languages = c.list(market.languages, `${at}/languages`, `${name}: languages`)
    if (!languages.length) c.fail(`${at}/languages`, `${name} needs at least one language`)
    languages.forEach((l, li) => {
      const lat = `${at}/languages/${li}`
      const language = c.object(l, lat, `${name}, language ${li + 1}`)
      if (!language) return
      if (!c.text(language.label, `${lat}/label`, `${name}, language ${li + 1}: label`))
        c.fail(`${lat}/label`, `${name}, language ${li + 1} needs a label`)
      if (typeof language.code !== 'string' || !/^[a-z]{2}$/.test(language.code))
        c.fail(`${lat}/code`, `${name}, language ${li + 1}: the code must be two lower-case letters (en, ar)`)
    })
  })
}
