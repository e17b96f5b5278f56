import { layoutLabels } from './layout-labels.js'

/**
 * The last resort when the error page itself fails to render (000 §8): the fixed sentence and a link to the
 * home page. It takes no render context and draws nothing that could fail again.
 */
export function ErrorContent({ homeUrl = '/', locale = 'en' }: { homeUrl?: string; locale?: string }) {
  const labels = layoutLabels(locale)
  return (
    <section className="error-content container" role="alert">
      <p className="error-content__message">{labels.errorPageFailed}</p>
      <a className="button button--primary" href={homeUrl}>
        {labels.goHome}
      </a>
    </section>
  )
}
