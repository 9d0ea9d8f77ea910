import { createAppConfig } from '../rspack.base';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      app: { kind: 'remote', name: 'schools', exposes: { './routes': './src/exposes/routes.tsx' } },
      devPort: 3103,
      portVariable: 'SCHOOLS_DEV_PORT',
      title: 'Nursing Schools | NursePrep Academy',
    },
    argv,
  );
