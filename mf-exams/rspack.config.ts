import { createAppConfig } from '../rspack.base';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      app: { kind: 'remote', name: 'exams', exposes: { './routes': './src/exposes/routes.tsx' } },
      devPort: 3102,
      portVariable: 'EXAMS_DEV_PORT',
      title: 'Exam Prep | NursePrep Academy',
    },
    argv,
  );
