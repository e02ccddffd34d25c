// A list's filters live in the address (`?status=Packing&page=2`), so a reload, the back button and a
// shared link all show the same list. The form edits a draft of them; pressing its button checks the
// draft (when the screen gives a schema) and puts it in the address, back on the first page.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorsByPath, type PathErrors } from './errors.ts';

/** The part of a zod schema the form needs: a check that says which fields are wrong. */
interface FilterSchema {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: readonly Issue[] } };
}
type Issue = { path?: readonly PropertyKey[]; message: string };

interface ListFilterOptions<Name extends string> {
  /** Checked before the draft goes to the address; its messages show under the fields. */
  schema?: FilterSchema;
  /** What a filter missing from the address stands for (the invoices' month: this month). */
  defaults?: Partial<Record<Name, string>>;
}

/** What a control's change gives: a box's or a select's event, or a date field's day (ui/date-field.tsx). */
type FieldChange = { target: { value: string } };

export function useListFilters<Name extends string>(
  names: readonly Name[],
  { schema, defaults = {} }: ListFilterOptions<Name> = {},
) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    names.map((name) => [name, params.get(name) || defaults[name] || '']),
  ) as Record<Name, string>;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(values);
  const [errors, setErrors] = useState<PathErrors>({});

  // The address changed under the form (back button, a link): the form shows it again.
  const inAddress = JSON.stringify(values);
  const [drafted, setDrafted] = useState(inAddress);
  if (drafted !== inAddress) {
    setDrafted(inAddress);
    setDraft(values);
    setErrors({});
  }

  /** Puts the filters in the address (empty ones leave it), on the first page. */
  const apply = (next: Record<Name, string>) => {
    const updated = new URLSearchParams();
    for (const name of names) {
      const value = next[name].trim();
      if (value) updated.set(name, value);
    }
    setParams(updated);
  };

  return {
    /** The filters as the address holds them: what the list shows. */
    values,
    page,
    goToPage: (nextPage: number) => {
      const updated = new URLSearchParams(params);
      if (nextPage > 1) updated.set('page', String(nextPage));
      else updated.delete('page');
      setParams(updated);
    },
    /** The value, message and change handler of one filter's control. */
    field: (name: Name) => ({
      value: draft[name],
      error: errors[name],
      onChange: (event: FieldChange) => setDraft({ ...draft, [name]: event.target.value }),
    }),
    submit: () => {
      const checked = schema?.safeParse(draft);
      const found = checked && !checked.success ? errorsByPath(checked.error.issues) : {};
      setErrors(found);
      if (Object.keys(found).length === 0) apply(draft);
    },
    clear: () => {
      const cleared = Object.fromEntries(names.map((name) => [name, ''])) as Record<Name, string>;
      setDraft(cleared);
      setErrors({});
      apply(cleared);
    },
  };
}

export type ListFilters<Name extends string> = ReturnType<typeof useListFilters<Name>>;
