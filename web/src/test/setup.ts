import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToasts } from '../ui/toast.tsx';
import { failUnmockedRequest, recordProblem, takeProblems } from './test-problems.ts';

// Guardrails for every component test: a console.error (a React warning, a query that resolved to
// undefined, an update outside act) and a request the test did not answer both fail the test, so
// neither can hide behind assertions that still happen to pass.
globalThis.fetch = (input, init) => {
  const request = input instanceof Request ? input : null;
  const url = request ? request.url : String(input);
  return failUnmockedRequest(init?.method ?? request?.method ?? 'GET', url);
};

const printError = console.error.bind(console);

let objectUrls = 0;
beforeEach(() => {
  takeProblems();
  // jsdom has no object URLs (Node's want Node's own Blob): each test starts with stand-ins, whatever
  // the test before it put there, since the files of a worker share one environment (vitest.config.ts).
  Object.assign(URL, {
    createObjectURL: () => `blob:test/${(objectUrls += 1)}`,
    revokeObjectURL: () => {},
  });
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    recordProblem(`console.error: ${format(...args)}`);
    printError(...args);
  });
});

afterEach(() => {
  cleanup();
  clearToasts();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  const problems = takeProblems();
  if (problems.length) throw new Error(`The test passed its assertions, but:\n${problems.join('\n')}`);
});
