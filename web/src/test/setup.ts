import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearToasts } from '../ui/toast.tsx';

afterEach(() => {
  cleanup();
  clearToasts();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
