// What every route module is given: settings and the database. Modules take what they need from it.
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';

export interface AppContext {
  config: Config;
  db: Db;
}
