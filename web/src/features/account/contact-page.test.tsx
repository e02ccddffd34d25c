import { CONTACT_CACHE_MS } from '@prime/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/render.tsx';
import ContactPage from './contact-page.tsx';

const card = {
  g_id: 1,
  g_image: '',
  g_heading: 'Email us',
  g_description: 'Within a day.',
  g_contact: 'care@primeskin.in',
};
const cached = { ...card, g_heading: 'Call us (saved)', g_contact: '+91 20 4852 7310' };
const renderContact = () => renderWithProviders(<ContactPage />, { url: '/c', path: '/c' });

function cache(ageMs: number) {
  localStorage.setItem('contact_data', JSON.stringify([cached]));
  localStorage.setItem('contact_data_timestamp', String(Date.now() - ageMs));
}

describe('GET IN TOUCH', () => {
  it('loads the cards, then keeps them for a day', async () => {
    const api = mockApi({
      'list/get_in_touch': () => jsonResponse({ result: true, message: 'ok', list: [card] }),
    });
    renderContact();
    // The hours the thank-you page and the Call us card give too (messages.customerCareHours).
    expect(screen.getByText(/answers Monday to Saturday, 10 am to 7 pm IST\.$/)).toBeInTheDocument();
    expect(screen.getByText('Loading contact information...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'care@primeskin.in' })).toHaveAttribute(
      'href',
      'mailto:care@primeskin.in',
    );
    expect(JSON.parse(localStorage.getItem('contact_data')!)).toEqual([card]);
    expect(Number(localStorage.getItem('contact_data_timestamp'))).toBeGreaterThan(Date.now() - 5000);
    expect(api.calls).toHaveLength(1);
  });

  it('uses a cache younger than 24 hours without asking the server', async () => {
    const api = mockApi({});
    cache(CONTACT_CACHE_MS - 60_000);
    renderContact();
    expect(await screen.findByText('Call us (saved)')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByText('Using cached data due to API error')).not.toBeInTheDocument();
  });

  it('refreshes an old cache, and falls back to it with a notice when the server fails', async () => {
    const api = mockApi({ 'list/get_in_touch': () => jsonResponse({ result: false, message: 'down' }, 503) });
    cache(CONTACT_CACHE_MS + 60_000);
    renderContact();
    expect(await screen.findByText('Using cached data due to API error')).toBeInTheDocument();
    expect(screen.getByText('Call us (saved)')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('offers Try Again when nothing could be loaded', async () => {
    let up = false;
    mockApi({
      'list/get_in_touch': () =>
        up
          ? jsonResponse({ result: true, message: 'ok', list: [card] })
          : Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderContact();
    expect(await screen.findByText('Failed to load contact information')).toBeInTheDocument();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Email us')).toBeInTheDocument();
  });

  it('says so when there are no contact details', async () => {
    mockApi({ 'list/get_in_touch': () => jsonResponse({ result: true, message: 'ok', list: [] }) });
    renderContact();
    expect(await screen.findByText('No contact information available.')).toBeInTheDocument();
  });
});
