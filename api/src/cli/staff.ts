/**
 * Creates or promotes a staff account:
 *   npm run staff -w api -- --username <name> [--email <email> --first-name <name> --last-name <name>]
 * The password comes from STAFF_PASSWORD, else from a hidden prompt (or the first line of piped stdin).
 * Promoting an existing account keeps its password unless one is given. Uses the same DATABASE_URL /
 * DATA_DIR as the server; with PGlite, stop the server first (the folder lock refuses a second process).
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createUsersRepository } from '../repositories/users-repository';
import { createOrPromoteStaff, STAFF_PASSWORD_MINIMUM } from '../services/staff-accounts';

async function readPassword(prompt: string): Promise<string | undefined> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stderr.write(chunk);
      callback();
    },
  });
  const lines = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY === true });
  try {
    if (process.stdin.isTTY) {
      output.write(prompt);
      muted = true;
    }
    const line = await new Promise<string | undefined>((resolve) => {
      lines.once('line', resolve);
      lines.once('close', () => resolve(undefined));
    });
    if (process.stdin.isTTY) process.stderr.write('\n');
    return line === undefined || line === '' ? undefined : line;
  } finally {
    lines.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'keep-password': { type: 'boolean', default: false },
    },
  });
  if (!values.username) throw new Error('Usage: npm run staff -w api -- --username <name> [--email <email> --first-name <name> --last-name <name>]');

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const users = createUsersRepository(database.db);
    const exists = (await users.findByUsername(values.username)) !== undefined;
    let password = process.env.STAFF_PASSWORD || undefined;
    if (password === undefined && !(exists && values['keep-password'])) {
      password = await readPassword(
        exists
          ? `New password for ${values.username} (empty keeps the current one): `
          : `Password for the new staff account ${values.username} (at least ${STAFF_PASSWORD_MINIMUM} characters): `,
      );
    }
    const result = await createOrPromoteStaff(users, {
      username: values.username,
      email: values.email,
      firstName: values['first-name'],
      lastName: values['last-name'],
      password,
    });
    const passwordNote = result.passwordChanged ? ' with the new password' : '';
    console.log(
      result.outcome === 'created'
        ? `Created the staff account ${result.username}.`
        : `${result.username} is now staff${passwordNote}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
