import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toastQueue } from '../ui/toast-queue';

afterEach(() => {
  cleanup();
  toastQueue.clear();
  sessionStorage.clear();
});
