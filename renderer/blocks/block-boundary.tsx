import { Component, Suspense, type ReactNode } from 'react'
import { useRenderContext } from '../context/render-context.js'
import { BlockError } from './block-error.js'
import { BlockLoading } from './block-loading.js'

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
 * block sits in its own Suspense boundary: a throwing block leaves its fallback and the rest of the page
 * streams on. That fallback is the neutral skeleton, never the error state: React may send any boundary's
 * fallback first (and the page cache used to keep that form), and without JavaScript nothing replaces it,
 * so an error text there read as a failure of a healthy block (docs/decisions/011). The error state is
 * rendered as content, where a failure is known: a loader that failed (LoadedBlock) and, in the browser,
 * an island that threw. In strict mode (tests, preview) errors are not caught at all.
 */
export function BlockBoundary({ children, ...labels }: Labels & { children: ReactNode }) {
  const { environment, strict } = useRenderContext()
  if (strict) return <>{children}</>
  if (environment === 'island') return <ClientBoundary {...labels}>{children}</ClientBoundary>
  return <Suspense fallback={<BlockLoading />}>{children}</Suspense>
}
