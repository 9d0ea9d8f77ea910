import { createAppConfigs } from '../rspack.base';

export default (env: Record<string, unknown> | undefined, argv: { mode?: string }) =>
  createAppConfigs(
    {
      dir: import.meta.dirname,
      app: { kind: 'remote', name: 'checkout', exposes: { './routes': './src/exposes/routes.tsx' } },
      devPort: 3104,
      portVariable: 'CHECKOUT_DEV_PORT',
      title: 'Payment | NursePrep Academy',
    },
    argv,
    env,
  );
