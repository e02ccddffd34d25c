// The state of an address, chosen from India's states and union territories (contract/src/gst.ts):
// the place of supply of the order's tax invoice, so the server takes no other value. A value not in
// the list (an address saved before the list) shows as not chosen yet, and is asked for again.
import { INDIAN_STATES, indianStateOf } from '@prime/contract';
import { Field } from './field.tsx';

export interface StateFieldProps {
  label?: string;
  value: string;
  error?: string;
  onChoose: (state: string) => void;
}

/** The list in alphabetical order, as a shopper looks for their state (the contract keeps GST code order). */
const STATES_BY_NAME = [...INDIAN_STATES].sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));

export function StateField({ label = 'State', value, error, onChoose }: StateFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select
          {...control}
          autoComplete="address-level1"
          value={indianStateOf(value)?.name ?? ''}
          onChange={(event) => onChoose(event.target.value)}
        >
          <option value="" disabled>
            Choose a state
          </option>
          {STATES_BY_NAME.map((state) => (
            <option key={state.code} value={state.name}>
              {state.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
