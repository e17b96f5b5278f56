import type { Request } from 'express'

/** The signed-in editor's name, recorded as who last changed a page or a part of a site (the audit log has their subject). */
export function editorName(req: Request): string | null {
  return req.user?.name ?? null
}
