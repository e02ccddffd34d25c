// Ties a form's boxes to its values: each box shows its field's text and error, and a change hands the
// form its values with that one field changed. `text` fits a TextField (what is typed may be filtered
// first), `digits` a PhoneField or PincodeField, `choice` a StateField, `set` anything else that yields text.

/** The fields of `T` that hold free text (not a choice among fixed words, not a flag). */
type TextKey<T> = {
  [K in keyof T]-?: T[K] extends string ? (string extends T[K] ? K : never) : never;
}[keyof T];

type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** A part of a form whose values its parent keeps (and checks). */
export interface FieldsProps<T> {
  value: T;
  errors: FieldErrors<T>;
  onChange: (value: T) => void;
}

const asTyped = (typed: string) => typed;

export function bindFields<T extends object>(
  values: T,
  errors: FieldErrors<T>,
  onChange: (values: T) => void,
) {
  const set = (field: TextKey<T>) => (text: string) => onChange({ ...values, [field]: text });
  const shown = (field: TextKey<T>) => ({ value: values[field] as string, error: errors[field] });
  return {
    set,
    text: (field: TextKey<T>, keep: (typed: string) => string = asTyped) => ({
      ...shown(field),
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field)(keep(event.target.value)),
    }),
    digits: (field: TextKey<T>) => ({ ...shown(field), onDigits: set(field) }),
    /** A StateField (or any chooser that hands over the chosen text). */
    choice: (field: TextKey<T>) => ({ ...shown(field), onChoose: set(field) }),
  };
}
