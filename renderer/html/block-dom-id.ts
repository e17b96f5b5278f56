/**
 * A block's id made safe as the start of element ids (letters, digits, _ and -): unique in the page and the
 * same on the server and in the hydrating island, where useId() would differ (see README).
 */
export function blockDomId(blockId: string): string {
  return blockId.replace(/[^A-Za-z0-9_-]/g, '-')
}
