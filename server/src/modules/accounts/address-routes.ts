// Saved-address calls (/prime/openapi.json, tag Addresses); every one acts on the token's own user only.
import {
  addAddressAnswer,
  addAddressBody,
  addressListAnswer,
  deleteAddressAnswer,
  deleteAddressBody,
  editAddressAnswer,
  editAddressBody,
  messages,
} from '@prime/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/request-user.ts';
import type { AppContext } from '../../http/context.ts';
import { describeCall } from '../../http/describe-call.ts';
import { ok, parseBody } from '../../http/validate.ts';
import { addAddress, deleteAddress, editAddress, listAddresses } from './addresses.ts';

export function registerAddressRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  const tag = 'Addresses';
  const auth = 'token';
  const list = describeCall({
    tag,
    auth,
    summary: 'Saved addresses, the default first',
    answer: addressListAnswer,
  });
  api.post('/list/address', list, async (request) => {
    const user = await requireUser(request, ctx);
    return ok({ list: await listAddresses(db, user.id) });
  });

  const add = describeCall({
    tag,
    auth,
    summary: 'Save an address',
    description: '`type` is home when left out; `setdefault` 1 makes it the only default.',
    body: addAddressBody,
    answer: addAddressAnswer,
  });
  api.post('/add/address', add, async (request) => {
    const user = await requireUser(request, ctx);
    const adrId = await addAddress(db, user.id, parseBody(addAddressBody, request.body));
    return ok({ adr_id: adrId }, messages.addressAdded);
  });

  const edit = describeCall({
    tag,
    auth,
    summary: 'Change a saved address',
    description:
      'The fields sent are checked by the rules of `add/address`; those left out stay as they are.',
    body: editAddressBody,
    answer: editAddressAnswer,
    errors: [404],
  });
  api.post('/edit/address', edit, async (request) => {
    const user = await requireUser(request, ctx);
    const address = await editAddress(db, user.id, parseBody(editAddressBody, request.body));
    return ok({ data: address }, messages.addressUpdated);
  });

  const remove = describeCall({
    tag,
    auth,
    summary: 'Delete a saved address',
    body: deleteAddressBody,
    answer: deleteAddressAnswer,
    errors: [404],
  });
  api.post('/delete/address', remove, async (request) => {
    const user = await requireUser(request, ctx);
    await deleteAddress(db, user.id, parseBody(deleteAddressBody, request.body).adr_id);
    return ok({}, messages.addressDeleted);
  });
}
