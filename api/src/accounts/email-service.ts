import { accountEmailMessages, authMessages, EMAIL_VERIFICATION_LINK_DAYS, PASSWORD_RESET_LINK_MINUTES } from '@nurseprep/contracts';
import type { Database, Executor } from '../db/client';
import { commonPasswordError } from '../lib/common-passwords';
import { HttpError } from '../lib/http-error';
import { hashPassword } from '../lib/passwords';
import { hashToken, newEmailToken } from '../lib/tokens';
import { emailVerificationMail, passwordChangedMail, passwordResetMail, verifyBeforeResetMail, type MailAccount } from '../mail/account-mails';
import type { MailSite, OutgoingMail } from '../mail/compose';
import { createEmailTokensRepository } from './email-tokens-repository';
import { createMailOutboxRepository } from '../mail/outbox-repository';
import { createUsersRepository } from './users-repository';

const PASSWORD_RESET_LINK_MS = PASSWORD_RESET_LINK_MINUTES * 60 * 1000;
const EMAIL_VERIFICATION_LINK_MS = EMAIL_VERIFICATION_LINK_DAYS * 24 * 60 * 60 * 1000;

export interface AccountEmailContext {
  db: Database;
  /** The brand and address the mails are written for. */
  site: MailSite;
  now: () => Date;
}

type Account = MailAccount & { id: number };

/**
 * Makes a single-use link for the account and queues its mail, both on `executor`: pass a transaction so the
 * mail is queued only with its token (and with whatever else the transaction stores).
 */
async function mailLink(
  executor: Executor,
  account: Account,
  purpose: 'password-reset' | 'email-verification',
  lifetimeMs: number,
  mail: (token: string) => OutgoingMail,
  now: Date,
): Promise<void> {
  const token = newEmailToken();
  await createEmailTokensRepository(executor).create(
    { tokenHash: hashToken(token), purpose, email: account.email, userId: account.id, expiresAt: new Date(now.getTime() + lifetimeMs) },
    now,
  );
  await createMailOutboxRepository(executor).enqueue(mail(token));
}

/** Queues a verification link for the account (sign-up, resend): valid for days, any number may be live. */
export function queueVerificationMail(executor: Executor, site: MailSite, account: Account, now: Date): Promise<void> {
  return mailLink(executor, account, 'email-verification', EMAIL_VERIFICATION_LINK_MS, (token) => emailVerificationMail(site, account, token), now);
}

/**
 * Mails a reset link to the account using `email`, if its address is verified; an unverified account gets a
 * verification link instead, saying a reset needs it first. An unknown address gets nothing. A new reset
 * link spends the account's older ones.
 */
export async function requestPasswordReset({ db, site, now }: AccountEmailContext, email: string): Promise<void> {
  const account = await createUsersRepository(db).findByEmail(email);
  if (!account) return;
  const at = now();
  await db.transaction(async (transaction) => {
    if (account.emailVerifiedAt === null) {
      await mailLink(transaction, account, 'email-verification', EMAIL_VERIFICATION_LINK_MS, (token) => verifyBeforeResetMail(site, account, token), at);
      return;
    }
    await createEmailTokensRepository(transaction).spendUnused(account.id, 'password-reset', at);
    await mailLink(transaction, account, 'password-reset', PASSWORD_RESET_LINK_MS, (token) => passwordResetMail(site, account, token), at);
  });
}

/**
 * Sets a new password with a reset link's token, in one transaction: the token (and any other reset link of
 * the account) is spent, every session of the account ends, and a notice is queued to its address. A token
 * that is unknown, used or expired is a 400 and changes nothing; so is a common password (the sign-up rule).
 */
export async function resetPassword({ db, site, now }: AccountEmailContext, input: { token: string; password: string }) {
  const weakPassword = commonPasswordError(input.password);
  if (weakPassword) throw new HttpError(400, weakPassword, { password: [weakPassword] });
  const passwordHash = await hashPassword(input.password);
  const at = now();
  const account = await db.transaction(async (transaction) => {
    const tokens = createEmailTokensRepository(transaction);
    const spent = await tokens.spend(hashToken(input.token), 'password-reset', at);
    if (!spent?.userId) return undefined;
    await tokens.spendUnused(spent.userId, 'password-reset', at);
    const changed = await createUsersRepository(transaction).update(spent.userId, { passwordHash });
    if (changed) await createMailOutboxRepository(transaction).enqueue(passwordChangedMail(site, changed));
    return changed;
  });
  if (!account) throw new HttpError(400, accountEmailMessages.resetLinkInvalid);
  return account;
}

/**
 * Marks an address verified with a verification link's token and answers the address. Following a link again
 * once the address is verified answers the same, so a second click (or a mail scanner's first) is no error.
 */
export async function verifyEmail({ db, now }: AccountEmailContext, token: string): Promise<string> {
  const tokenHash = hashToken(token);
  const at = now();
  const verified = await db.transaction(async (transaction) => {
    const tokens = createEmailTokensRepository(transaction);
    const users = createUsersRepository(transaction);
    const spent = await tokens.spend(tokenHash, 'email-verification', at);
    if (spent?.userId) return (await users.markEmailVerified(spent.userId, spent.email, at))?.email;
    const known = await tokens.find(tokenHash, 'email-verification');
    if (!known?.userId) return undefined;
    const account = await users.findById(known.userId);
    return account?.emailVerifiedAt && account.email === known.email ? account.email : undefined;
  });
  if (!verified) throw new HttpError(400, accountEmailMessages.verificationLinkInvalid);
  return verified;
}

/** A new verification link for a signed-in account; 409 when its address is already verified. */
export async function resendVerification({ db, site, now }: AccountEmailContext, userId: number): Promise<void> {
  const account = await createUsersRepository(db).findById(userId);
  if (!account) throw new HttpError(401, authMessages.notSignedIn);
  if (account.emailVerifiedAt !== null) throw new HttpError(409, accountEmailMessages.alreadyVerified);
  await db.transaction((transaction) => queueVerificationMail(transaction, site, account, now()));
}
