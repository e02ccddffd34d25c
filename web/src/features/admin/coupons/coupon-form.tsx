// Creates a coupon code or changes its terms, checked with the server's own rules.
import { couponMessages } from '@prime/contract';
import { useRef, useState } from 'react';
import { bindFields } from '../../../ui/bind-fields.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DateTimeField } from '../../../ui/date-field.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { saveCoupon } from '../api/save-coupon.ts';
import type { PathErrors } from '../shared/errors.ts';
import { Checks, focusFirstInvalid, Select } from '../shared/form-controls.tsx';
import shared from '../shared/admin.module.css';
import { useAdminWrite } from '../shared/use-admin-write.ts';
import { checkCoupon, type CouponFormValues } from './coupon-form-values.ts';

interface CouponFormProps {
  initial: CouponFormValues;
  isNew: boolean;
  onClose: () => void;
}

export function CouponFormDialog({ initial, isNew, onClose }: CouponFormProps) {
  const [values, setValues] = useState(initial);
  const [checkErrors, setCheckErrors] = useState<PathErrors>({});
  const [askDiscard, setAskDiscard] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const save = useAdminWrite({
    write: saveCoupon,
    success: (answer) => answer.message || couponMessages.saved,
    onSuccess: onClose,
  });
  const errors = { ...save.fieldErrors, ...checkErrors };
  const set = <K extends keyof CouponFormValues>(name: K, value: CouponFormValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  // Esc, × or Cancel with changes typed asks first: a stray Esc must not throw the terms away.
  const closeAsking = () =>
    JSON.stringify(values) === JSON.stringify(initial) ? onClose() : setAskDiscard(true);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const { request, errors: found } = checkCoupon(values, isNew);
    setCheckErrors(found);
    if (Object.keys(found).length > 0) focusFirstInvalid(form.current);
    else save.mutate(request);
  }

  return (
    <Dialog
      open
      title={isNew ? 'New coupon' : `Edit coupon ${initial.code}`}
      onClose={closeAsking}
      closeOnBackdrop={false}
    >
      <form ref={form} onSubmit={onSubmit} noValidate>
        <CouponTerms values={values} errors={errors} isNew={isNew} onChange={setValues} />
        <Checks
          legend="Who and when"
          values={values}
          boxes={[
            { name: 'first_order_only', label: 'First order only' },
            { name: 'active', label: 'Active' },
          ]}
          onChange={set}
        />
        <div className={shared.formActions}>
          <button type="button" className="btn btn-outline" onClick={closeAsking} disabled={save.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save coupon'}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={askDiscard}
        title="Discard your changes?"
        text="What you typed in this coupon is not saved yet."
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={onClose}
        onCancel={() => setAskDiscard(false)}
      />
    </Dialog>
  );
}

interface CouponTermsProps {
  values: CouponFormValues;
  errors: PathErrors;
  /** A saved coupon's code cannot change. */
  isNew: boolean;
  onChange: (values: CouponFormValues) => void;
}

/** The code, what it takes off, the minimum order, the most uses and when it is valid. */
function CouponTerms({ values, errors, isNew, onChange }: CouponTermsProps) {
  const { text } = bindFields(values, errors, onChange);
  const dayTime = (name: 'starts_at' | 'ends_at') => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value }),
  });
  return (
    <div className={shared.formGrid}>
      <TextField
        label="Code"
        readOnly={!isNew}
        hint={
          isNew ? 'Letters, digits, hyphens or underscores; shoppers may type it in any case.' : undefined
        }
        autoCapitalize="characters"
        {...text('code', (typed) => typed.toUpperCase())}
      />
      <Select
        label="Kind"
        value={values.kind}
        error={errors.kind}
        onChange={(event) => onChange({ ...values, kind: event.target.value as CouponFormValues['kind'] })}
        options={[
          { value: 'percent', label: 'Percent off' },
          { value: 'flat', label: 'Rupees off' },
        ]}
      />
      <TextField
        label={values.kind === 'percent' ? 'Percent off' : 'Rupees off'}
        inputMode="decimal"
        before={values.kind === 'flat' ? '₹' : undefined}
        {...text('value')}
      />
      <TextField
        label="Minimum order"
        inputMode="decimal"
        before="₹"
        hint="Empty: no minimum."
        {...text('min_amount')}
      />
      <TextField label="Most uses" inputMode="numeric" hint="Empty: no limit." {...text('max_uses')} />
      <span />
      <DateTimeField
        label="Starts (India time)"
        hint="dd/mm/yyyy hh:mm. Empty: at once."
        {...dayTime('starts_at')}
      />
      <DateTimeField
        label="Ends (India time)"
        timeOfDay="23:59"
        hint="dd/mm/yyyy hh:mm (a day alone: to its end). Empty: never."
        {...dayTime('ends_at')}
      />
    </div>
  );
}
