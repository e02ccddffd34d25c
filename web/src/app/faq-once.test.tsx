// The home page's questions and the support page's are the same list: a shopper who saw them on the
// home page opens Help & Support without a second request for them.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../test/render.tsx';
import SupportPage from '../features/account/support-page.tsx';
import { FaqSection } from '../features/home/components/faq-section.tsx';

describe('frequently asked questions', () => {
  it('are fetched once for the home page and the support page', async () => {
    const api = mockApi({
      'list/faq': () =>
        jsonResponse({
          result: true,
          message: 'ok',
          list: [{ fq_id: 1, fq_question: 'Is shipping free?', fq_answers: 'Free above ₹499.' }],
        }),
      'list/get_in_touch': () => jsonResponse({ result: true, message: 'ok', list: [] }),
    });
    renderWithProviders(
      <>
        <FaqSection />
        <SupportPage />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('Is shipping free?')).toHaveLength(2));
    expect(await screen.findByText('No contact information available.')).toBeInTheDocument();
    expect(api.bodiesOf('list/faq')).toHaveLength(1);
  });
});
