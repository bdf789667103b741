import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage, ErrorPageFailure } from '../ErrorPages/ErrorPage';

interface BoundaryProps {
  children: ReactNode;
  fallback: (reset: () => void, error: Error) => ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
  /** Changing this value clears a caught error (e.g. the current path). */
  resetKey?: unknown;
}

interface BoundaryState {
  error: Error | null;
  resetKey: unknown;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    if (this.state.error) return this.props.fallback(() => this.setState({ error: null }), this.state.error);
    return this.props.children;
  }
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  resetKey?: unknown;
  onError?: (error: Error, info: ErrorInfo) => void;
}

/** Shows the error page when rendering fails, and the failure page when the error page fails too. */
export function ErrorBoundary({ children, resetKey, onError }: ErrorBoundaryProps) {
  return (
    <Boundary
      resetKey={resetKey}
      onError={onError}
      fallback={(reset) => (
        <Boundary fallback={() => <ErrorPageFailure />}>
          <ErrorPage onRetry={reset} />
        </Boundary>
      )}
    >
      {children}
    </Boundary>
  );
}
