/** One per widget: a widget that breaks while rendering shows a contained message; the others go on. */
import { Component, type ReactNode } from 'react'
import type { Logger } from '../../contracts/plugin'

interface Props {
  tag: string
  log: Logger
  /** The translated "This section could not be loaded." */
  message: string
  children: ReactNode
}

export class WidgetErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    this.props.log.error(`The ${this.props.tag} widget failed to render.`, error)
  }

  override render() {
    if (this.state.failed) {
      return (
        <div role="alert" className="vf-widget-error">
          {this.props.message}
        </div>
      )
    }
    return this.props.children
  }
}
