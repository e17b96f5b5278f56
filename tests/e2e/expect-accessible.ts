import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[]; failureSummary?: string }[]
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules) on the page as it is now, or on the part `include` selects, and
 * fails on any serious or critical violation, listing each with the elements it found.
 */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  await page.addScriptTag({ path: AXE_SCRIPT })
  const violations = await page.evaluate(async (context) => {
    const axe = (
      window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: unknown[] }> } }
    ).axe
    const result = await axe.run(context ? { include: [context] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    })
    return result.violations
  }, include ?? null)
  const serious = (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious, 'serious accessibility violations').toEqual([])
}
