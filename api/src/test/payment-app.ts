import type { AppOptions } from '../app.ts';
import { seedRates } from '../modules/currency/index.ts';
import { type MountedPaymentGateways, mountPaymentGateways } from '../modules/payments/index.ts';
import { openTestApp, type TestApp } from './app.ts';
import type { TestDatabase } from './databases.ts';
import { freePort } from './free-port.ts';

export interface PaymentTestApp extends TestApp {
  /** Where the app listens: the sandboxes send their notifications and payers back here. */
  origin: string;
  mounted: MountedPaymentGateways;
}

/**
 * The app listening on a real port with the three payment sandboxes mounted on it (as the one-command start
 * has them), no catalogue, and today's exchange rates.
 */
export async function openPaymentTestApp(
  target: TestDatabase,
  options: Pick<AppOptions, 'notifySenderLimits'> = {},
): Promise<PaymentTestApp> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let mounted: MountedPaymentGateways | undefined;
  const t = await openTestApp(target, {
    ...options,
    seed: false,
    publicUrl: origin,
    paymentGateways: async (root, db) => {
      mounted = await mountPaymentGateways(root, {}, { publicUrl: origin, db });
      return mounted.gateways;
    },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  await seedRates(t.db, new Date());
  if (!mounted) throw new Error('the payment gateways were not mounted');
  return { ...t, origin, mounted };
}
