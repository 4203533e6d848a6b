import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../../ui/GlobalStyle';
import { theme } from '../../ui/theme';
import { ErrorFallback } from './ErrorFallback';

interface ErrorBoundaryState {
  hasError: boolean;
}

/**
 * Catches render errors outside the router (providers, the router itself). Once tripped it stays
 * on the fallback until the page is reloaded (spec section 4 "Error boundary").
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Threadline crashed while rendering', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    // Its own theme: the failure may have happened in the app's providers.
    return (
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <ErrorFallback />
      </ThemeProvider>
    );
  }
}

/** The router's error element: render errors inside any route end up here. */
export function RouteErrorFallback() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Threadline crashed while rendering a page', error);
  }, [error]);
  return <ErrorFallback />;
}
