import { createAppConfig } from '../rspack.base';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    { dir: import.meta.dirname, app: { kind: 'host' }, devPort: 3000, portVariable: 'SHELL_DEV_PORT', title: 'NursePrep Academy' },
    argv,
  );
