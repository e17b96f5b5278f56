import type { TemplateInfo } from '../../engine/registry/template-info.js'
import { templateStructure } from '../../engine/registry/template-structure.js'
import { areaText } from '../library/area-text.js'

/**
 * A template's limits as a list of sentences: where it may go, its repeatable groups' sizes (the spec's
 * max_field_groups) and its slots' sizes and the templates they take.
 */
export function templateLimits(template: TemplateInfo): string[] {
  const limits: string[] = [areaText(template.area) ?? 'Anywhere on a page or in a slot that takes it']
  const { groups, slots } = templateStructure(template.key)
  for (const group of groups) {
    const max = Number.isFinite(group.maxItems) ? `at most ${group.maxItems}` : 'any number of'
    const min = group.minItems > 0 ? `, at least ${group.minItems}` : ''
    limits.push(`${group.title}: ${max} items${min}`)
  }
  for (const slot of slots) {
    const max = Number.isFinite(slot.maxItems) ? `at most ${slot.maxItems}` : 'any number of'
    const takes = slot.allow ? ` (${slot.allow.join(', ')})` : ' of any template'
    limits.push(`${slot.title}: ${max} nested blocks${takes}`)
  }
  return limits
}
