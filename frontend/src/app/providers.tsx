import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { AuthProvider } from '../features/auth/AuthProvider';
import { GlobalStyle } from '../ui/GlobalStyle';
import { Toaster } from '../ui/Toaster';
import { theme } from '../ui/theme';
import { hasKeptServerStyles } from './server-styles';

/**
 * Everything the pages rely on: Apollo, the theme, the global style, the session and the toast
 * region.
 *
 * A page the server rendered has the global style's rules in the style element the browser kept
 * (server-styles.ts), and they never change (GlobalStyle is static): the browser does not mount
 * GlobalStyle then. Mounting it compiled the whole global CSS again in a layout effect at the end
 * of hydration, only to find its rules already there (about 40 ms of a phone's main thread at 4x,
 * `npm run main-thread-trace`). A page the browser renders itself (the back office) mounts it.
 */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        {import.meta.env.SSR || !hasKeptServerStyles() ? <GlobalStyle /> : null}
        <AuthProvider>
          {children}
          <Toaster />
        </AuthProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
