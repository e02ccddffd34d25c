import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DateField, fromIndianDay, fromIndianDayTime, toIndianDayTime } from './date-field.tsx';
import { Dialog } from './dialog.tsx';
import { PasswordInput } from './password-input.tsx';
import { StateField } from './state-field.tsx';
import { SuccessPopup } from './success-popup.tsx';
import { TextField } from './text-field.tsx';
import { toastDuration, ToastProvider, useToast, type ToastOptions } from './toast.tsx';

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

  it('announces errors as alerts with their detail text, and × closes them at once', async () => {
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

  it('keeps an error at least 5 seconds, and longer when it has more to read', () => {
    vi.useFakeTimers();
    const long =
      'We could not reach the store to save your address. Check your connection, then press Submit again; nothing was saved.';
    render(
      <ToastProvider>
        <ToastButton title="Something went wrong" kind="error" />
        <ToastButton title="Failed" text={long} kind="error" />
      </ToastProvider>,
    );
    const [short, detailed] = screen.getAllByRole('button', { name: 'Notify' });
    act(() => short!.click());
    act(() => detailed!.click());
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.getByText(long)).toBeInTheDocument();
    expect(toastDuration({ title: 'Failed', text: long, kind: 'error' })).toBeGreaterThan(5000);
    act(() => vi.advanceTimersByTime(toastDuration({ title: 'Failed', text: long, kind: 'error' })));
    expect(screen.queryByText(long)).not.toBeInTheDocument();
  });

  it('waits while the pointer is over a toast or focus is inside it', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <ToastButton title="Update failed" text="Failed to update profile." kind="error" />
        <ToastButton title="Added to Cart!" kind="success" />
      </ToastProvider>,
    );
    const [error, success] = screen.getAllByRole('button', { name: 'Notify' });
    act(() => success!.click());
    act(() => error!.click());
    const alert = screen.getByRole('alert');
    fireEvent.mouseEnter(alert);
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('Added to Cart!')).toBeInTheDocument();

    // Focus inside holds it too, after the pointer has left.
    act(() => within(alert).getByRole('button', { name: 'Dismiss' }).focus());
    fireEvent.mouseLeave(alert);
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('Update failed')).toBeInTheDocument();

    // Once both have left, it has the time it had left (a success toast its 2 seconds).
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Added to Cart!')).not.toBeInTheDocument();
    act(() => within(alert).getByRole('button', { name: 'Dismiss' }).blur());
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Update failed')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Update failed')).not.toBeInTheDocument();
  });

  it('takes errors away when a success follows, but not one the shopper is reading', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <ToastButton title="Invalid OTP" kind="error" />
        <ToastButton title="Failed to update profile." kind="error" />
        <ToastButton title="OTP Verified!" kind="success" />
      </ToastProvider>,
    );
    const [wrongCode, otherError, verified] = screen.getAllByRole('button', { name: 'Notify' });
    act(() => wrongCode!.click());
    act(() => otherError!.click());
    const [, reading] = screen.getAllByRole('alert');
    expect(reading).toHaveTextContent('Failed to update profile.');
    fireEvent.mouseEnter(reading!);
    act(() => verified!.click());
    expect(screen.queryByText('Invalid OTP')).not.toBeInTheDocument();
    expect(screen.getByText('Failed to update profile.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('OTP Verified!');
  });

  it('keeps the guest favourite toast at its own 1.5 seconds', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <ToastButton title="Added to Favorites!" kind="success" durationMs={1500} />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Notify' }).click());
    act(() => vi.advanceTimersByTime(1400));
    expect(screen.getByText('Added to Favorites!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Added to Favorites!')).not.toBeInTheDocument();
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

  it('gives the focus to a dialog opened inside another in the same render, and Esc closes it first', async () => {
    const user = userEvent.setup();
    const closeOuter = vi.fn();
    const closeInner = vi.fn();
    render(
      <Dialog open title="Your Cart (1)" size="side" onClose={closeOuter}>
        <label>
          Pincode
          <input />
        </label>
        <Dialog open title="Checkout" size="beside" onClose={closeInner}>
          <label>
            Full Name
            <input />
          </label>
        </Dialog>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
    await user.keyboard('{Escape}');
    expect(closeInner).toHaveBeenCalledTimes(1);
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

describe('text field', () => {
  it('ties its label to the box and describes it by its hint', () => {
    render(<TextField label="Password" type="password" hint="At least 8 characters." />);
    const box = screen.getByLabelText('Password');
    expect(box).toHaveAttribute('type', 'password');
    expect(box).toHaveAccessibleDescription('At least 8 characters.');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('marks the box invalid and reads the error before the hint', () => {
    render(
      <TextField
        label="Full Name"
        hint="As on your ID."
        error="Name must contain at least 3 letters only."
        errorTitle="Invalid Name"
      />,
    );
    const box = screen.getByLabelText('Full Name');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      'Invalid Name: Name must contain at least 3 letters only. As on your ID.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid Name: Name must contain at least 3 letters only.',
    );
  });

  it('shows fixed text in front of the box and reads it with the box', async () => {
    const user = userEvent.setup();
    render(<TextField label="Mobile Phone" type="tel" before="+91" />);
    const box = screen.getByLabelText('Mobile Phone');
    await user.type(box, '9876543210');
    expect(box).toHaveValue('9876543210');
    expect(box).toHaveAccessibleDescription('+91');
  });
});

describe('state field', () => {
  it('lists India’s states in alphabetical order', () => {
    render(<StateField value="" onChoose={() => {}} />);
    const names = screen
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-IN')));
    expect(names[0]).toBe('Andaman and Nicobar Islands');
  });
});

describe('date field', () => {
  it('shows and takes a day as dd/mm/yyyy, and gives it on as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    function Harness() {
      const [value, setValue] = useState('2026-01-05');
      return (
        <DateField
          label="Placed from"
          value={value}
          onChange={(event) => {
            changes.push(event.target.value);
            setValue(event.target.value);
          }}
        />
      );
    }
    render(<Harness />);
    const box = screen.getByLabelText('Placed from');
    expect(box).toHaveValue('05/01/2026');
    await user.clear(box);
    await user.type(box, '29/11/2026');
    expect(box).toHaveValue('29/11/2026');
    expect(changes.at(-1)).toBe('2026-11-29');
    expect(fromIndianDay('31/02/2026')).toBeUndefined();
  });

  it('reads a day and time as dd/mm/yyyy hh:mm, a day alone at the time given, and refuses what is neither', () => {
    expect(fromIndianDayTime('01/07/2025 9:05')).toBe('2025-07-01T09:05');
    expect(fromIndianDayTime('1-7-2025, 23.59')).toBe('2025-07-01T23:59');
    expect(fromIndianDayTime('30/09/2025', '23:59')).toBe('2025-09-30T23:59');
    expect(fromIndianDayTime('30/09/2025 24:00')).toBeUndefined();
    expect(fromIndianDayTime('2025-09-30T10:00')).toBeUndefined();
    expect(toIndianDayTime('2025-03-31T23:59')).toBe('31/03/2025 23:59');
  });
});
