import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/render.tsx';
import SupportPage from './support-page.tsx';

describe('Help & Support', () => {
  it('answers questions from the FAQ list, one opened at a time by the shopper', async () => {
    mockApi({
      'list/faq': () =>
        jsonResponse({
          result: true,
          message: 'ok',
          list: [{ fq_id: 1, fq_question: 'Is shipping free?', fq_answers: 'Free above ₹499.' }],
        }),
      'list/get_in_touch': () => jsonResponse({ result: true, message: 'ok', list: [] }),
    });
    const { user } = renderWithProviders(<SupportPage />, { url: '/s', path: '/s' });
    const question = await screen.findByText('Is shipping free?');
    const answer = screen.getByText('Free above ₹499.');
    expect(answer).not.toBeVisible();
    await user.click(question);
    expect(answer).toBeVisible();
    expect(await screen.findByText('No contact information available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return & Refunds' })).toHaveAttribute(
      'href',
      '/MainLayout/returns',
    );
  });
});
