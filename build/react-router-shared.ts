/**
 * What the site provides under the shared names `react-router` and `react-router-dom`: the routing API
 * the apps use, re-exported from react-router's production build. A shared module is never tree-shaken,
 * and the whole package (data routers, server runtime, cookies, sessions) costs a first visit about
 * 58 KB of gzipped JavaScript; this set costs a fraction. `routing-exports.test.ts` fails when an app
 * imports a name that is missing here.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router-production-build';
