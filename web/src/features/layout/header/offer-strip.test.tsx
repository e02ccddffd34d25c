import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { OFFER_MS, OfferStrip } from './offer-strip.tsx';

const offers = [
  { ob_id: 1, ob_text: 'PRIME10: 10% off your first order' },
  { ob_id: 2, ob_text: 'GLOW200: ₹200 off orders of ₹1,499 or more' },
];

function answerOffers() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    jsonResponse({ result: true, message: 'Success', list: offers }),
  );
}

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const shown = (strip: HTMLElement) =>
  within(strip)
    .getAllByRole('listitem')
    .filter((item) => !item.className.includes('waiting'))
    .map((item) => item.textContent);

describe('offer strip', () => {
  it('shows every active offer in turn, holds one under the pointer, and lists them all for screen readers', async () => {
    answerOffers();
    preferReducedMotion(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<OfferStrip />);
    const strip = await screen.findByRole('list', { name: 'Offers' });
    expect(
      within(strip)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(offers.map((offer) => offer.ob_text));
    expect(shown(strip)).toEqual([offers[0]!.ob_text]);

    act(() => vi.advanceTimersByTime(OFFER_MS));
    expect(shown(strip)).toEqual([offers[1]!.ob_text]);
    act(() => vi.advanceTimersByTime(OFFER_MS));
    expect(shown(strip)).toEqual([offers[0]!.ob_text]);

    fireEvent.pointerOver(strip);
    act(() => vi.advanceTimersByTime(OFFER_MS * 3));
    expect(shown(strip)).toEqual([offers[0]!.ob_text]);
  });

  it('does not turn when the shopper prefers reduced motion', async () => {
    answerOffers();
    preferReducedMotion(true);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<OfferStrip />);
    const strip = await screen.findByRole('list', { name: 'Offers' });
    act(() => vi.advanceTimersByTime(OFFER_MS * 3));
    expect(shown(strip)).toEqual([offers[0]!.ob_text]);
  });
});
