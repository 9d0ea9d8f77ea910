import { AppRoutes } from '../app/app-routes';

/** The only thing this remote exposes: its route table, tagged with the build that served it. */
export default function RemoteRoutes() {
  return (
    <div data-build={__BUILD_ID__}>
      <AppRoutes />
    </div>
  );
}
