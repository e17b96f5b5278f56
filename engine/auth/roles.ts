/**
 * The roles of the product (issue 15): `admin` manages the site (settings, navigation, footer, metaheads,
 * redirects, dealers, users' roles); `editor` edits pages, forms and leads. An admin may do what an editor may.
 * One place for the server's guards and the screens that show what a role may do.
 */
export const EDITOR_ROLES = ['editor', 'admin'] as const

export function hasEditorRole(roles: readonly string[]): boolean {
  return roles.some((role) => (EDITOR_ROLES as readonly string[]).includes(role))
}

export function hasAdminRole(roles: readonly string[]): boolean {
  return roles.includes('admin')
}
