import { Component, type ReactNode } from 'react';
import { LoadError } from './states.tsx';

/**
 * Catches a screen that crashed while rendering or failed to load its code chunk, and
 * offers a retry instead of a white page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    if (this.state.failed) return <LoadError onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}
