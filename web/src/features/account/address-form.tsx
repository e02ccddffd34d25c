// The fields of a saved address, in the spec's order. Both ask for the phone (a wrong one can be put
// right by editing); the add popup asks for the default flag too; the edit modal names its fields as
// the spec does (Address Title, Full Address). The pincode fills the state, the district and (when
// left empty) the city, and offers its post offices as the city.
import { ADDRESS_TYPES, type AddressType } from '@prime/contract';
import { useId } from 'react';
import { bindFields } from '../../ui/bind-fields.ts';
import { PhoneField, PincodeField } from '../../ui/digit-fields.tsx';
import { Field } from '../../ui/field.tsx';
import { StateField } from '../../ui/state-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { PlacesList } from '../../ui/places-list.tsx';
import { cityOf, usePincodeFill } from '../../ui/use-pincode-fill.ts';
import type { NewAddress } from './api/add-address.ts';
import styles from './addresses.module.css';

/** What the form edits: the address the server takes, with the default flag as a checkbox holds it. */
export type AddressValues = Omit<NewAddress, 'setdefault'> & { setdefault: boolean };

const labels = {
  add: { heading: 'Full Name', address: 'Address', submit: 'Submit' },
  edit: { heading: 'Address Title', address: 'Full Address', submit: 'Save Changes' },
};

export interface AddressFormProps {
  variant: 'add' | 'edit';
  values: AddressValues;
  errors: Record<string, string>;
  busy: boolean;
  onChange: (values: AddressValues) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

export function AddressForm({
  variant,
  values,
  errors,
  busy,
  onChange,
  onSubmit,
  onCancel,
}: AddressFormProps) {
  const words = labels[variant];
  const { text, digits, choice } = bindFields(values, errors, onChange);
  const placesId = useId();
  // The pincode's sixth digit fills the state and district (the state list stays for one India Post lacks).
  const pincode = usePincodeFill(values.pincode, (info) =>
    onChange({ ...values, state: info.state, district: info.district, city: cityOf(values.city, info) }),
  );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField label={words.heading} autoComplete="name" {...text('heading')} />
      <TextField label={words.address} autoComplete="street-address" {...text('address')} />
      <TextField label="City" autoComplete="address-level2" list={placesId} {...text('city')} />
      <PlacesList id={placesId} places={pincode.places} />
      <div className={styles.pair}>
        <StateField {...choice('state')} />
        <TextField label="District" {...text('district')} />
      </div>
      <div className={styles.pair}>
        <PincodeField {...digits('pincode')} error={errors.pincode ?? pincode.problem} />
        <PhoneField {...digits('phone')} />
      </div>
      {variant === 'add' && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={values.setdefault}
            onChange={(event) => onChange({ ...values, setdefault: event.target.checked })}
          />
          Set as default
        </label>
      )}
      <Field label="Address Type" error={errors.type}>
        {(control) => (
          <select
            {...control}
            value={values.type}
            onChange={(event) => onChange({ ...values, type: event.target.value as AddressType })}
          >
            {ADDRESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {type === 'home' ? 'Home' : 'Office'}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={styles.actions}>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn" disabled={busy}>
          {words.submit}
        </button>
      </div>
    </form>
  );
}
