import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { AuthProvider } from '../features/auth/AuthProvider';
import { GlobalStyle } from '../ui/GlobalStyle';
import { Toaster } from '../ui/Toaster';
import { theme } from '../ui/theme';

/** Everything the pages rely on: Apollo, the theme, the session and the toast region. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <AuthProvider>
          {children}
          <Toaster />
        </AuthProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
