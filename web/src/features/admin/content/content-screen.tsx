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
import { ListPanel } from '../shared/list-screen.tsx';
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
  const [editing, setEditing] = useState<ContentItem | 'new' | null>(null);
  const [removing, setRemoving] = useState<ContentItem | null>(null);
  const remove = useAdminWrite({
    write: deleteContent,
    success: (answer) => answer.message,
    onSuccess: () => setRemoving(null),
  });

  return (
    <>
      <ListPanel
        label={config.title}
        query={items}
        items={items.data}
        loading={`Loading ${config.title.toLowerCase()}…`}
        empty="Nothing here yet."
        before={
          <div className={shared.head}>
            <p className={shared.muted}>
              {config.orderable ? 'Shown in this order.' : 'Shown newest first.'}
            </p>
            <button type="button" className="btn" onClick={() => setEditing('new')}>
              {addLabel(config.noun)}
            </button>
          </div>
        }
      >
        {(list) => <ContentItems config={config} list={list} onEdit={setEditing} onRemove={setRemoving} />}
      </ListPanel>
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
        text={removing ? `“${nameOf(config, removing)}” leaves the shop.` : ''}
        confirmLabel={`Delete ${config.noun}`}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate({ kind: config.kind, id: idOf(config, removing) })}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

const idOf = (config: ContentKindConfig, item: ContentItem) => Number(item[config.idField]);
const nameOf = (config: ContentKindConfig, item: ContentItem) => String(item[config.nameField] ?? '');

interface ContentItemsProps {
  config: ContentKindConfig;
  list: ContentItem[];
  onEdit: (item: ContentItem) => void;
  onRemove: (item: ContentItem) => void;
}

/** The list's items in the shop's order, each with its edit, switch, move and delete buttons. */
function ContentItems({ config, list, onEdit, onRemove }: ContentItemsProps) {
  const shown = useShownIds(config);
  const reorder = useAdminWrite({ write: orderContent, success: (answer) => answer.message });
  const toggle = useAdminWrite({ write: saveContent, success: (answer) => answer.message });
  const busy = reorder.isPending || toggle.isPending;

  function move(from: number, to: number) {
    const ids = list.map((item) => idOf(config, item));
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    reorder.mutate({ kind: config.kind, ids });
  }

  return (
    <ol className={shared.itemList}>
      {list.map((item, index) => {
        const active = config.kind !== 'banner' || item.b_status === 1;
        return (
          <ContentRow
            key={idOf(config, item)}
            config={config}
            item={item}
            active={active}
            offShop={shown.data !== undefined && !shown.data.has(idOf(config, item))}
            actions={{
              busy,
              onEdit: () => onEdit(item),
              onRemove: () => onRemove(item),
              onToggle: () =>
                toggle.mutate({ kind: config.kind, item: { ...item, b_status: active ? 0 : 1 } }),
              onUp: config.orderable && index > 0 ? () => move(index, index - 1) : undefined,
              onDown: config.orderable && index < list.length - 1 ? () => move(index, index + 1) : undefined,
            }}
          />
        );
      })}
    </ol>
  );
}

interface RowActions {
  busy: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onToggle: () => void;
  /** Undefined where the item cannot move that way (the first cannot go up; a list shown newest first not at all). */
  onUp: (() => void) | undefined;
  onDown: (() => void) | undefined;
}

interface ContentRowProps {
  config: ContentKindConfig;
  item: ContentItem;
  /** A banner switched on (any other item is always on). */
  active: boolean;
  /** The shop leaves the item out (an offer whose coupon is not active). */
  offShop: boolean;
  actions: RowActions;
}

function ContentRow({ config, item, active, offShop, actions }: ContentRowProps) {
  const name = nameOf(config, item);
  return (
    <li className={shared.item} aria-label={name}>
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
      <ContentRowButtons name={name} banner={config.kind === 'banner'} active={active} actions={actions} />
    </li>
  );
}

interface ContentRowButtonsProps {
  name: string;
  banner: boolean;
  active: boolean;
  actions: RowActions;
}

function ContentRowButtons({ name, banner, active, actions }: ContentRowButtonsProps) {
  const small = `btn btn-outline ${shared.smallButton}`;
  return (
    <span className={shared.actions}>
      <button type="button" className={small} aria-label={`Edit ${name}`} onClick={actions.onEdit}>
        Edit
      </button>
      {banner && (
        <button
          type="button"
          className={small}
          disabled={actions.busy}
          aria-label={`${active ? 'Switch off' : 'Switch on'} ${name}`}
          onClick={actions.onToggle}
        >
          {active ? 'Switch off' : 'Switch on'}
        </button>
      )}
      {actions.onUp && (
        <button
          type="button"
          className={small}
          disabled={actions.busy}
          aria-label={`Move ${name} up`}
          onClick={actions.onUp}
        >
          Move up
        </button>
      )}
      {actions.onDown && (
        <button
          type="button"
          className={small}
          disabled={actions.busy}
          aria-label={`Move ${name} down`}
          onClick={actions.onDown}
        >
          Move down
        </button>
      )}
      <button type="button" className={small} aria-label={`Delete ${name}`} onClick={actions.onRemove}>
        Delete
      </button>
    </span>
  );
}
