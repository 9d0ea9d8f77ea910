import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Placeholder frame; the header, footer, toasts and chat button replace it. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <header>
        <Link to="/">NursePrep Academy</Link>
      </header>
      <main id="main">{children}</main>
      <footer>NursePrep Academy</footer>
    </>
  );
}
