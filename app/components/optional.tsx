import { Component, type ReactNode } from 'react';

/**
 * Renders its children if it can, and nothing if they fail (for example a lazily loaded extra that
 * cannot be fetched offline). For things the page works without, never for content.
 */
export class Optional extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
