// SAVED ADDRESSES: the customer's real addresses, shared by the profile page (Set Default buttons)
// and /MainLayout/addresses (a default radio).
import { messages, type Address } from '@prime/contract';
import { useRef, useState } from 'react';
import { isRefusal } from '../../lib/api-failure.ts';
import type { Session } from '../../lib/session.ts';
import { ConfirmDialog, type ConfirmDialogProps } from '../../ui/confirm-dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useToast } from '../../ui/toast.tsx';
import pageStyles from '../../ui/page-panel.module.css';
import { AddressCard } from './address-card.tsx';
import { AddAddressDialog, EditAddressDialog } from './address-dialogs.tsx';
import { useDeleteAddress } from './api/delete-address.ts';
import { useEditAddress } from './api/edit-address.ts';
import { useAddresses } from './api/get-addresses.ts';

export interface SavedAddressesProps {
  session: Session;
  defaultControl: 'button' | 'radio';
  /** The section's heading level: h2 under MY PROFILE, h1 on its own page. */
  headingLevel: 'h1' | 'h2';
}

/** Marks an address the default one; the outcome is said in a toast. */
function useMakeDefault(userId: string) {
  const setDefault = useEditAddress(userId);
  const { toast } = useToast();
  function makeDefault(address: Address) {
    setDefault.mutate(
      { adr_id: address.adr_id, setdefault: 1 },
      {
        onSuccess: () => toast({ title: messages.defaultAddressUpdated, kind: 'success' }),
        onError: (error) =>
          toast({
            title: isRefusal(error) ? messages.defaultAddressFailed : messages.defaultAddressError,
            kind: 'error',
          }),
      },
    );
  }
  return { makeDefault, isPending: setDefault.isPending };
}

interface DeleteAddressDialogProps {
  userId: string;
  /** The address asked to be deleted; null while none is. */
  address: Address | null;
  onClose: () => void;
  focusAfterClose: ConfirmDialogProps['focusAfterClose'];
}

/** Asks before deleting an address, deletes it, and says how that went. */
function DeleteAddressDialog({ userId, address, onClose, focusAfterClose }: DeleteAddressDialogProps) {
  const remove = useDeleteAddress(userId);
  const { toast } = useToast();

  function confirmDelete() {
    if (!address) return;
    remove.mutate(address.adr_id, {
      onSuccess: () =>
        toast({ title: messages.addressDeletedTitle, text: messages.addressDeleted, kind: 'success' }),
      onError: (error) =>
        toast(
          isRefusal(error)
            ? {
                title: messages.addressDeleteFailedTitle,
                text: error.message || messages.addressDeleteFailed,
                kind: 'error',
              }
            : { title: messages.addressDeleteError, kind: 'error' },
        ),
      onSettled: onClose,
    });
  }

  return (
    <ConfirmDialog
      open={address !== null}
      title={messages.addressDeleteConfirmTitle}
      text={messages.addressDeleteConfirmText}
      confirmLabel={messages.addressDeleteConfirmButton}
      busy={remove.isPending}
      onConfirm={confirmDelete}
      onCancel={onClose}
      focusAfterClose={focusAfterClose}
    />
  );
}

export function SavedAddresses({ session, defaultControl, headingLevel: Heading }: SavedAddressesProps) {
  const { userId } = session;
  const { data: addresses, isPending } = useAddresses(userId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Address | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const setDefault = useMakeDefault(userId);
  // Where the keyboard lands when a dialog closes and its card or button has gone (deleted, first added).
  const addButton = useRef<HTMLButtonElement>(null);

  return (
    <section className={pageStyles.panel} aria-labelledby="saved-addresses">
      <div className={pageStyles.panelHead}>
        <Heading id="saved-addresses" className={pageStyles.heading}>
          SAVED ADDRESSES
        </Heading>
        {!isPending && (
          <button ref={addButton} type="button" className="btn btn-outline" onClick={() => setAdding(true)}>
            Add New Address
          </button>
        )}
      </div>
      {isPending ? (
        <Spinner label="Loading addresses..." />
      ) : !addresses || addresses.length === 0 ? (
        <div className={pageStyles.empty}>
          <p>{messages.noSavedAddresses}</p>
          <button type="button" className="btn" onClick={() => setAdding(true)}>
            Add Your First Address
          </button>
        </div>
      ) : (
        <ul className={pageStyles.list}>
          {addresses.map((address) => (
            <AddressCard
              key={address.adr_id}
              address={address}
              fallbackHeading={session.name}
              defaultControl={defaultControl}
              busy={setDefault.isPending}
              onEdit={() => setEditing(address)}
              onDelete={() => setDeleting(address)}
              onSetDefault={() => setDefault.makeDefault(address)}
            />
          ))}
        </ul>
      )}
      {adding && (
        <AddAddressDialog userId={userId} onClose={() => setAdding(false)} focusAfterClose={addButton} />
      )}
      {editing && (
        <EditAddressDialog
          userId={userId}
          address={editing}
          onClose={() => setEditing(null)}
          focusAfterClose={addButton}
        />
      )}
      <DeleteAddressDialog
        userId={userId}
        address={deleting}
        onClose={() => setDeleting(null)}
        focusAfterClose={addButton}
      />
    </section>
  );
}
