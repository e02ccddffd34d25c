// Other products with the name being typed (letter case and outer spaces aside): two products of one
// name look the same to shoppers, so the form warns before it is saved. Asked once typing pauses, and
// only for a name other than the one the product is saved under.
import type { AdminProduct } from '@prime/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { adminProductsQuery } from '../api/get-admin-products.ts';

const PAUSE_MS = 400;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function useNamesakes(
  name: string,
  savedName: string | undefined,
  productId: number | undefined,
): AdminProduct[] {
  const [settled, setSettled] = useState(name.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(name.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [name]);
  const asking = settled !== '' && !(savedName !== undefined && sameName(settled, savedName));
  const found = useQuery({ ...adminProductsQuery({ search: settled, page: 1 }), enabled: asking });
  if (!asking || !sameName(settled, name)) return [];
  return (found.data?.list ?? []).filter(
    (other) => other.p_id !== productId && sameName(other.p_productname, settled),
  );
}
