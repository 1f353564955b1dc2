import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface LazyBoundaryProps {
  /** Shown instead of the children when they fail (e.g. a lazy chunk could not load). */
  fallback: ReactNode;
  children: ReactNode;
}

interface LazyBoundaryState {
  failed: boolean;
}

/** Keeps the rest of a guide page usable when an embedded widget fails to load or render. */
export class LazyBoundary extends Component<LazyBoundaryProps, LazyBoundaryState> {
  state: LazyBoundaryState = { failed: false };

  static getDerivedStateFromError(): LazyBoundaryState {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Embedded widget failed', error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
