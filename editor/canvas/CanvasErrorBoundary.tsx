import { Component, type ReactNode } from 'react'

interface Props {
  /** The block being shown: a new value (any edit) tries the render again. */
  block: unknown
  children: ReactNode
}

/**
 * Keeps a block that fails to render (half-edited attributes) from taking the editor down: it shows why,
 * and the next edit of that block tries again. The renderer's own boundary catches only on the server.
 */
export class CanvasErrorBoundary extends Component<Props, { error: Error | null; block: unknown }> {
  override state: { error: Error | null; block: unknown } = { error: null, block: this.props.block }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  static getDerivedStateFromProps(props: Props, state: { error: Error | null; block: unknown }) {
    return props.block === state.block ? null : { error: null, block: props.block }
  }
  override render() {
    if (!this.state.error) return this.props.children
    return <div className="canvas-block__broken">This block cannot be shown: {this.state.error.message}</div>
  }
}
