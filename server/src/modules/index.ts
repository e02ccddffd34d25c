// Every API module, registered under /prime in this order.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { imagesModule } from '../images/routes.ts';
import { accountsModule } from './accounts/routes.ts';
import { adminModule } from './admin/routes.ts';
import { cartModule } from './cart/routes.ts';
import { catalogueModule } from './catalogue/routes.ts';
import { contentModule } from './content/routes.ts';
import { grievancesModule } from './grievances/routes.ts';
import { couponsModule } from './coupons/routes.ts';
import { invoicePagesModule, invoicesModule } from './invoices/routes.ts';
import { orderAccessModule } from './order-access/routes.ts';
import { notifyModule, notifyPagesModule } from './notify/routes.ts';
import { ordersModule } from './orders/routes.ts';
import { paymentPagesModule } from './payments/routes.ts';
import { pincodesModule } from './pincodes/routes.ts';
import { reviewsModule } from './reviews/routes.ts';
import { staffModule } from './staff/routes.ts';

export type ApiModule = (api: FastifyInstance, ctx: AppContext) => Promise<void>;

export const apiModules: ApiModule[] = [
  accountsModule,
  catalogueModule,
  reviewsModule,
  contentModule,
  cartModule,
  ordersModule,
  orderAccessModule,
  couponsModule,
  adminModule,
  invoicesModule,
  notifyModule,
  staffModule,
  grievancesModule,
  pincodesModule,
];

/**
 * Modules that serve at the root, outside the API prefix: payment pages under /pay/, resized images
 * under /img/, tax invoices' PDFs under /invoices/, NOTIFY ME's cancel page under /alerts/.
 */
export const pageModules: ApiModule[] = [
  paymentPagesModule,
  imagesModule,
  invoicePagesModule,
  notifyPagesModule,
];
