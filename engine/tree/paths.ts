/** A path from the page document's root: property names and array indexes. */
export type DocPath = readonly (string | number)[]

/** Reads the value at a path, or undefined where the path leads nowhere. */
export function getAt(root: unknown, path: DocPath): unknown {
  let node = root
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string | number, unknown>)[part]
  }
  return node
}

/**
 * Writes a value at a path inside a mutable object (a copy the caller owns); every step but the last must
 * exist.
 */
export function setAt(root: object, path: DocPath, value: unknown): void {
  let node = root as Record<string | number, unknown>
  for (const part of path.slice(0, -1)) node = node[part] as Record<string | number, unknown>
  node[path[path.length - 1] as string | number] = value
}

/** "tabs/0/content" -> ["tabs", 0, "content"]: a slot or group name as the editor writes it. */
export function parseRelativePath(path: string): (string | number)[] {
  return path
    .split('/')
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part.replace(/~1/g, '/').replace(/~0/g, '~')))
}

/** ["tabs", 0, "content"] -> "tabs/0/content". */
export function formatRelativePath(path: readonly (string | number)[]): string {
  return path.map((part) => String(part).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')
}

/** A JSON pointer (RFC 6901) for a document path. */
export function toPointer(path: DocPath): string {
  return path.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')
}
