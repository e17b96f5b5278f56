import { createRequire } from 'node:module'
import { expect, type Frame, type Page } from '@playwright/test'

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[]; failureSummary?: string }[]
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules) on the page as it is now (or on a frame's document, such as the
 * editor's canvas, whose content axe does not reach from the page), or on the part `include` selects, and
 * fails on any serious or critical violation, listing each with the elements it found. It first lets running
 * animations and transitions end: axe measures contrast on what is painted, and a view fading in is not
 * what a shopper reads.
 */
export async function expectAccessible(page: Page | Frame, include?: string): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((done) => setTimeout(done, 3000)),
    ]),
  )
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
