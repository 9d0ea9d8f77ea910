/**
 * Creates, promotes or demotes a staff account (see `usage`). The password comes from STAFF_PASSWORD, else
 * from a hidden prompt (or the first line of piped stdin). Uses the same DATABASE_URL / DATA_DIR as the
 * server; with PGlite, stop the server first (the folder lock refuses a second process).
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createUsersRepository } from '../accounts/users-repository';
import { createOrPromoteStaff, demoteStaff, STAFF_PASSWORD_MINIMUM } from '../accounts/staff-accounts';

const usage = `Usage:
  npm run staff -w api -- --username <name> [--email <email> --first-name <name> --last-name <name>]
      Creates the staff account, or promotes the existing account <name>. Either way it gets a new password
      of at least ${STAFF_PASSWORD_MINIMUM} characters (STAFF_PASSWORD, or the prompt): a promotion never keeps the
      old one. The account's sessions end.
  npm run staff -w api -- demote <username>
      Makes the staff account a student again and ends its sessions.`;

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
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  const [command, demoted, ...extra] = positionals;
  const demoting = command === 'demote' && demoted !== undefined && extra.length === 0 && values.username === undefined;
  if (!demoting && (positionals.length > 0 || !values.username)) throw new Error(usage);

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const users = createUsersRepository(database.db);
    if (demoting) {
      const result = await demoteStaff(users, demoted);
      console.log(`${result.username} is a student again; their sessions have ended.`);
      return;
    }
    const username = values.username!;
    const exists = (await users.findByUsername(username)) !== undefined;
    const password =
      process.env.STAFF_PASSWORD ||
      (await readPassword(
        exists
          ? `New password for ${username}, who becomes staff (at least ${STAFF_PASSWORD_MINIMUM} characters): `
          : `Password for the new staff account ${username} (at least ${STAFF_PASSWORD_MINIMUM} characters): `,
      ));
    if (!password) throw new Error(`${username} needs a new password of at least ${STAFF_PASSWORD_MINIMUM} characters: set STAFF_PASSWORD or type one at the prompt.`);
    const result = await createOrPromoteStaff(users, {
      username,
      email: values.email,
      firstName: values['first-name'],
      lastName: values['last-name'],
      password,
    });
    console.log(
      result.outcome === 'created'
        ? `Created the staff account ${result.username}.`
        : `${result.username} is now staff with the new password; their sessions have ended.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
