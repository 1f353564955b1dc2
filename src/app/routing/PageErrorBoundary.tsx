import { Component, type ReactNode } from 'react';
import { RouterErrorPage } from '../RouterErrorPage';

interface State {
  error: unknown;
}

interface Props {
  /** The page's path: the error clears when the user goes elsewhere. */
  resetKey: string;
  children: ReactNode;
}

/**
 * A page that throws (or whose code fails to download) shows the error inside the layout, so the
 * header still leads elsewhere. Not remounted per page (a key would also remount the Suspense
 * boundary below, which then shows its fallback on every navigation instead of the old page).
 */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.error ? <RouterErrorPage error={this.state.error} /> : this.props.children;
  }
}
