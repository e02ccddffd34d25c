// /admin/settings: what delivery and cash on delivery cost, when delivery is free, the low-stock level,
// where staff mails go and how close to its expiry a batch may still be sold. Saved values price the next quote and order at once.
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
      <div className={shared.formActions}>
        <button type="submit" className="btn" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}
