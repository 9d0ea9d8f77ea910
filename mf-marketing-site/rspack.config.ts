import { createAppConfigs } from '../rspack.base';

export default (env: Record<string, unknown> | undefined, argv: { mode?: string }) =>
  createAppConfigs(
    {
      dir: import.meta.dirname,
      app: { kind: 'remote', name: 'marketing', exposes: { './routes': './src/exposes/routes.tsx' } },
      devPort: 3101,
      portVariable: 'MARKETING_DEV_PORT',
      title: 'Marketing | NursePrep Academy',
    },
    argv,
    env,
  );
