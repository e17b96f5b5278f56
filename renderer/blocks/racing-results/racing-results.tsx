import type { RacingResults as Results } from '../../../engine/block-data/racing-results.js'
import type { BlockProps } from '../../block-props.js'
import { blockDomId } from '../../html/block-dom-id.js'
import { useRenderContext } from '../../context/render-context.js'
import { classNames } from '../../html/class-names.js'
import { Heading } from '../../html/heading.js'

/**
 * Racing results (002 §3, §7): the table of the chosen results file (one of five; decision 041): position,
 * driver or team, team, time and points, the columns the file has; the brand's own entries emphasised.
 * Titled by the file's title and session, with when it was updated in the page's language. In the editor,
 * where no data is loaded, it names its file.
 */
export function RacingResults({ block, attributes: a, data }: BlockProps<'racing-results'>) {
  const { locale } = useRenderContext()
  const results = data as Results | undefined
  const headingId = `${blockDomId(block.id)}-heading`
  if (!results)
    return (
      <section className="racing-results racing-results--placeholder">
        <div className="container">
          <p>Racing results: {a.url ?? 'no file chosen'}</p>
        </div>
      </section>
    )
  const hasTeam = results.rows.some((r) => r.team)
  const hasDetail = results.rows.some((r) => r.detail)
  const hasPoints = results.rows.some((r) => r.points !== null)
  const updated = results.updated_at
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(results.updated_at),
      )
    : ''
  return (
    <section className="racing-results" aria-labelledby={headingId}>
      <div className="container">
        <Heading tag={a.header_tag} size="l" className="racing-results__heading" id={headingId}>
          {a.heading || results.title}
        </Heading>
        <p className="racing-results__session">
          {/* The file's own words, in its own language: kept apart from the block's in right to left. */}
          <bdi>
            {a.heading && results.title ? `${results.title}: ` : ''}
            {results.session}
          </bdi>
          {updated ? (
            <>
              {' '}
              <span className="racing-results__updated">
                ({a.updated_label || 'Updated'} <time dateTime={results.updated_at}>{updated}</time>)
              </span>
            </>
          ) : null}
        </p>
        <div className="racing-results__scroll" tabIndex={0} role="region" aria-labelledby={headingId}>
          <table className="racing-results__table">
            <thead>
              <tr>
                <th scope="col" className="racing-results__position">
                  {a.position_label || 'Pos.'}
                </th>
                <th scope="col">{a.name_label || 'Driver'}</th>
                {hasTeam ? <th scope="col">{a.team_label || 'Team'}</th> : null}
                {hasDetail ? (
                  <th scope="col" className="racing-results__number">
                    {a.detail_label || 'Time'}
                  </th>
                ) : null}
                {hasPoints ? (
                  <th scope="col" className="racing-results__number">
                    {a.points_label || 'Points'}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {results.rows.map((row, i) => (
                <tr key={i} className={classNames(row.highlight && 'is-highlighted')}>
                  <td className="racing-results__position">{row.position}</td>
                  <th scope="row" className="racing-results__name">
                    {row.name}
                  </th>
                  {hasTeam ? <td>{row.team}</td> : null}
                  {hasDetail ? (
                    <td className="racing-results__number" dir="ltr">
                      {row.detail}
                    </td>
                  ) : null}
                  {hasPoints ? <td className="racing-results__number">{row.points ?? ''}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  )
}
