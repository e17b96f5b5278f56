import type { TemplateInfo } from '../../engine/registry/template-info.js'

/** Where a template may go, in the library's words; null when anywhere its slot allows. */
export function areaText(area: TemplateInfo['area']): string | null {
  if (area === 'page') return 'Only at the top level of a page'
  if (area === 'slot') return 'Only inside another block (a tab, a row)'
  return null
}
