import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Dialog } from './dialog.tsx';
import { PasswordInput } from './password-input.tsx';
import { SuccessPopup } from './success-popup.tsx';
import { ToastProvider, useToast, type ToastOptions } from './toast.tsx';

afterEach(() => vi.useRealTimers());

function ToastButton(props: ToastOptions) {
  const { toast } = useToast();
  return <button onClick={() => toast(props)}>Notify</button>;
}

describe('toasts', () => {
  it('shows a success toast politely and removes it after 2 seconds', async () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <ToastButton title="Login Successful!" kind="success" />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Notify' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Login Successful!');
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByText('Login Successful!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Login Successful!')).not.toBeInTheDocument();
  });

  it('announces errors as alerts with their detail text', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <ToastButton title="Error!" text="Failed to send OTP. Try again." kind="error" />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send OTP. Try again.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

function DialogHarness({ closeOnBackdrop }: { closeOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog
        open={open}
        title="Edit Address"
        onClose={() => setOpen(false)}
        closeOnBackdrop={closeOnBackdrop}
      >
        <label htmlFor="t">Address Title</label>
        <input id="t" />
      </Dialog>
    </>
  );
}

describe('dialog', () => {
  it('is a labelled modal that takes focus, locks scrolling, and gives focus back on Esc', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit Address' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Address Title')).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with × and keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Address Title')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a backdrop click only when allowed', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<DialogHarness closeOnBackdrop={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps focus inside after a backdrop click, so Esc still closes it', async () => {
    const user = userEvent.setup();
    render(<DialogHarness closeOnBackdrop={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.getByLabelText('Address Title')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('pulls focus back when something outside takes it, and Esc closes only the top dialog', async () => {
    const user = userEvent.setup();
    const closeOuter = vi.fn();
    render(
      <>
        <button>Outside</button>
        <Dialog open title="Edit Address" onClose={closeOuter}>
          <DialogHarness />
        </Dialog>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const inner = screen.getAllByRole('dialog')[1]!;
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    expect(inner).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });

  it('gives focus to a fallback when the control that opened it is gone', async () => {
    const user = userEvent.setup();
    function DeleteHarness() {
      const [cards, setCards] = useState(['Home']);
      const [asking, setAsking] = useState(false);
      const addButton = useRef<HTMLButtonElement>(null);
      return (
        <>
          <button ref={addButton}>Add New Address</button>
          {cards.map((card) => (
            <button key={card} onClick={() => setAsking(true)}>
              Delete {card}
            </button>
          ))}
          <ConfirmDialog
            open={asking}
            title="Are you sure?"
            text="You won't be able to revert this!"
            confirmLabel="Yes, delete it!"
            onConfirm={() => {
              setCards([]);
              setAsking(false);
            }}
            onCancel={() => setAsking(false)}
            focusAfterClose={addButton}
          />
        </>
      );
    }
    render(<DeleteHarness />);
    await user.click(screen.getByRole('button', { name: 'Delete Home' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    expect(screen.getByRole('button', { name: 'Add New Address' })).toHaveFocus();
  });
});

describe('confirm dialog', () => {
  it('asks before deleting and reports the answer', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Are you sure?"
        text="You won't be able to revert this!"
        confirmLabel="Yes, delete it!"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toHaveTextContent(
      "You won't be able to revert this!",
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});

describe('success popup', () => {
  it('closes by itself after 2 seconds', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(
      <SuccessPopup
        open
        title="Profile updated!"
        text="Your profile was updated successfully."
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Profile updated!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('password input', () => {
  it('shows and hides what was typed', async () => {
    const user = userEvent.setup();
    render(
      <>
        <label htmlFor="pw">Password</label>
        <PasswordInput id="pw" />
      </>,
    );
    // The toggle is named by its text, so a label lookup finds only the box, also by part of the name.
    const input = screen.getByLabelText('password', { exact: false });
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
