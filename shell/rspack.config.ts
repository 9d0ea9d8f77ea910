import { createAppConfigs } from '../rspack.base';

export default (env: Record<string, unknown> | undefined, argv: { mode?: string }) =>
  createAppConfigs(
    { dir: import.meta.dirname, app: { kind: 'host' }, devPort: 3000, portVariable: 'SHELL_DEV_PORT', title: 'NursePrep Academy' },
    argv,
    env,
  );
