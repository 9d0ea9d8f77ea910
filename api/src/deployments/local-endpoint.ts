/*
 * The deploy endpoint of a server on a PGlite folder. Only one process may open that folder, so `npm run deploy`
 * cannot reach the registry while the server runs; instead the server, when no DEPLOY_TOKEN is set, makes a
 * token of its own at start-up and leaves its address and that token in <DATA_DIR>/deploy-endpoint.json
 * (readable by its owner only) while it listens. Whoever can read that file could open the database folder anyway.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { AppConfig } from '../config';

export const DEPLOY_ENDPOINT_FILE = 'deploy-endpoint.json';

export interface DeployEndpoint {
  /** `http://127.0.0.1:<port>` */
  url: string;
  token: string;
}

export function deployEndpointPath(dataDir: string): string {
  return path.join(dataDir, DEPLOY_ENDPOINT_FILE);
}

/** Whether this server makes its own deploy token: no DEPLOY_TOKEN, and PGlite in a folder. */
export function usesLocalToken(config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'deployments'>): boolean {
  return config.deployments.token === undefined && config.databaseUrl === undefined && config.dataDir !== 'memory://';
}

export function newLocalToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The address a process on this machine reaches a server listening on `address` at. */
export function loopbackUrl(address: AddressInfo): string {
  if (address.address === '0.0.0.0' || address.address === '::' || address.address === '') return `http://127.0.0.1:${address.port}`;
  return address.family === 'IPv6' ? `http://[${address.address}]:${address.port}` : `http://${address.address}:${address.port}`;
}

/** Writes the file with mode 0600 (to a temporary name first, so a reader never sees half of it). */
export function writeDeployEndpoint(dataDir: string, endpoint: DeployEndpoint): void {
  const file = deployEndpointPath(dataDir);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(endpoint)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
}

/** The endpoint file's content, or null when there is none (or it is not one). */
export function readDeployEndpoint(dataDir: string): DeployEndpoint | null {
  try {
    const value = JSON.parse(readFileSync(deployEndpointPath(dataDir), 'utf8')) as Partial<DeployEndpoint>;
    return typeof value.url === 'string' && typeof value.token === 'string' ? { url: value.url, token: value.token } : null;
  } catch {
    return null;
  }
}

/** Removes the file if it is still this server's (another server may have replaced it since). */
export function removeDeployEndpoint(dataDir: string, token: string): void {
  if (readDeployEndpoint(dataDir)?.token !== token) return;
  try {
    unlinkSync(deployEndpointPath(dataDir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
