import { createAppConfigs } from '../rspack.base';

export default (env: Record<string, unknown> | undefined, argv: { mode?: string }) =>
  createAppConfigs(
    {
      dir: import.meta.dirname,
      app: { kind: 'remote', name: 'staff_dashboard', exposes: { './routes': './src/exposes/routes.tsx' } },
      devPort: 3105,
      portVariable: 'STAFF_DASHBOARD_DEV_PORT',
      title: 'Marketing Dashboard | NursePrep Academy',
    },
    argv,
    env,
  );
