import type { Request } from 'express'

/** The signed-in editor's name, recorded as who last changed a page or a part of a site (the audit log has their subject). */
export function editorName(req: Request): string | null {
  return req.user?.name ?? null
}

/**
 * Who made a change to a site, as its history (site_changes) records it: the signed-in user's name, or their
 * id when the identity provider gives no name. One rule for settings, navigation, footer, metaheads,
 * redirects and restores, so the History screen names everyone the same way.
 */
export function changeActor(req: Request): string | null {
  return req.user?.name ?? req.user?.id ?? null
}
