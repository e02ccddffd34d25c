// Consumer care and the grievance officer (decision 0029): every storefront page's footer names them,
// the /grievance page the officer, and the product pages consumer care. Each may be left empty.
import { digitsOnly } from '@prime/contract';
import type { bindFields } from '../../../ui/bind-fields.ts';
import { TextField } from '../../../ui/text-field.tsx';
import shared from '../shared/admin.module.css';
import type { SettingsFormValues } from './settings-form-values.ts';

type Text = ReturnType<typeof bindFields<SettingsFormValues>>['text'];

const tenDigits = (typed: string) => digitsOnly(typed, 10);

export function ContactFields({ text }: { text: Text }) {
  return (
    <fieldset className={shared.formGrid}>
      <legend>Consumer care and grievance officer</legend>
      <p className={`${shared.muted} ${shared.wide}`}>
        Shown in every page&apos;s footer, on product pages and on the grievance page, as the E-Commerce Rules
        ask. A grievance mail names the officer.
      </p>
      <TextField
        label="Consumer care phone"
        type="tel"
        inputMode="numeric"
        before="+91"
        hint="A 10-digit mobile number."
        {...text('care_phone', tenDigits)}
      />
      <TextField label="Consumer care email" type="email" autoComplete="off" {...text('care_email')} />
      <TextField
        label="Grievance officer’s name"
        autoComplete="off"
        hint="The person who answers grievances."
        {...text('grievance_officer_name')}
      />
      <TextField
        label="Grievance officer’s email"
        type="email"
        autoComplete="off"
        {...text('grievance_officer_email')}
      />
      <TextField
        label="Grievance officer’s phone"
        type="tel"
        inputMode="numeric"
        before="+91"
        hint="A 10-digit mobile number."
        {...text('grievance_officer_phone', tenDigits)}
      />
    </fieldset>
  );
}
