import { Fragment } from 'react'

/**
 * A locator's results line from the editor's text: `{count}` replaced by the number, `{place}` by what was
 * searched, isolated (<bdi>) so "2150 Parramatta" reads in order inside an Arabic sentence.
 */
export function ResultsText({
  template,
  count,
  place,
}: {
  template: string
  count: number
  place: string | null
}) {
  return (
    <>
      {template
        .split(/(\{count\}|\{place\})/)
        .map((part, i) =>
          part === '{count}' ? (
            <Fragment key={i}>{count}</Fragment>
          ) : part === '{place}' ? (
            <bdi key={i}>{place ?? ''}</bdi>
          ) : (
            <Fragment key={i}>{part}</Fragment>
          ),
        )}
    </>
  )
}
