import type { SessionUser } from './user.js'

/** The roles that open /cms and /admin; a signed-in user with neither gets the no-permission page. */
export const EDITOR_ROLES = ['editor', 'admin'] as const

export function canEdit(user: SessionUser): boolean {
  return user.roles.some((role) => (EDITOR_ROLES as readonly string[]).includes(role))
}

/** Admins manage the site itself (settings, navigation, footer, metaheads, redirects, dealers); editors do not. */
export function isAdmin(user: SessionUser): boolean {
  return user.roles.includes('admin')
}
