import type { DynamicContentContext, StrategyCheck } from './dynamic-content-context.js'
import { normaliseName } from './normalise-name.js'
import { strategyObjectValue } from './strategy-object-value.js'

/**
 * reffine_sl (001 §5): the value is {name, value}, as an object or a JSON string. It passes when the named
 * list is unknown (not loaded, or not among the lists) or contains the value; values compare normalised.
 */
export function checkReffineSl(value: unknown, context: DynamicContentContext): StrategyCheck {
  const { name, value: wanted } = strategyObjectValue(value, context.log)
  const listName = typeof name === 'string' ? name : ''
  const list = listName ? context.lists.reffine?.[listName] : undefined
  if (!Array.isArray(list)) return { pass: true, reason: `the reffine list "${listName}" is unknown` }
  const item = normaliseName(wanted)
  return list.some((entry) => normaliseName(entry) === item)
    ? { pass: true, reason: `the reffine list "${listName}" contains ${item}` }
    : { pass: false, reason: `the reffine list "${listName}" does not contain ${item}` }
}
