// /admin/settings: what delivery and cash on delivery cost, when delivery is free, the low-stock level,
// where staff mails go, cash on delivery's limits and confirmation (decision 0031), the consumer care
// and grievance officer every storefront page names, and how close to its expiry a batch may still be
// sold. Saved values price the next quote and order at once.
import { settingsMessages } from '@prime/contract';
import { useRef, useState } from 'react';
import { bindFields } from '../../../ui/bind-fields.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { useShopSettings } from '../api/get-settings.ts';
import { saveSettings } from '../api/save-settings.ts';
import type { PathErrors } from '../shared/errors.ts';
import { focusFirstInvalid } from '../shared/form-controls.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import shared from '../shared/admin.module.css';
import { useAdminWrite } from '../shared/use-admin-write.ts';
import { ContactFields } from './contact-fields.tsx';
import { checkSettings, fromSettings, type SettingsFormValues } from './settings-form-values.ts';

export default function SettingsScreen() {
  const settings = useShopSettings();
  return (
    <>
      <ScreenHead title="Shop settings" />
      <section className={shared.panel} aria-label="Shop settings">
        {settings.data ? (
          <SettingsForm initial={fromSettings(settings.data)} />
        ) : (
          <QueryState query={settings} loading="Loading settings…" />
        )}
      </section>
    </>
  );
}

function SettingsForm({ initial }: { initial: SettingsFormValues }) {
  const [values, setValues] = useState(initial);
  const [checkErrors, setCheckErrors] = useState<PathErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const save = useAdminWrite({
    write: saveSettings,
    success: (answer) => answer.message || settingsMessages.saved,
    onSuccess: (answer) => setValues(fromSettings(answer.data)),
  });
  const errors = { ...save.fieldErrors, ...checkErrors };
  const { text } = bindFields(values, errors, setValues);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const { request, errors: found } = checkSettings(values);
    setCheckErrors(found);
    if (Object.keys(found).length > 0) focusFirstInvalid(form.current);
    else save.mutate(request, { onError: () => focusFirstInvalid(form.current) });
  }

  return (
    <form ref={form} onSubmit={onSubmit} noValidate>
      <div className={shared.formGrid}>
        <TextField
          label="Free delivery from"
          inputMode="decimal"
          before="₹"
          hint="Orders at or above this, after the coupon, ship free."
          {...text('free_delivery_from')}
        />
        <TextField
          label="Delivery charge"
          inputMode="decimal"
          before="₹"
          hint="Added below the free-delivery amount; 0 for none."
          {...text('delivery_charge')}
        />
        <TextField
          label="Cash on delivery charge"
          inputMode="decimal"
          before="₹"
          hint="Added to every cash-on-delivery order; 0 for none."
          {...text('cod_charge')}
        />
        <TextField
          label="Low stock at"
          inputMode="numeric"
          hint="A pack size with this many units or fewer is low on stock."
          {...text('low_stock_at')}
        />
        <TextField
          label="Return window (days)"
          inputMode="numeric"
          hint="Items may be returned this many days after delivery (1 to 60): the order pages and the Returns page say so."
          {...text('return_days')}
        />
        <TextField
          label="Staff email"
          type="email"
          autoComplete="off"
          hint="New orders and low stock are mailed here; empty for none."
          {...text('staff_email')}
        />
        <TextField
          label="Minimum shelf life (days)"
          inputMode="numeric"
          hint="A batch is sold only while its expiry month ends at least this many days from today."
          {...text('min_shelf_life_days')}
        />
      </div>
      <ContactFields text={text} />
      <CodSettingsFields text={text} />
      <div className={shared.formActions}>
        <button type="submit" className="btn" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}

/** Cash on delivery's limits (decision 0031): where and to whom it is offered, and its confirmation. */
function CodSettingsFields({ text }: { text: ReturnType<typeof bindFields<SettingsFormValues>>['text'] }) {
  return (
    <fieldset className={shared.formGrid}>
      <legend>Cash on delivery</legend>
      <TextField
        label="Cash on delivery up to"
        inputMode="decimal"
        before="₹"
        hint="Larger orders must be paid online; empty for no limit."
        {...text('cod_max_amount')}
      />
      <TextField
        label="Pincodes without cash on delivery"
        inputMode="numeric"
        hint="6-digit pincodes separated by commas or spaces; empty for none."
        {...text('cod_blocked_pincodes')}
      />
      <TextField
        label="Returned parcels before online payment only"
        inputMode="numeric"
        hint="After this many orders returned undelivered in a year, a customer pays online; empty for no limit."
        {...text('cod_rto_limit')}
      />
      <TextField
        label="Hours to confirm an order"
        inputMode="numeric"
        hint="1 to 72: a cash-on-delivery order is cancelled if not confirmed in time; empty to confirm orders as placed."
        {...text('cod_confirm_hours')}
      />
    </fieldset>
  );
}
