// Loaded on the first submit only (grievance-form.tsx): the rules pull in the validation library.
export { grievanceAddBody, grievanceReplyBody } from '@prime/contract';
