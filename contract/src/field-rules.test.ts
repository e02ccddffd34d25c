import { describe, expect, it } from 'vitest';
import {
  addAddressBody,
  addOrderBody,
  editAddressBody,
  isEmail,
  messages,
  mobileError,
  nationalMobile,
  passwordError,
  personNameError,
  profileBody,
  registerBody,
} from './index.ts';

const registration = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  password: 'Secret@123',
  mobile: '9876543210',
};
const profile = { name: 'Asha Rao', email: 'asha@example.in', mobile: '9876543210' };
const address = {
  heading: 'Asha Rao',
  address: '12 MG Road',
  state: 'Karnataka',
  district: 'Bengaluru',
  pincode: '560001',
  phone: '9876543210',
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error!.issues[0]!.message;

describe('one name rule: registration and profile', () => {
  it.each(['Al', 'A l', '  Al  ', 'Asha1', 'Asha-Rao', ''])(
    'refuses %j in both forms with one message',
    (name) => {
      expect(personNameError(name)).toBe('Name must contain at least 3 letters only.');
      expect(firstMessage(profileBody.safeParse({ ...profile, name }))).toBe(
        'Name must contain at least 3 letters only.',
      );
      if (name !== '')
        expect(firstMessage(registerBody.safeParse({ ...registration, name }))).toBe(
          'Name must contain at least 3 letters only.',
        );
    },
  );

  it.each(['Ash', 'A s h', 'Meera Iyer'])('takes %j in both forms', (name) => {
    expect(personNameError(name)).toBeUndefined();
    expect(registerBody.safeParse({ ...registration, name }).success).toBe(true);
    expect(profileBody.safeParse({ ...profile, name }).success).toBe(true);
  });

  it('still names a missing registration name before any format rule', () => {
    expect(firstMessage(registerBody.safeParse({ ...registration, name: '', mobile: '12' }))).toBe(
      messages.nameRequired,
    );
  });
});

describe('one phone rule: registration, profile and addresses', () => {
  it.each(['0123456789', '5876543210', '987654321', '98765432100', '98765 4321'])(
    'refuses %j everywhere with the profile words',
    (phone) => {
      const message = 'Phone must be a valid 10-digit Indian number.';
      expect(mobileError(phone)).toBe(message);
      expect(firstMessage(registerBody.safeParse({ ...registration, mobile: phone }))).toBe(message);
      expect(firstMessage(profileBody.safeParse({ ...profile, mobile: phone }))).toBe(message);
      expect(firstMessage(addAddressBody.safeParse({ ...address, phone }))).toBe(message);
      expect(firstMessage(editAddressBody.safeParse({ adr_id: 1, phone }))).toBe(message);
    },
  );

  it.each(['6000000000', '9876543210', 9876543210])('takes %j everywhere', (phone) => {
    expect(registerBody.safeParse({ ...registration, mobile: phone }).success).toBe(true);
    expect(profileBody.safeParse({ ...profile, mobile: phone }).success).toBe(true);
    expect(addAddressBody.safeParse({ ...address, phone }).success).toBe(true);
  });
});

describe('password rule', () => {
  it('names the characters first, then the length', () => {
    expect(passwordError('Dot.Star*2026')).toBe(messages.passwordCharacters);
    expect(passwordError('Ab@1')).toBe(messages.passwordTooShort);
    expect(passwordError('Secret@123')).toBeUndefined();
    expect(passwordError('a'.repeat(129))).toBe(messages.fieldTooLong);
  });
});

describe('email shape x@y.z', () => {
  it.each(['asha@example.in', 'a@b.c', ' asha@example.in ', 'a.b@c.d.e'])('takes %j', (email) => {
    expect(isEmail(email)).toBe(true);
  });
  it.each([
    'asha',
    'asha@',
    '@example.in',
    'asha@example',
    'asha@.in',
    'asha@example.',
    'a@b@c.d',
    'as ha@x.in',
  ])('refuses %j', (email) => {
    expect(isEmail(email)).toBe(false);
  });
  it('refuses an address longer than 254 characters', () => {
    expect(isEmail(`${'a'.repeat(250)}@x.in`)).toBe(false);
  });
});

describe('a phone as written (+91, 0, spaces, hyphens): registration, profile, address and checkout', () => {
  const order = {
    user_name: 'Asha Rao',
    user_email: 'asha@example.in',
    user_address: '12 MG Road',
    user_city: 'Bengaluru',
    user_state: 'Karnataka',
    user_zipcode: '560001',
    amount: 599,
    product_details: [{ product_id: 1, quantity: 1 }],
  };
  const phones = (written: string) => [
    registerBody.safeParse({ ...registration, mobile: written }),
    profileBody.safeParse({ ...profile, mobile: written }),
    addAddressBody.safeParse({ ...address, phone: written }),
    addOrderBody.safeParse({ ...order, user_mobile_no: written }),
  ];
  const kept = (result: ReturnType<typeof phones>[number]) => {
    if (!result.success) return firstMessage(result);
    const data = result.data as Record<string, unknown>;
    return data.mobile ?? data.phone ?? data.user_mobile_no;
  };

  it.each(['+91 98765 43210', '+91-98765-43210', '+919876543210', '098765 43210', ' 98765 43210 '])(
    'keeps %j as 9876543210 everywhere',
    (written) => {
      expect(nationalMobile(written.trim())).toBe('9876543210');
      expect(phones(written).map(kept)).toEqual(Array(4).fill('9876543210'));
    },
  );

  it.each(['1234567890', '+91 12345 67890', '98765 4321', '98765432101', '+1 987 654 3210'])(
    'refuses %j everywhere with each form’s message',
    (written) => {
      expect(mobileError(written)).toBe('Phone must be a valid 10-digit Indian number.');
      expect(phones(written).map(kept)).toEqual([
        'Phone must be a valid 10-digit Indian number.',
        'Phone must be a valid 10-digit Indian number.',
        'Phone must be a valid 10-digit Indian number.',
        'Please enter a valid 10-digit phone number.',
      ]);
    },
  );
});
