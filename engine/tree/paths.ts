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
