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
import { userCalls } from '../../auth/user-calls.ts';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/validate.ts';
import { addAddress, deleteAddress, editAddress, listAddresses } from './addresses.ts';

export function registerAddressRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const post = userCalls(api, ctx);
  const tag = 'Addresses';

  post(
    '/list/address',
    { tag, summary: 'Saved addresses, the default first', answer: addressListAnswer },
    async (user) => ok({ list: await listAddresses(db, user.id) }),
  );

  post(
    '/add/address',
    {
      tag,
      summary: 'Save an address',
      description:
        '`type` is home when left out; `setdefault` 1 makes it the only default; `city` may be left out ' +
        '(the district then stands for it).',
      body: addAddressBody,
      answer: addAddressAnswer,
    },
    async (user, body) => ok({ adr_id: await addAddress(db, user.id, body) }, messages.addressAdded),
  );

  post(
    '/edit/address',
    {
      tag,
      summary: 'Change a saved address',
      description:
        'The fields sent are checked by the rules of `add/address`; those left out stay as they are.',
      body: editAddressBody,
      answer: editAddressAnswer,
      errors: [404],
    },
    async (user, body) => ok({ data: await editAddress(db, user.id, body) }, messages.addressUpdated),
  );

  post(
    '/delete/address',
    {
      tag,
      summary: 'Delete a saved address',
      body: deleteAddressBody,
      answer: deleteAddressAnswer,
      errors: [404],
    },
    async (user, { adr_id }) => {
      await deleteAddress(db, user.id, adr_id);
      return ok({}, messages.addressDeleted);
    },
  );
}
