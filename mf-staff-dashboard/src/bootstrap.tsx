import { mountStandalone } from '@nurseprep/shared-ui/standalone';
import RemoteRoutes from './exposes/routes';

/** Runs this remote alone (npm run dev -w <remote>), without the shell's header and footer. */
mountStandalone(RemoteRoutes);
