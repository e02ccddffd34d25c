// The add popup and the edit modal of saved addresses. Both check with the server's own schemas
// before sending, and say what happened in a toast.
import { addAddressBody, editAddressBody, messages, type Address } from '@prime/contract';
import { useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { isRefusal } from '../../lib/api-failure.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { fieldErrors } from '../../ui/field.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useAddAddress, useEditAddress } from './api/addresses.ts';
import { AddressForm, type AddressValues } from './address-form.tsx';

const blank: AddressValues = {
  type: 'home',
  heading: '',
  address: '',
  state: '',
  district: '',
  pincode: '',
  phone: '',
  setdefault: false,
};

const serverErrors = (error: unknown) => (error instanceof ApiError ? fieldErrors(error.errors) : {});

export function AddAddressDialog({ userId, onClose }: { userId: string | undefined; onClose: () => void }) {
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddAddress(userId ?? '');
  const { toast } = useToast();

  function submit() {
    if (!userId) {
      toast({ title: messages.addressUserUnknown, kind: 'error' });
      return;
    }
    const checked = addAddressBody.safeParse({ ...values, setdefault: values.setdefault ? 1 : 0 });
    setErrors(checked.success ? {} : fieldErrors(checked.error.issues));
    if (!checked.success) return;
    add.mutate(
      { ...values, setdefault: values.setdefault ? 1 : 0 },
      {
        onSuccess: () => {
          toast({ title: messages.addressAdded, kind: 'success' });
          onClose();
        },
        onError: (error) => {
          setErrors(serverErrors(error));
          toast({ title: isRefusal(error) ? error.message : messages.addressAddFailed, kind: 'error' });
        },
      },
    );
  }

  return (
    <Dialog open title="Add New Address" onClose={onClose}>
      <AddressForm
        variant="add"
        values={values}
        errors={errors}
        busy={add.isPending}
        onChange={setValues}
        onSubmit={submit}
        onCancel={onClose}
      />
    </Dialog>
  );
}

export function EditAddressDialog({
  userId,
  address,
  onClose,
}: {
  userId: string;
  address: Address;
  onClose: () => void;
}) {
  const [values, setValues] = useState<AddressValues>({
    type: address.adr_type,
    heading: address.adr_heading,
    address: address.adr_address,
    state: address.adr_state,
    district: address.adr_district,
    pincode: address.adr_pincode,
    phone: address.adr_phone,
    setdefault: address.adr_setdefault === 1,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edit = useEditAddress(userId);
  const { toast } = useToast();

  function submit() {
    const changes = {
      adr_id: address.adr_id,
      type: values.type,
      heading: values.heading,
      address: values.address,
      state: values.state,
      district: values.district,
      pincode: values.pincode,
      setdefault: address.adr_setdefault,
    };
    const checked = editAddressBody.safeParse(changes);
    setErrors(checked.success ? {} : fieldErrors(checked.error.issues));
    if (!checked.success) return;
    edit.mutate(changes, {
      onSuccess: () => {
        toast({ title: messages.addressUpdated, kind: 'success' });
        onClose();
      },
      onError: (error) => {
        setErrors(serverErrors(error));
        toast(
          error instanceof ApiError && !error.isNetwork
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
    <Dialog open title="Edit Address" onClose={onClose}>
      <AddressForm
        variant="edit"
        values={values}
        errors={errors}
        busy={edit.isPending}
        onChange={setValues}
        onSubmit={submit}
        onCancel={onClose}
      />
    </Dialog>
  );
}
