// Every API module, registered under /prime in this order.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { accountsModule } from './accounts/routes.ts';
import { catalogueModule } from './catalogue/routes.ts';
import { contentModule } from './content/routes.ts';

export type ApiModule = (api: FastifyInstance, ctx: AppContext) => Promise<void>;

export const apiModules: ApiModule[] = [accountsModule, catalogueModule, contentModule];
