// /admin/categories: the two ways the shop groups its products: categories (the menu) and skin
// concerns (shop by concern). One still holding products cannot be deleted; the server says why.
import { useState } from 'react';
import { imageUrl } from '../../../lib/image-url.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useCategories, useConcerns } from '../../catalogue/index.ts';
import { deleteCategory } from '../api/delete-category.ts';
import { deleteConcern } from '../api/delete-concern.ts';
import { QueryState } from '../shared/query-state.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { useAdminWrite } from '../shared/use-admin-write.ts';
import shared from '../shared/admin.module.css';
import { GroupDialog, type GroupEdit } from './group-dialog.tsx';

type Removal = { kind: 'category' | 'concern'; id: number; name: string };

export default function GroupsScreen() {
  const categories = useCategories();
  const concerns = useConcerns();
  const [editing, setEditing] = useState<GroupEdit | null>(null);
  const [removing, setRemoving] = useState<Removal | null>(null);
  const remove = useAdminWrite({
    write: (target: Removal) =>
      target.kind === 'category' ? deleteCategory(target.id) : deleteConcern(target.id),
    success: (answer) => answer.message,
    onSuccess: () => setRemoving(null),
    onFailure: () => {
      setRemoving(null);
      return false;
    },
  });

  return (
    <>
      <ScreenHead title="Categories and concerns" />
      <section className={shared.panel} aria-labelledby="categories">
        <div className={shared.head}>
          <h2 id="categories">Categories</h2>
          <button type="button" className="btn" onClick={() => setEditing({ kind: 'category', name: '' })}>
            Add a category
          </button>
        </div>
        {!categories.data ? (
          <QueryState query={categories} loading="Loading categories…" />
        ) : (
          <ul className={shared.itemList}>
            {categories.data.map((category) => (
              <li key={category.c_id} className={shared.item}>
                <span className={shared.itemName}>{category.c_name}</span>
                <span className={shared.actions}>
                  <button
                    type="button"
                    className={`btn btn-outline ${shared.smallButton}`}
                    aria-label={`Rename ${category.c_name}`}
                    onClick={() => setEditing({ kind: 'category', id: category.c_id, name: category.c_name })}
                  >
                    Rename
                  </button>
                  <button
                    type="button"
                    className={`btn btn-outline ${shared.smallButton}`}
                    aria-label={`Delete ${category.c_name}`}
                    onClick={() =>
                      setRemoving({ kind: 'category', id: category.c_id, name: category.c_name })
                    }
                  >
                    Delete
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={shared.panel} aria-labelledby="concerns">
        <div className={shared.head}>
          <h2 id="concerns">Skin concerns</h2>
          <button
            type="button"
            className="btn"
            onClick={() => setEditing({ kind: 'concern', name: '', image: '' })}
          >
            Add a concern
          </button>
        </div>
        {!concerns.data ? (
          <QueryState query={concerns} loading="Loading concerns…" />
        ) : (
          <ul className={shared.itemList}>
            {concerns.data.map((concern) => (
              <li key={concern.cc_id} className={shared.item}>
                <img
                  src={imageUrl(concern.cc_image)}
                  alt=""
                  width={48}
                  height={48}
                  className={shared.thumb}
                />
                <span className={shared.itemName}>{concern.cc_name}</span>
                <span className={shared.actions}>
                  <button
                    type="button"
                    className={`btn btn-outline ${shared.smallButton}`}
                    aria-label={`Edit ${concern.cc_name}`}
                    onClick={() =>
                      setEditing({
                        kind: 'concern',
                        id: concern.cc_id,
                        name: concern.cc_name,
                        image: concern.cc_image,
                      })
                    }
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className={`btn btn-outline ${shared.smallButton}`}
                    aria-label={`Delete ${concern.cc_name}`}
                    onClick={() => setRemoving({ kind: 'concern', id: concern.cc_id, name: concern.cc_name })}
                  >
                    Delete
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {editing && <GroupDialog edit={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={removing !== null}
        title={`Delete ${removing?.name ?? ''}?`}
        text={`The ${removing?.kind ?? ''} leaves the shop. It can be deleted only when no product uses it.`}
        confirmLabel={`Delete ${removing?.kind ?? ''}`}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
