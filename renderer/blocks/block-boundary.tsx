import { Component, Suspense, type ReactNode } from 'react'
import { useRenderContext } from '../context/render-context.js'
import { BlockError } from './block-error.js'

interface Labels {
  message?: string
  retryLabel?: string
}

/** In the browser: catches a block's render error and offers "Try again", which renders it anew. */
class ClientBoundary extends Component<Labels & { children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return <BlockError {...this.props} onRetry={() => this.setState({ failed: false })} />
  }
}

/**
 * Keeps one broken block from breaking the page. On the server an error boundary cannot catch, so each
 * block sits in its own Suspense boundary: a throwing block streams its fallback (the error state) and the
 * rest of the page streams on. In strict mode (tests, preview) errors are not caught at all.
 */
export function BlockBoundary({ children, ...labels }: Labels & { children: ReactNode }) {
  const { environment, strict } = useRenderContext()
  if (strict) return <>{children}</>
  if (environment === 'island') return <ClientBoundary {...labels}>{children}</ClientBoundary>
  return <Suspense fallback={<BlockError {...labels} />}>{children}</Suspense>
}
