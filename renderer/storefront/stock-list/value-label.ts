import type { StockListLabels } from './stock-list-labels.js'

/** The label of a filter value: the words for a code (`bev` → Electric), the value itself for names. */
export function valueLabel(value: string, labels: StockListLabels): string {
  return labels.values[value] ?? value
}
