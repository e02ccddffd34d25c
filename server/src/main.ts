// Start-up: settings, database, migrations, demo catalogue, admin account, then serve on PORT.
import { ConfigError, loadConfig, loadDotEnv, type Config } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { seedDemoCatalogue } from './db/seed/index.ts';
import { buildApp } from './app.ts';
import { createPasswordHasher } from './auth/passwords.ts';
import { createMailer } from './mail/mailer.ts';
import { createPaymentGateway } from './payments/index.ts';
import { startPaymentJobs } from './payments/payment-jobs.ts';
import { startUnconfirmedOrdersJob } from './modules/orders/cod-confirm-expiry.ts';
import { startSellableStockJob } from './shop/sellable-stock-job.ts';
import { keepsOwnStatistics, LOOK_EVERY_MS, startStatisticsJob } from './db/statistics-job.ts';
import { startUpkeepJob } from './db/upkeep-job.ts';
import { ensureAdminAccount } from './modules/accounts/admin-account.ts';
import { imageStoreOf } from './uploads/configured-image-store.ts';

function readConfig(): Config {
  try {
    loadDotEnv();
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const passwords = createPasswordHasher();
  await ensureAdminAccount(database.db, config, passwords);
  if (config.seedDemo) await seedDemoCatalogue(database.db, config.dataDir, imageStoreOf(config));

  const payments = createPaymentGateway(config);
  const app = await buildApp(
    {
      config,
      db: database.db,
      passwords,
      mailer: createMailer(config),
      payments,
    },
    { logger: true },
  );
  if (config.seller.demo) {
    app.log.warn(
      { seller: config.seller },
      'GST invoices name a demo seller: set SELLER_NAME, SELLER_ADDRESS and SELLER_GSTIN',
    );
  }
  await app.listen({ port: config.port, host: config.host });
  // Every process runs it; they share the work through row locks (docs/decisions/0009-payments.md).
  const paymentJobs = startPaymentJobs(database.db, payments, { log: app.log });
  // Cash-on-delivery orders left unconfirmed are cancelled the same way (decision 0031).
  const unconfirmedJob = startUnconfirmedOrdersJob(database.db, { log: app.log });
  // Lots past their selling time leave the stock figures (docs/decisions/0030-stock-lots.md).
  const stockJob = startSellableStockJob(database.db, app.log);
  // VACUUM (ANALYZE) every few hours, by one process (decision 0041); a database just seeded has had
  // none, so the first pass runs it.
  const upkeepJob = startUpkeepJob(database.db, app.log);
  // Where no autovacuum keeps the planner's statistics as the shop grows, the store does.
  const statisticsJob = (await keepsOwnStatistics(database.db, !config.databaseUrl))
    ? startStatisticsJob(database.db, app.log, LOOK_EVERY_MS[config.databaseUrl ? 'server' : 'embedded'])
    : null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests under way');
    // close() stops accepting connections and waits for requests under way.
    await Promise.all([
      app.close(),
      paymentJobs.stop(),
      unconfirmedJob.stop(),
      stockJob.stop(),
      upkeepJob.stop(),
      statisticsJob?.stop(),
    ]);
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
