import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toastQueue } from '../ui/toast-queue';

// These machines are shared and sometimes busy: give findBy*/waitFor more than the default second
// before calling something missing. Passing tests do not wait longer.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  toastQueue.clear();
  sessionStorage.clear();
});
