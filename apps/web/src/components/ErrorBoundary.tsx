import { Component, type ReactNode } from 'react';
import { LoadError } from './states.tsx';

/**
 * Catches a screen that crashed while rendering or failed to load its code chunk, and
 * offers a retry instead of a white page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode; frame?: (content: ReactNode) => ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    if (this.state.failed) {
      const error = <LoadError onRetry={() => window.location.reload()} />;
      // The page's own frame (title and back button) when the caller gives one.
      return this.props.frame ? this.props.frame(error) : error;
    }
    return this.props.children;
  }
}
