import { createAppConfigs } from '../rspack.base';

export default (env: Record<string, unknown> | undefined, argv: { mode?: string }) =>
  createAppConfigs(
    {
      dir: import.meta.dirname,
      app: { kind: 'remote', name: 'schools', exposes: { './routes': './src/exposes/routes.tsx' } },
      devPort: 3103,
      portVariable: 'SCHOOLS_DEV_PORT',
      title: 'Nursing Schools | NursePrep Academy',
    },
    argv,
    env,
  );
