// The add popup and the edit modal of saved addresses. Both check with the server's own schemas
// before sending, and say what happened in a toast.
import { addAddressBody, editAddressBody, messages, type Address } from '@prime/contract';
import { useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { cityOfAddress } from '../../lib/saved-address.ts';
import { isRefusal } from '../../lib/api-failure.ts';
import { Dialog, type DialogProps } from '../../ui/dialog.tsx';
import { fieldErrors } from '../../ui/field.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useAddAddress, type NewAddress } from './api/add-address.ts';
import { useEditAddress } from './api/edit-address.ts';
import { AddressForm, type AddressFormProps, type AddressValues } from './address-form.tsx';

const blank: AddressValues = {
  type: 'home',
  heading: '',
  address: '',
  state: '',
  city: '',
  district: '',
  pincode: '',
  phone: '',
  setdefault: false,
};

const serverErrors = (error: unknown) => (error instanceof ApiError ? fieldErrors(error.errors) : {});

type ShowErrors = (errors: Record<string, string>) => void;
type FocusAfterClose = DialogProps['focusAfterClose'];

/** The popup both dialogs are: it keeps what is typed and each field's error until it closes. */
function AddressDialog({
  variant,
  title,
  initial,
  busy,
  onSave,
  onClose,
  focusAfterClose,
}: {
  variant: AddressFormProps['variant'];
  title: string;
  initial: AddressValues;
  busy: boolean;
  onSave: (values: AddressValues, showErrors: ShowErrors) => void;
  onClose: () => void;
  focusAfterClose: FocusAfterClose;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <Dialog open title={title} onClose={onClose} focusAfterClose={focusAfterClose}>
      <AddressForm
        variant={variant}
        values={values}
        errors={errors}
        busy={busy}
        onChange={setValues}
        onSubmit={() => onSave(values, setErrors)}
        onCancel={onClose}
      />
    </Dialog>
  );
}

export function AddAddressDialog({
  userId,
  onClose,
  focusAfterClose,
}: {
  userId: string | undefined;
  onClose: () => void;
  focusAfterClose: FocusAfterClose;
}) {
  const add = useAddAddress(userId ?? '');
  const { toast } = useToast();

  function save(values: AddressValues, showErrors: ShowErrors) {
    if (!userId) {
      toast({ title: messages.addressUserUnknown, kind: 'error' });
      return;
    }
    const address: NewAddress = { ...values, setdefault: values.setdefault ? 1 : 0 };
    const checked = addAddressBody.safeParse(address);
    showErrors(checked.success ? {} : fieldErrors(checked.error.issues));
    if (!checked.success) return;
    add.mutate(address, {
      onSuccess: () => {
        toast({ title: messages.addressAdded, kind: 'success' });
        onClose();
      },
      onError: (error) => {
        showErrors(serverErrors(error));
        // The spec's one word for any failed add; a refused field is named under the field itself.
        toast({ title: messages.addressAddFailed, kind: 'error' });
      },
    });
  }

  return (
    <AddressDialog
      variant="add"
      title="Add New Address"
      initial={blank}
      busy={add.isPending}
      onSave={save}
      onClose={onClose}
      focusAfterClose={focusAfterClose}
    />
  );
}

export function EditAddressDialog({
  userId,
  address,
  onClose,
  focusAfterClose,
}: {
  userId: string;
  address: Address;
  onClose: () => void;
  focusAfterClose: FocusAfterClose;
}) {
  const edit = useEditAddress(userId);
  const { toast } = useToast();

  function save(values: AddressValues, showErrors: ShowErrors) {
    const changes = {
      adr_id: address.adr_id,
      type: values.type,
      heading: values.heading,
      address: values.address,
      state: values.state,
      city: values.city,
      district: values.district,
      pincode: values.pincode,
      phone: values.phone,
      setdefault: address.adr_setdefault,
    };
    const checked = editAddressBody.safeParse(changes);
    showErrors(checked.success ? {} : fieldErrors(checked.error.issues));
    if (!checked.success) return;
    edit.mutate(changes, {
      onSuccess: () => {
        toast({ title: messages.addressUpdated, kind: 'success' });
        onClose();
      },
      onError: (error) => {
        showErrors(serverErrors(error));
        toast(
          isRefusal(error)
            ? {
                title: messages.addressEditFailedTitle,
                text: error.message || messages.addressEditFailed,
                kind: 'error',
              }
            : { title: messages.addressEditError, kind: 'error' },
        );
      },
    });
  }

  return (
    <AddressDialog
      variant="edit"
      title="Edit Address"
      initial={{
        type: address.adr_type,
        heading: address.adr_heading,
        address: address.adr_address,
        state: address.adr_state,
        city: cityOfAddress(address),
        district: address.adr_district,
        pincode: address.adr_pincode,
        phone: address.adr_phone,
        setdefault: address.adr_setdefault === 1,
      }}
      busy={edit.isPending}
      onSave={save}
      onClose={onClose}
      focusAfterClose={focusAfterClose}
    />
  );
}
