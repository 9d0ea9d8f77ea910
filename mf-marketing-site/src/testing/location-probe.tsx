import { useLocation } from 'react-router-dom';

/** Shows the router's current path and query, so a test can read what the URL holds. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current location">{`${pathname}${search}`}</output>;
}
