import { getTemplate } from './template-registry.js'

/**
 * The template entity's `area` (002 §3) as this product reads it (decision 049): "page" templates go only
 * at the top level of a page (a full-width section that makes no sense inside tabs or a row), "slot"
 * templates only inside another block's slot; without an area a template goes anywhere its slot allows.
 * Says why a template may not sit where it would, or null when it may.
 */
export function areaRefusal(template: string, atPageRoot: boolean): string | null {
  const info = getTemplate(template)
  if (!info?.area) return null
  if (info.area === 'page' && !atPageRoot) return `${info.name} goes only at the top level of a page`
  if (info.area === 'slot' && atPageRoot) return `${info.name} goes only inside another block (a tab, a row)`
  return null
}
