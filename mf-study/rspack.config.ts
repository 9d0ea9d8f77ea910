import { createAppConfigs } from '../rspack.base';

export default (env: Record<string, unknown> | undefined, argv: { mode?: string }) =>
  createAppConfigs(
    {
      dir: import.meta.dirname,
      app: { kind: 'remote', name: 'study', exposes: { './routes': './src/exposes/routes.tsx' } },
      devPort: 3106,
      portVariable: 'STUDY_DEV_PORT',
      title: 'Study Tools | NursePrep Academy',
    },
    argv,
    env,
  );
