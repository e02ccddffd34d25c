import { adminMessages, catalogueMessages } from '@prime/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/render.tsx';
import { ok, refuse, renderScreen, signIn } from '../shared/admin-test-kit.tsx';
import GroupsScreen from './groups-screen.tsx';

const lists = {
  'category/list': ok({ list: [{ c_id: 1, c_name: 'Serums' }] }),
  'concerncatogry/list': ok({
    data: [{ cc_id: 4, cc_name: 'Acne', cc_image: 'uploads/concerns/acne.webp' }],
  }),
};

const renderGroups = () => {
  signIn('admin');
  return renderScreen(<GroupsScreen />, { url: '/admin/categories', path: '/admin/categories' });
};

describe('categories and concerns', () => {
  it('asks for a name, then adds a category', async () => {
    const api = mockApi({
      ...lists,
      'admin/category/save': ok({ data: { c_id: 2, c_name: 'Toners' } }, adminMessages.saved),
    });
    const { user } = renderGroups();
    await user.click(await screen.findByRole('button', { name: 'Add a category' }));
    const dialog = screen.getByRole('dialog', { name: 'New category' });
    await user.click(within(dialog).getByRole('button', { name: 'Save category' }));
    expect(within(dialog).getByLabelText('Category name')).toHaveAccessibleDescription(
      catalogueMessages.categoryNameRequired,
    );
    await user.type(within(dialog).getByLabelText('Category name'), 'Toners');
    await user.click(within(dialog).getByRole('button', { name: 'Save category' }));
    expect(await screen.findByText(adminMessages.saved)).toBeInTheDocument();
    expect(api.bodiesOf('admin/category/save')).toEqual([{ c_name: 'Toners' }]);
  });

  it('says why a category that still holds products cannot be deleted', async () => {
    const api = mockApi({ ...lists, 'admin/category/delete': refuse(409, catalogueMessages.categoryInUse) });
    const { user } = renderGroups();
    await user.click(await screen.findByRole('button', { name: 'Delete Serums' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete category' }));
    expect(await screen.findByText(catalogueMessages.categoryInUse)).toBeInTheDocument();
    expect(api.bodiesOf('admin/category/delete')).toEqual([{ c_id: 1 }]);
  });

  it("uploads a concern's new image and saves its path", async () => {
    const api = mockApi({
      ...lists,
      'admin/image/upload': ok({ image: 'uploads/content/acne-new.webp' }, 'Image added'),
      'admin/concern/save': ok({ data: {} }, adminMessages.saved),
    });
    const { user } = renderGroups();
    await user.click(await screen.findByRole('button', { name: 'Edit Acne' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the concern Acne' });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'acne.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Concern image'), file);
    await waitFor(() =>
      expect(dialog.querySelector('img')).toHaveAttribute('src', '/uploads/content/acne-new.webp'),
    );
    expect((api.bodiesOf('admin/image/upload')[0] as FormData).get('image')).toBe(file);
    await user.click(within(dialog).getByRole('button', { name: 'Save concern' }));
    await screen.findByText(adminMessages.saved);
    expect(api.bodiesOf('admin/concern/save')).toEqual([
      { cc_id: 4, cc_name: 'Acne', cc_image: 'uploads/content/acne-new.webp' },
    ]);
  });
});
