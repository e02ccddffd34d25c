// `pincode/info` (public): the district, state and post offices of a pincode, from India Post's
// directory (server/src/pincodes/directory.ts), for the checkout and address forms to fill.
import { messages, phoneMessages, pincodeInfoAnswer, pincodeInfoBody } from '@prime/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/errors.ts';
import { postedCalls } from '../../http/posted-calls.ts';
import { ok } from '../../http/validate.ts';
import { pincodeInfo } from '../../pincodes/directory.ts';

export async function pincodesModule(api: FastifyInstance, _ctx: AppContext): Promise<void> {
  postedCalls(api, { tag: 'Catalogue' })(
    '/pincode/info',
    {
      summary: 'District, state and post offices of a pincode',
      description:
        "From India Post's directory: the district and state most of its post offices are in, and the " +
        'offices (a city or locality to offer). A pincode it lacks, or not 6 digits: 404 `Please enter a valid pincode.`',
      body: pincodeInfoBody,
      answer: pincodeInfoAnswer,
      errors: [404],
    },
    async ({ body: { pincode } }) => {
      const info = await pincodeInfo(pincode);
      if (!info) throw notFound(phoneMessages.invalidPincode);
      const { states: _states, ...data } = info;
      return ok({ data }, messages.ok);
    },
  );
}
