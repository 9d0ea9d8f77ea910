import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3600);
const repositoryRoot = path.resolve(import.meta.dirname, '..');

/** Debian's Chromium, kept off the network: only 127.0.0.1 and localhost resolve (scripts/lib/chromium.mjs). */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };

export default defineConfig({
  testDir: path.join(import.meta.dirname, 'tests'),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two cores: the server and the browsers share them.
  workers: 2,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: path.join(import.meta.dirname, 'test-results'),
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: chromiumLaunchOptions,
    actionTimeout: 10_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The production build served by the real server, with a fresh temporary database (removed on exit).
    command: 'node --import tsx e2e/tests/support/serve.ts',
    cwd: repositoryRoot,
    env: { E2E_PORT: String(port) },
    // Ready once every remote's built version is live (serve.ts prints this line after promoting them).
    wait: { stdout: /e2e server ready at/ },
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
