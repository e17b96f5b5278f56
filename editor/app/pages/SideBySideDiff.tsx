import { useMemo } from 'react'
import { documentLines } from './document-lines.js'
import { lineDiff } from './line-diff.js'
import { sideBySide, type DiffLine } from './side-by-side.js'

/**
 * Two page documents side by side as sorted JSON: removed lines on the left, added on the right, a changed
 * line on both, unchanged stretches folded. Each changed cell says "removed" or "added" to screen readers;
 * colour is never the only sign (the gutter has − and +).
 */
export function SideBySideDiff({
  before,
  after,
  beforeLabel,
  afterLabel,
}: {
  before: unknown
  after: unknown
  beforeLabel: string
  afterLabel: string
}) {
  const rows = useMemo(
    () => sideBySide(lineDiff(documentLines(before), documentLines(after))),
    [before, after],
  )
  const changes = rows.filter((r) => r.kind !== 'same' && r.kind !== 'fold').length
  return (
    <div className="pages-diff" data-testid="version-diff">
      <p className="ui-hint" role="status">
        {changes === 0
          ? `No differences between ${beforeLabel} and ${afterLabel}.`
          : `${changes} line${changes === 1 ? ' differs' : 's differ'} between ${beforeLabel} and ${afterLabel}.`}
      </p>
      {changes === 0 ? null : (
        <div className="pages-diff__scroll" tabIndex={0} role="region" aria-label="Differences">
          <table className="pages-diff__table">
            <caption className="visually-hidden">
              {beforeLabel} on the left, {afterLabel} on the right
            </caption>
            <colgroup>
              <col className="pages-diff__number" />
              <col />
              <col className="pages-diff__number" />
              <col />
            </colgroup>
            <thead>
              <tr>
                <th scope="col" colSpan={2}>
                  {columnTitle(beforeLabel)}
                </th>
                <th scope="col" colSpan={2}>
                  {columnTitle(afterLabel)}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) =>
                row.kind === 'fold' ? (
                  <tr key={i} className="pages-diff__fold">
                    <td colSpan={4}>
                      {row.count} unchanged line{row.count === 1 ? '' : 's'}
                    </td>
                  </tr>
                ) : (
                  <tr key={i} className={`pages-diff__row pages-diff__row--${row.kind}`}>
                    <Side line={row.before} mark={row.kind === 'same' ? null : 'removed'} />
                    <Side line={row.after} mark={row.kind === 'same' ? null : 'added'} />
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

/** A side's name as a column header: "the current draft" becomes "Current draft". */
function columnTitle(label: string): string {
  const bare = label.replace(/^the /, '')
  return bare.charAt(0).toUpperCase() + bare.slice(1)
}

function Side({ line, mark }: { line?: DiffLine; mark: 'removed' | 'added' | null }) {
  if (!line)
    return (
      <>
        <td className="pages-diff__gutter" />
        <td className="pages-diff__empty" />
      </>
    )
  return (
    <>
      <td className="pages-diff__gutter">
        {mark ? <span aria-hidden="true">{mark === 'removed' ? '−' : '+'}</span> : null}
        {line.number}
      </td>
      <td className={mark ? `pages-diff__line pages-diff__line--${mark}` : 'pages-diff__line'}>
        {mark ? <span className="visually-hidden">{mark}: </span> : null}
        <code>{line.text}</code>
      </td>
    </>
  )
}
