import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { ContactForm } from './contact-form.tsx';

afterEach(() => vi.restoreAllMocks());

async function fillAndSend(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Name'), 'Asha');
  await user.type(screen.getByLabelText('Email'), 'asha@example.in');
  await user.type(screen.getByLabelText('Message'), 'Is the serum safe in pregnancy?');
  await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));
}

describe('ContactForm', () => {
  it('labels each field so that Name, Email and Message each find exactly one control', () => {
    renderWithProviders(<ContactForm />);
    for (const label of [/name/i, /email/i, /message/i]) {
      expect(screen.getAllByLabelText(label)).toHaveLength(1);
    }
    expect(screen.getByRole('form', { name: 'Write to us' })).toBeInTheDocument();
  });

  it('checks every field before sending anything', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the message and says so', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse({ result: true, message: 'Message sent successfully!' }));
    const { user } = renderWithProviders(<ContactForm />);
    await fillAndSend(user);
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      name: 'Asha',
      email: 'asha@example.in',
      message: 'Is the serum safe in pregnancy?',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('reports a refused message and a network failure in the spec words', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse({ result: false, message: 'Too many attempts.' }, 429));
    const { user } = renderWithProviders(<ContactForm />);
    await fillAndSend(user);
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();

    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'SEND MESSAGE' }));
    expect(await screen.findByText('Error sending message. Please try again.')).toBeInTheDocument();
  });
});
