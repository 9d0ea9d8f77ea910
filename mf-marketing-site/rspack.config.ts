import { createAppConfig } from '../rspack.base';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      app: { kind: 'remote', name: 'marketing', exposes: { './routes': './src/exposes/routes.tsx' } },
      devPort: 3101,
      portVariable: 'MARKETING_DEV_PORT',
      title: 'Marketing | NursePrep Academy',
    },
    argv,
  );
