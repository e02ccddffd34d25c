import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneField, PincodeField } from './digit-fields.tsx';

function Boxes() {
  const [phone, setPhone] = useState('');
  const [pincode, setPincode] = useState('');
  return (
    <>
      <PhoneField label="Mobile" value={phone} onDigits={setPhone} />
      <PincodeField value={pincode} onDigits={setPincode} />
      <output aria-label="Phone kept">{phone}</output>
    </>
  );
}

describe('phone and pincode boxes', () => {
  it('keep a phone as written and hand the form its 10 digits without +91 or 0', async () => {
    const user = userEvent.setup();
    render(<Boxes />);
    const phone = screen.getByLabelText('Mobile');
    const kept = screen.getByRole('status', { name: 'Phone kept' });

    await user.click(phone);
    await user.paste('+91 98765-43210');
    expect(phone).toHaveValue('+91 98765-43210');
    expect(kept).toHaveTextContent(/^9876543210$/);
    await user.tab();
    expect(phone).toHaveValue('9876543210');

    await user.clear(phone);
    await user.type(phone, '098a76 54321x0');
    expect(phone).toHaveValue('09876 543210');
    expect(kept).toHaveTextContent(/^9876543210$/);
    await user.clear(phone);
    await user.type(phone, '+91 1234567890');
    expect(kept).toHaveTextContent(/^1234567890$/);
  });

  it('keep only the digits pasted or typed into a pincode, up to 6', async () => {
    const user = userEvent.setup();
    render(<Boxes />);
    const pincode = screen.getByLabelText('Pincode');

    await user.click(pincode);
    await user.paste('560 0345');
    expect(pincode).toHaveValue('560034');
  });

  it('open the phone and number keypads and let the browser fill in a phone number and a postal code', () => {
    render(<Boxes />);
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('autocomplete', 'tel-national');
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByLabelText('Pincode')).toHaveAttribute('autocomplete', 'postal-code');
    expect(screen.getByLabelText('Pincode')).toHaveAttribute('inputmode', 'numeric');
  });
});
