import { Ajv2020 } from 'ajv/dist/2020.js'

/** Annotation keywords of the template format (DESIGN.md §3): ajv must know them to stay strict. */
export const ANNOTATION_KEYWORDS = [
  'x-template',
  'x-field',
  'x-options',
  'x-variants',
  'x-language',
  'x-allow',
  'x-translatable',
  'x-suggest',
  'x-group',
]

/**
 * The one ajv configuration the generated validators are compiled with. allErrors, because the editor shows
 * every problem at once; no defaults or coercion, because validation must never change the document;
 * the standalone code must inline its helpers (codegen refuses a runtime require).
 */
export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    strictTypes: false,
    allowUnionTypes: true,
    discriminator: true,
    code: { source: true, esm: true, lines: false, optimize: true },
  })
  ajv.addVocabulary(ANNOTATION_KEYWORDS)
  return ajv
}
