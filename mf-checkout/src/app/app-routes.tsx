import { Route, Routes } from 'react-router-dom';
import { NotFoundRoute } from '@nurseprep/shared-ui';
import { CheckoutPage } from '../features/checkout/components/checkout-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/payment" element={<CheckoutPage />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
