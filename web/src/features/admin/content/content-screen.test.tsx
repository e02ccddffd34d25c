import { adminMessages, contentMessages } from '@prime/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { ok, renderScreen, signIn } from '../shared/admin-test-kit.tsx';
import ContentScreen from './content-screen.tsx';

const banner = (id: number, heading: string, status: number) => ({
  b_id: id,
  b_title: 'New',
  b_heading: heading,
  b_description: '',
  b_image: `uploads/banners/${id}.webp`,
  b_status: status,
});
const faqs = [
  { fq_id: 1, fq_question: 'Is it vegan?', fq_answers: 'Yes.' },
  { fq_id: 2, fq_question: 'Do you ship to Imphal?', fq_answers: 'Yes, in 7 days.' },
];

/** `admin/content/list` answering each kind's items. */
const lists = (byKind: Record<string, unknown[]>) => (body: unknown) =>
  ok({ list: byKind[(body as { kind: string }).kind] ?? [] })();

const renderContent = (kind: string) => {
  signIn('admin');
  return renderScreen(<ContentScreen />, { url: `/admin/content/${kind}`, path: '/admin/content/:kind' });
};

describe('content lists', () => {
  it('switches a banner off and on, sending the whole banner', async () => {
    const api = mockApi({
      'admin/content/list': lists({ banner: [banner(1, 'Glow season', 1), banner(2, 'Old sale', 0)] }),
      'admin/banner/save': ok({}, adminMessages.saved),
    });
    const { user } = renderContent('banner');
    const glow = await screen.findByRole('listitem', { name: 'Glow season' });
    expect(glow).toHaveTextContent('Active');
    expect(screen.getByRole('listitem', { name: 'Old sale' })).toHaveTextContent('Off');
    expect(screen.getByRole('link', { name: 'Banners' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(glow).getByRole('button', { name: 'Switch off Glow season' }));
    expect(await screen.findByText(adminMessages.saved)).toBeInTheDocument();
    expect(api.bodiesOf('admin/banner/save')).toEqual([{ ...banner(1, 'Glow season', 1), b_status: 0 }]);
  });

  it('puts the FAQ in a new order', async () => {
    const api = mockApi({
      'admin/content/list': lists({ faq: faqs }),
      'admin/content/order': ok({ list: [] }, adminMessages.saved),
    });
    const { user } = renderContent('faq');
    await user.click(await screen.findByRole('button', { name: 'Move Do you ship to Imphal? up' }));
    await screen.findByText(adminMessages.saved);
    expect(api.bodiesOf('admin/content/order')).toEqual([{ kind: 'faq', ids: [2, 1] }]);
    expect(screen.queryByRole('button', { name: 'Move Is it vegan? up' })).not.toBeInTheDocument();
  });

  it('adds a question, asking first for what is missing', async () => {
    const api = mockApi({
      'admin/content/list': lists({ faq: faqs }),
      'admin/faq/save': ok({}, adminMessages.saved),
    });
    const { user } = renderContent('faq');
    await user.click(await screen.findByRole('button', { name: 'Add a question' }));
    const dialog = screen.getByRole('dialog', { name: 'New question' });
    await user.type(within(dialog).getByLabelText('Question'), 'Is it safe in pregnancy?');
    await user.click(within(dialog).getByRole('button', { name: 'Save question' }));
    expect(within(dialog).getByLabelText('Answer')).toHaveAccessibleDescription(
      expect.stringContaining(contentMessages.required),
    );
    // Charges are written as placeholders the shop fills from its settings.
    expect(within(dialog).getByLabelText('Answer')).toHaveAccessibleDescription(
      expect.stringContaining('{delivery_terms}'),
    );
    await user.type(within(dialog).getByLabelText('Answer'), 'Ask your doctor first.');
    await user.click(within(dialog).getByRole('button', { name: 'Save question' }));
    await screen.findByText(adminMessages.saved);
    expect(api.bodiesOf('admin/faq/save')).toEqual([
      { fq_question: 'Is it safe in pregnancy?', fq_answers: 'Ask your doctor first.' },
    ]);
  });

  it('lists an offer text the shop leaves out while its coupon is off, and orders the whole strip', async () => {
    const strip = [
      { ob_id: 5, ob_text: 'Free delivery above ₹499' },
      { ob_id: 6, ob_text: 'Use code MONSOON25 for 25% off' },
    ];
    const api = mockApi({
      'admin/content/list': lists({ 'offer-banner': strip }),
      'list/offer-banner': ok({ list: [strip[0]] }),
      'admin/content/order': ok({ list: [] }, adminMessages.saved),
    });
    const { user } = renderContent('offer-banner');
    const off = await screen.findByRole('listitem', { name: 'Use code MONSOON25 for 25% off' });
    expect(await within(off).findByText('Not shown')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an offer' })).toBeInTheDocument();
    expect(off).toHaveTextContent('a code it names is not an active coupon');
    expect(screen.getByRole('listitem', { name: 'Free delivery above ₹499' })).not.toHaveTextContent(
      'Not shown',
    );
    await user.click(within(off).getByRole('button', { name: 'Move Use code MONSOON25 for 25% off up' }));
    await screen.findByText(adminMessages.saved);
    expect(api.bodiesOf('admin/content/order')).toEqual([{ kind: 'offer-banner', ids: [6, 5] }]);
  });

  it('deletes a partner after asking', async () => {
    const api = mockApi({
      'admin/content/list': lists({
        partner: [{ pt_id: 3, pt_name: 'Nykaa', pt_image: 'uploads/p/n.webp', pt_link: 'https://nykaa.com' }],
      }),
      'admin/content/delete': ok({}, adminMessages.deleted),
    });
    const { user } = renderContent('partner');
    await user.click(await screen.findByRole('button', { name: 'Delete Nykaa' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this partner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete partner' }));
    await screen.findByText(adminMessages.deleted);
    expect(api.bodiesOf('admin/content/delete')).toEqual([{ kind: 'partner', id: 3 }]);
  });
});
