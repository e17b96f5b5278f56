/** One case of fixtures/templates/<key>.json: a block and whether the template's schema accepts it. */
export interface TemplateCase {
  description: string
  data: { id?: string; template: string; attributes: Record<string, unknown> }
  valid: boolean
}

/**
 * The fixture case that shows what a template looks like (its thumbnail, the Blocks screen's live preview):
 * the first valid case whose description starts with "full" (the fixture files' name for the case that
 * fills every field), else the first valid case. The first valid case alone is usually "minimal: no
 * attributes", which renders an empty box (decision 049).
 */
export function showcaseCase(cases: readonly TemplateCase[]): TemplateCase | undefined {
  const valid = cases.filter((c) => c.valid)
  return valid.find((c) => /^full\b/i.test(c.description)) ?? valid[0]
}
