import { createHash } from 'node:crypto'

/**
 * The version of a navigation tree or footer as the admin screens hold it: a hash of the value as stored
 * (jsonb keeps its keys in one order, and the tree is read in one order), so a save over a value someone else
 * has changed since is recognised without a version column (docs/decisions/045).
 */
export function treeVersion(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(value ?? null))
    .digest('base64url')
    .slice(0, 22)
}
