// /admin/content/:kind: the lists of the home page and footer, one tab each: banners (switched on and
// off), the offer strip, standards, specialities, FAQ, partners, contact cards and blog posts. Items
// are added, changed, put in order and deleted; an offer text the shop leaves out while its coupon is
// not active is listed with a note saying so.
import { useState } from 'react';
import { Navigate, NavLink, useParams } from 'react-router';
import { imageUrl } from '../../../lib/image-url.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { deleteContent } from '../api/delete-content.ts';
import { useContentList, useShownIds, type ContentItem } from '../api/get-content-list.ts';
import { orderContent } from '../api/order-content.ts';
import { saveContent } from '../api/save-content.ts';
import { QueryState } from '../shared/query-state.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { useAdminWrite } from '../shared/use-admin-write.ts';
import shared from '../shared/admin.module.css';
import { ContentItemDialog } from './content-item-dialog.tsx';
import { addLabel, CONTENT_KINDS_SHOWN, contentKind, type ContentKindConfig } from './content-kinds.ts';
import styles from './content.module.css';

export default function ContentScreen() {
  const config = contentKind(useParams().kind);
  if (!config) return <Navigate to="/admin/content/banner" replace />;
  return (
    <>
      <ScreenHead title={`Content: ${config.title}`} />
      <nav aria-label="Content lists" className={styles.tabs}>
        {CONTENT_KINDS_SHOWN.map((kind) => (
          <NavLink
            key={kind.kind}
            to={`/admin/content/${kind.kind}`}
            className={({ isActive }) => `${styles.tab} ${isActive ? styles.tabActive : ''}`}
          >
            {kind.title}
          </NavLink>
        ))}
      </nav>
      <ContentList key={config.kind} config={config} />
    </>
  );
}

function ContentList({ config }: { config: ContentKindConfig }) {
  const items = useContentList(config);
  const shown = useShownIds(config);
  const [editing, setEditing] = useState<ContentItem | 'new' | null>(null);
  const [removing, setRemoving] = useState<ContentItem | null>(null);
  const reorder = useAdminWrite({ write: orderContent, success: (answer) => answer.message });
  const toggle = useAdminWrite({ write: saveContent, success: (answer) => answer.message });
  const remove = useAdminWrite({
    write: deleteContent,
    success: (answer) => answer.message,
    onSuccess: () => setRemoving(null),
  });
  const list = items.data ?? [];
  const idOf = (item: ContentItem) => Number(item[config.idField]);
  const nameOf = (item: ContentItem) => String(item[config.nameField] ?? '');

  function move(from: number, to: number) {
    const ids = list.map(idOf);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    reorder.mutate({ kind: config.kind, ids });
  }

  const busy = reorder.isPending || toggle.isPending;
  return (
    <section className={shared.panel} aria-label={config.title}>
      <div className={shared.head}>
        <p className={shared.muted}>{config.orderable ? 'Shown in this order.' : 'Shown newest first.'}</p>
        <button type="button" className="btn" onClick={() => setEditing('new')}>
          {addLabel(config.noun)}
        </button>
      </div>
      {!items.data ? (
        <QueryState query={items} loading={`Loading ${config.title.toLowerCase()}…`} />
      ) : list.length === 0 ? (
        <p className={shared.empty}>Nothing here yet.</p>
      ) : (
        <ol className={shared.itemList}>
          {list.map((item, index) => {
            const name = nameOf(item);
            const active = config.kind !== 'banner' || item.b_status === 1;
            const offShop = shown.data !== undefined && !shown.data.has(idOf(item));
            return (
              <li key={idOf(item)} className={shared.item} aria-label={name}>
                {config.imageField && (
                  <img
                    src={imageUrl(String(item[config.imageField] ?? ''))}
                    alt=""
                    width={48}
                    height={48}
                    className={shared.thumb}
                  />
                )}
                <span className={shared.itemName}>
                  {name}
                  {config.kind === 'banner' && (
                    <>
                      {' '}
                      <span className={`${shared.badge} ${active ? shared.badgeGood : ''}`}>
                        {active ? 'Active' : 'Off'}
                      </span>
                    </>
                  )}
                  {offShop && (
                    <>
                      {' '}
                      <span className={shared.badge}>Not shown</span>
                      <span className={`${shared.muted} ${styles.note}`}>{config.shopList?.offNote}</span>
                    </>
                  )}
                </span>
                <span className={shared.actions}>
                  <button
                    type="button"
                    className={`btn btn-outline ${shared.smallButton}`}
                    aria-label={`Edit ${name}`}
                    onClick={() => setEditing(item)}
                  >
                    Edit
                  </button>
                  {config.kind === 'banner' && (
                    <button
                      type="button"
                      className={`btn btn-outline ${shared.smallButton}`}
                      disabled={busy}
                      aria-label={`${active ? 'Switch off' : 'Switch on'} ${name}`}
                      onClick={() =>
                        toggle.mutate({ kind: config.kind, item: { ...item, b_status: active ? 0 : 1 } })
                      }
                    >
                      {active ? 'Switch off' : 'Switch on'}
                    </button>
                  )}
                  {config.orderable && index > 0 && (
                    <button
                      type="button"
                      className={`btn btn-outline ${shared.smallButton}`}
                      disabled={busy}
                      aria-label={`Move ${name} up`}
                      onClick={() => move(index, index - 1)}
                    >
                      Move up
                    </button>
                  )}
                  {config.orderable && index < list.length - 1 && (
                    <button
                      type="button"
                      className={`btn btn-outline ${shared.smallButton}`}
                      disabled={busy}
                      aria-label={`Move ${name} down`}
                      onClick={() => move(index, index + 1)}
                    >
                      Move down
                    </button>
                  )}
                  <button
                    type="button"
                    className={`btn btn-outline ${shared.smallButton}`}
                    aria-label={`Delete ${name}`}
                    onClick={() => setRemoving(item)}
                  >
                    Delete
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {editing && (
        <ContentItemDialog
          config={config}
          item={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Delete this ${config.noun}?`}
        text={removing ? `“${nameOf(removing)}” leaves the shop.` : ''}
        confirmLabel={`Delete ${config.noun}`}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate({ kind: config.kind, id: idOf(removing) })}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
