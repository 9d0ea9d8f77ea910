import { Route, Routes } from 'react-router-dom';
import { NotFoundRoute, PageHeader } from '@nurseprep/shared-ui';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/payment" element={<PageHeader title="Complete Your Purchase" documentTitle="Payment" lead="Demo checkout: no payment is processed." />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
