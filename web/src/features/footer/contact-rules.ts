// Loaded on the first submit only (see contact-form.tsx): the rules pull in the validation library.
export { contactMessageBody } from '@prime/contract';
