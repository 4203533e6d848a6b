import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { typePolicies } from '../graphql/type-policies';
import { theme } from '../ui/theme';

export interface RenderOptions {
  /** The URL the page is rendered at. */
  route?: string;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
}

/** Renders a page the way the app does: theme, router and Apollo with the app's cache policies. */
export function renderWithProviders(ui: ReactElement, { route = '/', mocks = [] }: RenderOptions = {}): RenderResult {
  return render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </ThemeProvider>
    </MockedProvider>,
  );
}

/** Renders a presentational component with the theme only. */
export function renderWithTheme(ui: ReactElement): RenderResult {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}
