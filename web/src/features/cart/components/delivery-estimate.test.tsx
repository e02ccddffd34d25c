import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '../../../test/render.tsx';
import { DeliveryEstimate } from './delivery-estimate.tsx';

const daysFor: Record<string, number> = { '400001': 1, '795001': 6 };

function answerDays() {
  return mockApi({
    'list/delivery-time': (body) => {
      const { pincode } = body as { pincode: string };
      if (pincode === '000000' || pincode === '999999')
        return jsonResponse({ result: false, message: 'Please enter a valid 6-digit pincode.' }, 400);
      if (pincode === '560001') return jsonResponse({ result: false, message: 'Something went wrong.' }, 503);
      return jsonResponse({
        result: true,
        message: 'Success',
        data: daysFor[pincode],
        sunday_delivery: pincode === '400001',
      });
    },
  });
}

async function typePincode(pincode: string) {
  const { user } = renderWithProviders(<DeliveryEstimate />);
  await user.type(screen.getByLabelText('Pincode'), pincode);
}

afterEach(() => vi.useRealTimers());

describe('delivery estimate', () => {
  it('names the day it arrives in India, skipping Sundays where couriers do not deliver on them', async () => {
    // Thursday 26 Nov 2026, 21:00 in India.
    vi.useFakeTimers({ now: new Date('2026-11-26T15:30:00Z'), toFake: ['Date'] });
    answerDays();
    await typePincode('400001');
    expect(await screen.findByText('Get it by Fri, 27 Nov')).toBeInTheDocument();
  });

  it('puts a parcel due on a Sunday on the Monday where couriers rest that day', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T15:30:00Z'), toFake: ['Date'] });
    answerDays();
    await typePincode('795001');
    // Six delivery days from Thursday: Fri, Sat, Mon, Tue, Wed, Thu.
    expect(await screen.findByText('Get it by Thu, 3 Dec')).toBeInTheDocument();
  });

  it('says "1 day", not "1 days"', async () => {
    answerDays();
    await typePincode('400001');
    expect(await screen.findByText('Delivery in 1 day')).toBeInTheDocument();
  });

  it('counts farther places in days', async () => {
    answerDays();
    await typePincode('795001');
    expect(await screen.findByText('Delivery in 6 days')).toBeInTheDocument();
  });

  it('shows the server reason for a pincode it refuses, not the default promise', async () => {
    answerDays();
    await typePincode('000000');
    expect(await screen.findByText('Please enter a valid 6-digit pincode.')).toBeInTheDocument();
    expect(screen.queryByText(/4–5 days/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Pincode')).toHaveAttribute('aria-invalid', 'true');
  });

  it('does not ask for "6 digits" of a shopper who typed six that India Post does not have', async () => {
    answerDays();
    await typePincode('999999');
    expect(await screen.findByText('Please enter a valid pincode.')).toBeInTheDocument();
    expect(screen.queryByText(/6-digit/)).not.toBeInTheDocument();
  });

  it('promises the default 4–5 days only when the lookup itself fails', async () => {
    answerDays();
    await typePincode('560001');
    expect(await screen.findByText('Delivery in 4–5 days')).toBeInTheDocument();
  });
});
