import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/render.tsx';
import { transferGuestFavourites } from './transfer-guest-favourites.ts';

const ok = () => jsonResponse({ result: true, message: 'ok' });

describe('moving guest favourites at login', () => {
  it('adds each to the account list, then lets the account list take over', async () => {
    localStorage.setItem('user_favorites', JSON.stringify(['3', 9, '3']));
    const api = mockApi({ 'add/favourite': ok });
    await transferGuestFavourites('7');
    expect(api.bodiesOf('add/favourite')).toEqual([
      { user_id: '7', p_id: '3', fav: 1 },
      { user_id: '7', p_id: '9', fav: 1 },
    ]);
    expect(localStorage.getItem('user_favorites')).toBeNull();
  });

  it('keeps a favourite the server could not be reached for, and lets go of one it refused', async () => {
    localStorage.setItem('user_favorites', JSON.stringify(['3', '9']));
    mockApi({
      'add/favourite': (body) =>
        (body as { p_id: string }).p_id === '3'
          ? Promise.reject(new TypeError('offline'))
          : jsonResponse({ result: false, message: 'Not found.' }, 404),
    });
    await transferGuestFavourites('7');
    expect(JSON.parse(localStorage.getItem('user_favorites')!)).toEqual(['3']);
  });
});
