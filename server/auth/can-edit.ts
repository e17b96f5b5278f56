import { hasAdminRole, hasEditorRole } from '../../engine/auth/roles.js'
import type { SessionUser } from './user.js'

export { EDITOR_ROLES } from '../../engine/auth/roles.js'

/** Opens /cms and /admin; a signed-in user with neither role gets the no-permission page. */
export function canEdit(user: SessionUser): boolean {
  return hasEditorRole(user.roles)
}

/** Admins manage the site itself (settings, navigation, footer, metaheads, redirects, dealers); editors do not. */
export function isAdmin(user: SessionUser): boolean {
  return hasAdminRole(user.roles)
}
