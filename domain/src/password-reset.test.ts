import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_TTL_MINUTES, tooManyResetRequests } from './password-reset.js';

describe('password reset words', () => {
  it.each([
    [1, 'Too many password reset requests. Please try again in 1 minute.'],
    [15, 'Too many password reset requests. Please try again in 15 minutes.'],
  ])('says how long to wait: %i', (minutes, message) => {
    expect(tooManyResetRequests(minutes)).toBe(message);
  });

  it('keeps a link valid for 30 minutes (issue 19)', () => {
    expect(PASSWORD_RESET_TTL_MINUTES).toBe(30);
  });
});
