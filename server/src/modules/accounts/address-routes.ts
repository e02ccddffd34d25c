// Saved-address calls of CONTRACT §4; every one acts on the token's own user only.
import { addAddressBody, deleteAddressBody, editAddressBody, messages } from '@prime/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/request-user.ts';
import type { AppContext } from '../../http/context.ts';
import { ok, parseBody } from '../../http/validate.ts';
import { addAddress, deleteAddress, editAddress, listAddresses } from './addresses.ts';

export function registerAddressRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  api.post('/list/address', async (request) => {
    const user = await requireUser(request, ctx);
    return ok({ list: await listAddresses(db, user.id) });
  });

  api.post('/add/address', async (request) => {
    const user = await requireUser(request, ctx);
    const adrId = await addAddress(db, user.id, parseBody(addAddressBody, request.body));
    return ok({ adr_id: adrId }, messages.addressAdded);
  });

  api.post('/edit/address', async (request) => {
    const user = await requireUser(request, ctx);
    const address = await editAddress(db, user.id, parseBody(editAddressBody, request.body));
    return ok({ data: address }, messages.addressUpdated);
  });

  api.post('/delete/address', async (request) => {
    const user = await requireUser(request, ctx);
    await deleteAddress(db, user.id, parseBody(deleteAddressBody, request.body).adr_id);
    return ok({}, messages.addressDeleted);
  });
}
