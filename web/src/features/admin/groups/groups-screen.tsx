// /admin/categories: the two ways the shop groups its products: categories (the menu) and skin
// concerns (shop by concern). One still holding products cannot be deleted; the server says why.
import { useState } from 'react';
import { imageUrl } from '../../../lib/image-url.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useCategories, useConcerns } from '../../catalogue/index.ts';
import { deleteCategory } from '../api/delete-category.ts';
import { deleteConcern } from '../api/delete-concern.ts';
import { QueryState, type QueryLike } from '../shared/query-state.tsx';
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

  const categoryRows = categories.data?.map(({ c_id: id, c_name: name }): GroupRow => ({
    id,
    name,
    change: 'Rename',
    edit: { kind: 'category', id, name },
    removal: { kind: 'category', id, name },
  }));
  const concernRows = concerns.data?.map(({ cc_id: id, cc_name: name, cc_image: image }): GroupRow => ({
    id,
    name,
    image,
    change: 'Edit',
    edit: { kind: 'concern', id, name, image },
    removal: { kind: 'concern', id, name },
  }));

  return (
    <>
      <ScreenHead title="Categories and concerns" />
      <GroupSection
        id="categories"
        title="Categories"
        add={{ label: 'Add a category', edit: { kind: 'category', name: '' } }}
        query={categories}
        loading="Loading categories…"
        rows={categoryRows}
        onEdit={setEditing}
        onRemove={setRemoving}
      />
      <GroupSection
        id="concerns"
        title="Skin concerns"
        add={{ label: 'Add a concern', edit: { kind: 'concern', name: '', image: '' } }}
        query={concerns}
        loading="Loading concerns…"
        rows={concernRows}
        onEdit={setEditing}
        onRemove={setRemoving}
      />
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

/** A category or a concern as its list shows it. */
interface GroupRow {
  id: number;
  name: string;
  /** A concern's picture. */
  image?: string;
  /** The word of the button that changes it: a category is renamed, a concern edited (name and picture). */
  change: 'Rename' | 'Edit';
  edit: GroupEdit;
  removal: Removal;
}

interface GroupSectionProps {
  id: string;
  title: string;
  add: { label: string; edit: GroupEdit };
  query: QueryLike;
  loading: string;
  rows: GroupRow[] | undefined;
  onEdit: (edit: GroupEdit) => void;
  onRemove: (removal: Removal) => void;
}

function GroupSection({ id, title, add, query, loading, rows, onEdit, onRemove }: GroupSectionProps) {
  const small = `btn btn-outline ${shared.smallButton}`;
  return (
    <section className={shared.panel} aria-labelledby={id}>
      <div className={shared.head}>
        <h2 id={id}>{title}</h2>
        <button type="button" className="btn" onClick={() => onEdit(add.edit)}>
          {add.label}
        </button>
      </div>
      {!rows ? (
        <QueryState query={query} loading={loading} />
      ) : (
        <ul className={shared.itemList}>
          {rows.map((row) => (
            <li key={row.id} className={shared.item}>
              {row.image !== undefined && (
                <img src={imageUrl(row.image)} alt="" width={48} height={48} className={shared.thumb} />
              )}
              <span className={shared.itemName}>{row.name}</span>
              <span className={shared.actions}>
                <button
                  type="button"
                  className={small}
                  aria-label={`${row.change} ${row.name}`}
                  onClick={() => onEdit(row.edit)}
                >
                  {row.change}
                </button>
                <button
                  type="button"
                  className={small}
                  aria-label={`Delete ${row.name}`}
                  onClick={() => onRemove(row.removal)}
                >
                  Delete
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
