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
import { loggedIn } from '../../auth/request-user.ts';
import type { AppContext } from '../../app-context.ts';
import { postedCalls } from '../../http/posted-calls.ts';
import { ok } from '../../http/validate.ts';
import { addAddress, deleteAddress, editAddress, listAddresses } from './addresses.ts';

export function registerAddressRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const post = postedCalls(api, { tag: 'Addresses', ...loggedIn(ctx) });

  post(
    '/list/address',
    { summary: 'Saved addresses, the default first', answer: addressListAnswer },
    async ({ caller }) => ok({ list: await listAddresses(db, caller.id) }),
  );

  post(
    '/add/address',
    {
      summary: 'Save an address',
      description:
        '`type` is home when left out; `setdefault` 1 makes it the only default; `city` may be left out ' +
        '(the district then stands for it).',
      body: addAddressBody,
      answer: addAddressAnswer,
    },
    async ({ caller, body }) => ok({ adr_id: await addAddress(db, caller.id, body) }, messages.addressAdded),
  );

  post(
    '/edit/address',
    {
      summary: 'Change a saved address',
      description:
        'The fields sent are checked by the rules of `add/address`; those left out stay as they are.',
      body: editAddressBody,
      answer: editAddressAnswer,
      errors: [404],
    },
    async ({ caller, body }) => ok({ data: await editAddress(db, caller.id, body) }, messages.addressUpdated),
  );

  post(
    '/delete/address',
    {
      summary: 'Delete a saved address',
      body: deleteAddressBody,
      answer: deleteAddressAnswer,
      errors: [404],
    },
    async ({ caller, body: { adr_id } }) => {
      await deleteAddress(db, caller.id, adr_id);
      return ok({}, messages.addressDeleted);
    },
  );
}
