import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('boom');
}

describe('ErrorBoundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('replaces a crashed page with the fallback screen and logs the error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText("We've encountered an unexpected error")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Don't worry! Our team has been notified. You can try refreshing the page or return to the home page.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'support@threadline.store' })).toHaveAttribute(
      'href',
      'mailto:support@threadline.store',
    );
    expect(log).toHaveBeenCalledWith('Threadline crashed while rendering', expect.any(Error), expect.anything());
  });
});
