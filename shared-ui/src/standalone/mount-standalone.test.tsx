import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mountStandalone } from './mount-standalone';

function RemoteRoutes() {
  return (
    <Routes>
      <Route path="/" element={<h1>Standalone remote</h1>} />
    </Routes>
  );
}

describe('mountStandalone', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("renders the remote's routes in #root, with the site's providers and the address's route", async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await act(async () => mountStandalone(RemoteRoutes));
    expect(screen.getByRole('heading', { level: 1, name: 'Standalone remote' })).toBeInTheDocument();
  });

  it('says so when the page has no #root', () => {
    expect(() => mountStandalone(RemoteRoutes)).toThrow('The page has no #root element');
  });
});
