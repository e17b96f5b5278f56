/** The spec's content-block failure state (002 §8): a message and a "Try again" button. */
export function BlockError({
  message,
  retryLabel,
  onRetry,
}: {
  message?: string
  retryLabel?: string
  onRetry?: () => void
}) {
  return (
    <div className="block-error" role="alert">
      <p>{message || 'Something went wrong, please try again.'}</p>
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {retryLabel || 'Try again'}
        </button>
      ) : (
        // Without a client-side boundary, trying again means loading the page again.
        <a className="button button--secondary" href="">
          {retryLabel || 'Try again'}
        </a>
      )}
    </div>
  )
}
