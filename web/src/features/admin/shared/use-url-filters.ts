// A list's filters live in the address (`?status=Packing&page=2`), so a reload, the back button and a
// shared link all show the same list.
import { useSearchParams } from 'react-router';

export function useUrlFilters<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<
    Name,
    string
  >;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  /** Sets the filters (empty ones leave the address) and goes back to the first page. */
  const apply = (next: Partial<Record<Name, string>>) => {
    const updated = new URLSearchParams();
    for (const name of names) {
      const value = (name in next ? next[name] : values[name])?.trim();
      if (value) updated.set(name, value);
    }
    setParams(updated);
  };
  const goToPage = (nextPage: number) => {
    const updated = new URLSearchParams(params);
    if (nextPage > 1) updated.set('page', String(nextPage));
    else updated.delete('page');
    setParams(updated);
  };
  return { values, page, apply, goToPage };
}
