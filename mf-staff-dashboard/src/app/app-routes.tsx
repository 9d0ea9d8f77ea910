import { Route, Routes } from 'react-router-dom';
import { NotFoundRoute, PageHeader } from '@nurseprep/shared-ui';

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/marketing"
        element={
          <PageHeader
            title="WhatsApp Marketing Dashboard"
            lead="Reach leads over WhatsApp: single messages, campaigns and lead statistics."
          />
        }
      />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
