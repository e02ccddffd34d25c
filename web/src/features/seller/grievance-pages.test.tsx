import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../test/render.tsx';
import GrievancePage from './grievance-page.tsx';
import GrievanceTicketPage from './grievance-ticket-page.tsx';

afterEach(() => vi.restoreAllMocks());

const SELLER = {
  seller_name: 'Prime Skincare Pvt. Ltd.',
  seller_address: '4th Floor, Baner Road, Pune, Maharashtra 411045',
  seller_gstin: '27AAACP1234C1Z1',
  care_phone: '9820012345',
  care_email: 'care@primeskin.in',
  grievance_officer: { name: 'Meera Kulkarni', email: 'grievance@primeskin.in', phone: '9820054321' },
};
const ACCESS = 'a'.repeat(64);
const VIEW = {
  ticket_no: 'GRV-000042',
  status: 'acknowledged',
  subject: 'Serum arrived leaking',
  od_id: 104,
  created_at: '2026-11-29T04:30:00.000Z',
  acknowledge_by: '2026-12-01T04:30:00.000Z',
  resolve_by: '2026-12-29T04:30:00.000Z',
  messages: [
    { from: 'customer', text: 'The cap was cracked.', at: '2026-11-29T04:30:00.000Z' },
    { from: 'staff', text: 'A replacement ships tomorrow.', at: '2026-11-29T06:00:00.000Z' },
  ],
};

describe('/grievance', () => {
  it('names the grievance officer and checks the form before sending anything', async () => {
    const api = mockApi({
      'shop/info': () => jsonResponse({ result: true, message: 'Success', data: SELLER }),
    });
    const { user } = renderWithProviders(<GrievancePage />, { url: '/grievance', path: '/grievance' });
    expect(screen.getByRole('heading', { level: 1, name: 'Grievance Redressal' })).toBeInTheDocument();
    expect(await screen.findByText('Meera Kulkarni')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'grievance@primeskin.in' })).toHaveAttribute(
      'href',
      'mailto:grievance@primeskin.in',
    );
    await user.type(screen.getByLabelText('Subject'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'SUBMIT GRIEVANCE' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('The subject must be 3 to 120 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please describe your grievance in 10 to 5,000 characters.')).toBeInTheDocument();
    expect(api.bodiesOf('add/grievance')).toEqual([]);
  });

  it('files it and gives the ticket number and the way to follow it', async () => {
    const api = mockApi({
      'shop/info': () => jsonResponse({ result: true, message: 'Success', data: SELLER }),
      'add/grievance': () =>
        jsonResponse({
          result: true,
          message: 'Grievance registered',
          ticket_no: 'GRV-000042',
          access: ACCESS,
        }),
    });
    const { user } = renderWithProviders(<GrievancePage />, { url: '/grievance', path: '/grievance' });
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Order number (optional)'), '104');
    await user.type(screen.getByLabelText('Subject'), 'Serum arrived leaking');
    await user.type(screen.getByLabelText('Your grievance'), 'The cap was cracked and half of it spilt.');
    await user.click(screen.getByRole('button', { name: 'SUBMIT GRIEVANCE' }));
    const filed = await screen.findByRole('status');
    expect(filed).toHaveTextContent('Your ticket number is GRV-000042');
    expect(within(filed).getByRole('link', { name: 'FOLLOW YOUR GRIEVANCE' })).toHaveAttribute(
      'href',
      `/grievances/${ACCESS}`,
    );
    expect(api.bodiesOf('add/grievance')).toEqual([
      {
        name: 'Asha Rao',
        email: 'asha@example.in',
        od_id: 104,
        subject: 'Serum arrived leaking',
        message: 'The cap was cracked and half of it spilt.',
      },
    ]);
  });
});

describe('/grievances/<access>', () => {
  it('shows the ticket, its dates and messages, and sends a reply', async () => {
    const api = mockApi({
      'grievance/view': () => jsonResponse({ result: true, message: 'Success', data: VIEW }),
      'grievance/reply': () =>
        jsonResponse({
          result: true,
          message: 'Message sent',
          data: {
            ...VIEW,
            messages: [
              ...VIEW.messages,
              { from: 'customer', text: 'Thank you, received.', at: VIEW.resolve_by },
            ],
          },
        }),
    });
    const { user } = renderWithProviders(<GrievanceTicketPage />, {
      url: `/grievances/${ACCESS}`,
      path: '/grievances/:access',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grievance GRV-000042' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Acknowledged by').nextElementSibling).toHaveTextContent('01 Dec 2026');
    expect(screen.getByText('Resolved by').nextElementSibling).toHaveTextContent('29 Dec 2026');
    expect(screen.getByText('A replacement ships tomorrow.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Write to us'), 'Thank you, received.');
    await user.click(screen.getByRole('button', { name: 'SEND REPLY' }));
    expect(await screen.findByText(/Thank you, received\./, { selector: 'li' })).toBeInTheDocument();
    expect(api.bodiesOf('grievance/reply')).toEqual([{ access: ACCESS, text: 'Thank you, received.' }]);
  });

  it('says so for a link that is not one', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ result: false, message: 'We could not find this grievance.' }, 404),
    );
    renderWithProviders(<GrievanceTicketPage />, {
      url: `/grievances/${ACCESS}`,
      path: '/grievances/:access',
    });
    expect(await screen.findByRole('heading', { name: 'Grievance not found' })).toBeInTheDocument();
  });
});
