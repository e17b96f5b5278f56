/**
 * Which server runs which spec (playwright.config.ts). A spec not named here runs in the first group.
 * The second group is chosen so both take about as long: after adding a long spec, compare the two
 * projects' times in the list reporter's output and move a spec if one group ends minutes before the other.
 * `quiet` holds the specs that measure loading behaviour (which scripts a page requests and when): they
 * run after both groups, alone, since a busy machine changes what they measure.
 */
const SECOND: readonly string[] = [
  'editor.spec.ts',
  'editor-canvas.spec.ts',
  'editor-field-widgets.spec.ts',
  'editor-keyboard.spec.ts',
  'editor-live-canvas.spec.ts',
  'editor-media.spec.ts',
  'editor-templates.spec.ts',
  'editor-outline.spec.ts',
  'drafts.spec.ts',
  'page-settings.spec.ts',
  'pages-screen.spec.ts',
  'template-gallery.spec.ts',
  'admin-orders.spec.ts',
  'admin-screens.spec.ts',
  'site-admin-journey.spec.ts',
  'site-metaheads-redirects.spec.ts',
  'site-navigation-footer.spec.ts',
  'site-settings.spec.ts',
  'forms.spec.ts',
  'quizzes.spec.ts',
  'dynamic-content-consent.spec.ts',
]

const QUIET: readonly string[] = ['hero-carousel.spec.ts']

const glob = (names: readonly string[]) => names.map((name) => `**/${name}`)

export const E2E_GROUPS = { second: glob(SECOND), quiet: glob(QUIET) }
