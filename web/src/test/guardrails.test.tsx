// The guardrails of setup.ts: each records what would fail the test; taking the record here keeps
// this test itself green while showing that the record was made.
import { describe, expect, it } from 'vitest';
import { apiPost } from '../lib/api.ts';
import { mockApi } from './render.tsx';
import { takeProblems } from './test-problems.ts';

describe('component test guardrails', () => {
  it('records a request no test answered, and the request fails as offline', async () => {
    await expect(fetch('/prime/list/faq', { method: 'POST' })).rejects.toThrow('Unmocked request');
    expect(takeProblems()).toEqual([expect.stringContaining('Unmocked request: POST /prime/list/faq')]);
  });

  it('records an API call that mockApi has no handler for', async () => {
    mockApi({});
    await expect(apiPost('list/banner')).rejects.toThrow('No mock for list/banner');
    expect(takeProblems()).toEqual([expect.stringContaining('Unmocked API call: list/banner')]);
  });

  it('records a console.error', () => {
    console.error('Warning: %s is not a valid prop', 'colour');
    expect(takeProblems()).toEqual(['console.error: Warning: colour is not a valid prop']);
  });
});
