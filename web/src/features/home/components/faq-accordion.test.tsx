import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion.tsx';

const faqs = [
  { fq_id: 1, fq_question: 'Is PRIME cruelty free?', fq_answers: 'Yes, we never test on animals.' },
  { fq_id: 2, fq_question: 'How long does delivery take?', fq_answers: 'Usually 4–5 days.' },
];

describe('FaqAccordion', () => {
  it('keeps one answer open at a time, and closes the open one when clicked again', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion faqs={faqs} />);
    const first = screen.getByRole('button', { name: 'Is PRIME cruelty free?' });
    const second = screen.getByRole('button', { name: 'How long does delivery take?' });
    expect(screen.queryByText('Yes, we never test on animals.')).not.toBeVisible();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Yes, we never test on animals.')).toBeVisible();
    expect(document.getElementById(first.getAttribute('aria-controls')!)).toHaveTextContent('never test');

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Yes, we never test on animals.')).not.toBeVisible();
    expect(screen.getByText('Usually 4–5 days.')).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Usually 4–5 days.')).not.toBeVisible();
  });
});
