import type { MetaheadInput } from '../../engine/metaheads/metahead-options.js'
import { validateMetaheadInput } from '../../engine/metaheads/validate-metahead-input.js'
import { HttpError } from '../http/http-error.js'
import { compileMetahead, MetaheadCompileFailure } from './compile-metahead.js'
import { publicHttpsUrl, sanitiseMetaheadHtml } from './sanitise-metahead-html.js'

const invalid = (
  errors: { field: string; message: string; line?: number }[],
  message = 'Some fields need attention',
) => new HttpError(422, 'validation_failed', message, errors)

/**
 * A metahead as it is stored, from what an admin sent: the engine's field rules, then what needs the server.
 * A js-src must be https on a public host; html is sanitised (sanitise-metahead-html.ts), and a script, link,
 * frame or image URL it would drop is refused by name instead; Sass and SCSS are compiled now, and a compile
 * error is a 422 naming its line. `pageExists` says whether a page id belongs to the site.
 */
export async function metaheadInput(
  body: unknown,
  pageExists: (pageId: string) => Promise<boolean>,
): Promise<{ input: MetaheadInput; compiled: string | null }> {
  const checked = validateMetaheadInput(body)
  if (!checked.ok) throw invalid(checked.errors)
  const input = { ...checked.value }
  if (input.page_id !== null && !(await pageExists(input.page_id)))
    throw invalid([{ field: 'page_id', message: `the site has no page ${input.page_id}` }])
  if (input.language === 'js-src' && !publicHttpsUrl(input.content))
    throw invalid([
      {
        field: 'content',
        message: 'must be an https URL on a public host (not this machine or a private network)',
      },
    ])
  if (input.language === 'html') {
    const { html, refusedUrls } = sanitiseMetaheadHtml(input.content)
    if (refusedUrls.length)
      throw invalid([
        {
          field: 'content',
          message: `URLs must be https on a public host: ${refusedUrls.slice(0, 3).join(', ')}${refusedUrls.length > 3 ? ', …' : ''}`,
        },
      ])
    if (!html) throw invalid([{ field: 'content', message: 'has nothing a head or body snippet may hold' }])
    input.content = html
  }
  try {
    return { input, compiled: compileMetahead(input.language, input.content) }
  } catch (error) {
    if (!(error instanceof MetaheadCompileFailure)) throw error
    const { line, message } = error.detail
    const where = line ? `line ${line}: ` : ''
    throw new HttpError(
      422,
      'sass_compile_error',
      `The ${input.language.toUpperCase()} does not compile: ${where}${message}`,
      [{ field: 'content', line, message: `${where}${message}` }],
    )
  }
}
