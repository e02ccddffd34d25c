// The words of sign-in by mobile (decision 0032), without the schema library: the product page's
// pincode check and the login screens show them without loading zod.
import { messages } from './messages.ts';

export const phoneMessages = {
  codeSent: 'OTP sent',
  invalidCode: 'Invalid or expired code.',
  enterMobile: 'Please enter a valid 10-digit mobile number.',
  enterCode: 'Please enter the 6-digit code from the SMS.',
  enterName: messages.enterName,
  /** `pincode/info` of a pincode India Post does not have; an address with one. */
  invalidPincode: 'Please enter a valid pincode.',
  // Screens
  loginWithMobile: 'Login with mobile',
  loginWithEmail: 'Login with email',
  mobileLabel: 'Mobile number',
  codeLabel: '6-digit code',
  nameLabel: 'Your name',
  sendCode: 'SEND CODE',
  verifyCode: 'LOGIN',
  codeSentTo: (mobile: string) => `We have sent a 6-digit code to +91 ${mobile}. It works for 10 minutes.`,
  newAccountHint: 'New here? Tell us your name to make your account.',
  changeMobile: 'Change number',
  resendCode: 'Send a new code',
} as const;
