/** The editor of one page. */
export function editorUrl(pageId: string): string {
  return `/cms/pages/${encodeURIComponent(pageId)}`
}
