import { createAppConfig } from '../rspack.base';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      app: { kind: 'remote', name: 'checkout', exposes: { './routes': './src/exposes/routes.tsx' } },
      devPort: 3104,
      portVariable: 'CHECKOUT_DEV_PORT',
      title: 'Payment | NursePrep Academy',
    },
    argv,
  );
