// Every API module, registered under /prime in this order.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';

export type ApiModule = (api: FastifyInstance, ctx: AppContext) => Promise<void>;

export const apiModules: ApiModule[] = [];
