// What every route module is given: settings, the database, password hashing, mail, SMS and the
// payment gateway. Modules take what they need from it.
import type { Config } from './config.ts';
import type { PasswordHasher } from './auth/passwords.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentGateway } from './payments/gateway.ts';
import type { SmsSender } from './sms/sender.ts';

export interface AppContext {
  config: Config;
  db: Db;
  passwords: PasswordHasher;
  mailer: Mailer;
  /** The sandbox, or Razorpay when its keys are set. */
  payments: PaymentGateway;
  /** SMS as SMS_URL says (sms/sender.ts); made by the app when not given (tests give their own). */
  sms?: SmsSender;
}
