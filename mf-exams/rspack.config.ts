import { createAppConfigs } from '../rspack.base';

export default (env: Record<string, unknown> | undefined, argv: { mode?: string }) =>
  createAppConfigs(
    {
      dir: import.meta.dirname,
      app: { kind: 'remote', name: 'exams', exposes: { './routes': './src/exposes/routes.tsx' } },
      devPort: 3102,
      portVariable: 'EXAMS_DEV_PORT',
      title: 'Exam Prep | NursePrep Academy',
    },
    argv,
    env,
  );
