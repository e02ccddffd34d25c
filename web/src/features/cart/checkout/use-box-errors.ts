// What is wrong with each box of the checkout form. After a refused PLACE ORDER the first box with a
// problem takes focus (not while typing); a box the shopper edits drops its problem until the next try.
import { useEffect, useState } from 'react';

export type BoxErrors = Record<string, string>;
export type BoxErrorsState = ReturnType<typeof useBoxErrors>;

export function useBoxErrors(form: React.RefObject<HTMLFormElement | null>) {
  const [errors, setErrors] = useState<BoxErrors>({});
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, refusals]);

  return {
    errors,
    clear: () => setErrors({}),
    refuse: (boxed: BoxErrors) => {
      setErrors(boxed);
      setRefusals((count) => count + 1);
    },
    clearEdited: <T extends object>(before: T, after: T) => {
      const edited = (Object.keys(after) as (keyof T & string)[]).filter((box) => before[box] !== after[box]);
      if (edited.some((box) => box in errors)) {
        setErrors((current) =>
          Object.fromEntries(Object.entries(current).filter(([box]) => !edited.includes(box as never))),
        );
      }
    },
  };
}
