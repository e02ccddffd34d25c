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
    </>
  );
}

describe('phone and pincode boxes', () => {
  it('keep only the digits pasted or typed, up to 10 for a phone and 6 for a pincode', async () => {
    const user = userEvent.setup();
    render(<Boxes />);
    const phone = screen.getByLabelText('Mobile');
    const pincode = screen.getByLabelText('Pincode');

    await user.click(phone);
    await user.paste('+91 98765-43210 99');
    expect(phone).toHaveValue('9198765432');
    await user.clear(phone);
    await user.type(phone, '98a76 5432109');
    expect(phone).toHaveValue('9876543210');

    await user.click(pincode);
    await user.paste('560 0345');
    expect(pincode).toHaveValue('560034');
  });

  it('open the number keypad and let the browser fill in a phone number and a postal code', () => {
    render(<Boxes />);
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('autocomplete', 'tel-national');
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Pincode')).toHaveAttribute('autocomplete', 'postal-code');
    expect(screen.getByLabelText('Pincode')).toHaveAttribute('inputmode', 'numeric');
  });
});
