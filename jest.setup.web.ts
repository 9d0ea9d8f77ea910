import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { toHaveNoViolations } from 'jest-axe';

// React Router 7 needs these, and jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
expect.extend(toHaveNoViolations);

// Pages and dialogs load parts of their code on first use (React.lazy), and swc compiles each module the first
// time a worker requires it: with two workers on a two-core machine, that first load can take seconds, longer
// than Testing Library's one-second default for findBy and waitFor.
configure({ asyncUtilTimeout: 5_000 });
