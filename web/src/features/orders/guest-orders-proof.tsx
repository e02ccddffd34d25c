// Below My Orders: orders placed as a guest with the account's email join it once a code mailed there
// proves the shopper reads it (decision 0040): registering with an email proves nothing.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import { TextField } from '../../ui/text-field.tsx';
import { ordersQueryKey } from './api/get-orders.ts';
import { proveEmail, sendEmailProof } from './api/prove-email.ts';
import styles from './orders.module.css';

const attachedText = (count: number) =>
  count === 0
    ? 'No other orders were placed with it.'
    : `${count} order${count === 1 ? '' : 's'} added below.`;

const problemOf = (error: unknown) =>
  error instanceof ApiError
    ? (error.errors[0]?.message ?? error.message)
    : 'Something went wrong. Please try again.';

export function GuestOrdersProof() {
  const session = useSession();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'ask' | 'code' | 'done'>('ask');
  const [code, setCode] = useState('');
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!session?.email) return null;

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setProblem(undefined);
    try {
      await work();
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  }
  const finish = async (message: string, attached: number) => {
    setSaid(`${message} ${attachedText(attached)}`);
    setStep('done');
    await queryClient.invalidateQueries({ queryKey: ordersQueryKey(session.userId) });
  };
  const ask = () =>
    run(async () => {
      const answer = await sendEmailProof();
      if (answer.proven) return finish(answer.message, answer.attached);
      setSaid(answer.message);
      setStep('code');
    });
  const confirm = () =>
    run(async () => {
      const answer = await proveEmail(code);
      await finish(answer.message, answer.attached);
    });

  return (
    <section className={styles.guestProof} aria-labelledby="guest-orders">
      <h2 id="guest-orders">Ordered as a guest?</h2>
      {step === 'ask' && (
        <>
          <p>
            Orders placed with {session.email} without logging in show here once you confirm the email is
            yours.
          </p>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void ask()}>
            Send me a code
          </button>
          {problem && <p role="alert">{problem}</p>}
        </>
      )}
      {step === 'code' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <p role="status">{said}</p>
          <TextField
            label="Code from your email"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={4}
            value={code}
            error={problem}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
          <button type="submit" className="btn" disabled={busy}>
            Confirm
          </button>
        </form>
      )}
      {step === 'done' && <p role="status">{said}</p>}
    </section>
  );
}
