import { ReleaseFileError } from './release-files';

/**
 * Why a promotion or rollback was refused:
 * - unreachable: release.json or a file could not be read from its origin;
 * - integrity: a file, or release.json itself, is not what was published;
 * - invalid: the request or the release is malformed;
 * - mismatch: the version belongs to another package, or is not the version asked for;
 * - conflict: its Module Federation name or a route is already another live remote's;
 * - no-previous: a rollback with no earlier version;
 * - unknown-package: a rollback of a package that was never promoted.
 */
export type RefusalReason = 'unreachable' | 'integrity' | 'invalid' | 'mismatch' | 'conflict' | 'no-previous' | 'unknown-package';

/** A promotion or rollback that did not happen; the message is for the person who asked. Nothing was stored. */
export class DeploymentRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
    this.name = 'DeploymentRefused';
  }
}

/** The refusal a failure to read or check a published file amounts to; other errors are not refusals. */
export function refusalOfReleaseError(error: unknown, context: string): DeploymentRefused | null {
  if (!(error instanceof ReleaseFileError)) return null;
  const message = `${context}: ${error.message}`;
  if (/integrity|does not match its content/.test(error.message)) return new DeploymentRefused('integrity', message);
  if (/could not be (fetched|read)/.test(error.message)) return new DeploymentRefused('unreachable', message);
  return new DeploymentRefused('invalid', message);
}
