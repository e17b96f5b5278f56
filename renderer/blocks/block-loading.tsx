/**
 * A block's neutral skeleton: what stands in its place while its data is on the way (and, on the server,
 * if its render failed). Never a message: a placeholder can end up in HTML that no script completes.
 */
export function BlockLoading() {
  return <div className="block-loading" aria-busy="true" />
}
