// The favourites a guest kept in this browser join the account's list at login (add/favourite is
// idempotent, so one already there is no harm). From then on the account's list is the one shown.
// An id the server could not take because it could not be reached stays in storage for the next
// login; one it refused (a product that no longer exists) is let go.
import { ApiError } from '../../../lib/api.ts';
import { readGuestFavourites, writeGuestFavourites } from '../storage/guest-favourites.ts';
import { setServerFavourite } from './set-favourite.ts';

const refused = (error: unknown) => error instanceof ApiError && [400, 404, 409].includes(error.status);

/** Answers how many favourites moved. */
export async function transferGuestFavourites(userId: string): Promise<number> {
  const ids = readGuestFavourites();
  const outcomes = await Promise.allSettled(ids.map((id) => setServerFavourite(userId, id, true)));
  const kept = ids.filter((_, index) => {
    const outcome = outcomes[index]!;
    return outcome.status === 'rejected' && !refused(outcome.reason);
  });
  writeGuestFavourites(kept);
  return outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
}
