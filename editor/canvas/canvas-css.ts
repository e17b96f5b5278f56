import frameCss from './canvas-frame.css?inline'

type CssModules = Record<string, string>

/** Renderer CSS in the order the site's pages link it (server/ssr/css-bundle.ts): base, themes, shared, layout, storefront and forms, blocks. */
const base = import.meta.glob('../../renderer/themes/base.css', {
  query: '?inline',
  import: 'default',
  eager: true,
})
const themes = import.meta.glob(['../../renderer/themes/*.css', '!../../renderer/themes/base.css'], {
  query: '?inline',
  import: 'default',
  eager: true,
})
const shared = import.meta.glob('../../renderer/html/**/*.css', {
  query: '?inline',
  import: 'default',
  eager: true,
})
const layout = import.meta.glob('../../renderer/layout/**/*.css', {
  query: '?inline',
  import: 'default',
  eager: true,
})
// The storefront apps and forms that blocks are built from, before the blocks (as in the site's bundles).
const parts = import.meta.glob(['../../renderer/storefront/**/*.css', '../../renderer/forms/**/*.css'], {
  query: '?inline',
  import: 'default',
  eager: true,
})
const blocks = import.meta.glob('../../renderer/blocks/**/*.css', {
  query: '?inline',
  import: 'default',
  eager: true,
})

function join(modules: CssModules): string {
  return Object.keys(modules)
    .sort()
    .map((path) => `/* ${path.replace('../../', '')} */\n${modules[path]}`)
    .join('\n')
}

/**
 * Everything the canvas iframe needs to look like the site: every theme (each is scoped by
 * [data-theme], so the toggle is an attribute), every block's CSS, and the editor's selection outlines.
 * Inlined at build time: the editor has no access to the site's CSS bundles.
 */
export const CANVAS_CSS = [base, themes, shared, layout, parts, blocks]
  .map((modules) => join(modules as CssModules))
  .concat(frameCss)
  .join('\n')
