import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { repositoryRoot, type AppConfig } from '../config';
import { devRegistry } from '../deployments/dev-remotes';
import { LiveRemotes } from '../deployments/live-remotes';
import { loopbackUrl, newLocalToken, removeDeployEndpoint, usesLocalToken, writeDeployEndpoint } from '../deployments/local-endpoint';
import { createDeploymentRegistry, type DeploymentRegistry } from '../deployments/registry';
import { deploymentRoutes } from '../deployments/routes';

declare module 'fastify' {
  interface FastifyInstance {
    deployments: {
      /** Promotions, rollbacks and the log, in the database. */
      registry: DeploymentRegistry;
      /** This instance's copy of the live remotes, following the registry. */
      live: LiveRemotes;
    };
  }
}

/**
 * The deployment registry and this instance's live remotes (read before the server answers, then followed by
 * polling), and the deploy endpoints. On a PGlite folder without DEPLOY_TOKEN, the server makes its own token
 * and leaves it with its address in <DATA_DIR>/deploy-endpoint.json while it listens, for `npm run deploy`.
 */
export const deployments = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const registry = createDeploymentRegistry(app.db, {
      source: { remotesDir: config.deployments.remotesDir },
      remotesBaseUrl: config.deployments.remotesBaseUrl,
    });
    const { devRemotes } = config.deployments;
    const live = new LiveRemotes(devRemotes ? await devRegistry(repositoryRoot, devRemotes) : registry, {
      pollMs: config.deployments.pollMs,
      onError: (error) => app.log.warn({ err: error }, 'could not read the live remotes (trying again)'),
    });
    await live.start();
    app.addHook('onClose', async () => live.stop());
    app.decorate('deployments', { registry, live });

    const localToken = usesLocalToken(config) ? newLocalToken() : undefined;
    if (localToken !== undefined) {
      const { dataDir } = config;
      app.addHook('onListen', async () => {
        const address = app.server.address();
        if (address === null || typeof address === 'string') return;
        writeDeployEndpoint(dataDir, { url: loopbackUrl(address as AddressInfo), token: localToken });
      });
      app.addHook('onClose', async () => removeDeployEndpoint(dataDir, localToken));
    }
    const tokens = [config.deployments.token, localToken].filter((token): token is string => token !== undefined);
    await app.register(deploymentRoutes, { tokens });
  },
  { name: 'deployments', decorators: { fastify: ['db', 'rateLimits'] } },
);
