// Contact cards change rarely: kept in browser storage for 24 hours (CONTACT_CACHE_MS), and a stale
// copy is still shown, with a notice, when the server cannot be reached.
import { CONTACT_CACHE_MS, STORAGE_KEYS, type ApiSuccess, type ContactCard } from '@prime/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

interface ContactCards {
  cards: ContactCard[];
  /** True when the server failed and an expired copy is shown. */
  stale: boolean;
}

function readCache(): { cards: ContactCard[]; savedAt: number } | null {
  const savedAt = Number(localStorage.getItem(STORAGE_KEYS.contactDataTimestamp));
  try {
    const cards: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.contactData) ?? 'null');
    return Array.isArray(cards) && savedAt > 0 ? { cards: cards as ContactCard[], savedAt } : null;
  } catch {
    return null;
  }
}

async function getContactCards(now = Date.now()): Promise<ContactCards> {
  const cached = readCache();
  if (cached && now - cached.savedAt < CONTACT_CACHE_MS) return { cards: cached.cards, stale: false };
  try {
    const { list } = await apiPost<ApiSuccess<{ list: ContactCard[] }>>('list/get_in_touch');
    localStorage.setItem(STORAGE_KEYS.contactData, JSON.stringify(list));
    localStorage.setItem(STORAGE_KEYS.contactDataTimestamp, String(now));
    return { cards: list, stale: false };
  } catch (error) {
    if (cached) return { cards: cached.cards, stale: true };
    throw error;
  }
}

export const useContactCards = () =>
  useQuery({ queryKey: ['contact-cards'], queryFn: () => getContactCards(), retry: false });
