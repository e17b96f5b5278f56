import * as sass from 'sass'

/** Where a Sass or SCSS metahead failed to compile, in words an admin can act on. */
export interface MetaheadCompileError {
  message: string
  /** 1-based line of the content, when Sass names one. */
  line: number | null
}

/**
 * SCSS and Sass metaheads are compiled when saved, so pages carry plain CSS (null for other languages).
 * Nothing is loaded from disk or the network: `@use` and `@import` of anything but Sass's built-in modules
 * fail, as there is no load path. Throws MetaheadCompileFailure with the line on a Sass error.
 */
export function compileMetahead(language: string, content: string): string | null {
  if (language !== 'scss' && language !== 'sass') return null
  try {
    return sass.compileString(content, {
      syntax: language === 'sass' ? 'indented' : 'scss',
      style: 'compressed',
      loadPaths: [],
      // Deprecation warnings are for the author of a library, not a 422: they are not errors.
      logger: sass.Logger.silent,
    }).css
  } catch (error) {
    if (error instanceof sass.Exception)
      throw new MetaheadCompileFailure({ message: error.sassMessage, line: error.span.start.line + 1 })
    throw error
  }
}

export class MetaheadCompileFailure extends Error {
  constructor(readonly detail: MetaheadCompileError) {
    super(`[metaheads] ${detail.line ? `line ${detail.line}: ` : ''}${detail.message}`)
    this.name = 'MetaheadCompileFailure'
  }
}
