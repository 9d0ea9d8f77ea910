import { and, eq, or, sql } from 'drizzle-orm';
import type { PublicUser, Role } from '@nurseprep/contracts';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { createSessionsRepository } from './sessions-repository';

type UserRow = typeof users.$inferSelect;

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  examType: string;
  role?: Role;
  /** Set for accounts whose address is known to be theirs (staff made with the command). */
  emailVerifiedAt?: Date;
}

/** The user as the API shows it: never the password hash. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    examType: row.examType,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

const sameUsername = (username: string) => sql`lower(${users.username}) = lower(${username})`;

export function createUsersRepository(db: Database) {
  return {
    /** Which of the two unique fields are already used (usernames compare case-insensitively). */
    async findTaken(username: string, email: string): Promise<{ username: boolean; email: boolean }> {
      const rows = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(or(sameUsername(username), eq(users.email, email.toLowerCase())));
      return {
        username: rows.some((row) => row.username.toLowerCase() === username.toLowerCase()),
        email: rows.some((row) => row.email === email.toLowerCase()),
      };
    },

    async create(user: NewUser): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({ ...user, email: user.email.toLowerCase() })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /**
     * The accounts a sign-in text names: by username, then by email. A username may look like an email, so
     * the same text can name two accounts (one's username, the other's email): at most two rows.
     */
    async findForLogin(usernameOrEmail: string): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(or(sameUsername(usernameOrEmail), eq(users.email, usernameOrEmail.toLowerCase())))
        .orderBy(sql`${sameUsername(usernameOrEmail)} desc`)
        .limit(2);
    },

    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sameUsername(username)).limit(1);
      return row;
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return row;
    },

    /**
     * The one way to change an account's role or password (and email verification with them, for staff): every
     * session of the account ends in the same transaction, so nobody stays signed in under the old role or
     * with a session opened with the old password.
     */
    async update(id: number, changes: Partial<Pick<UserRow, 'role' | 'passwordHash' | 'emailVerifiedAt'>>): Promise<UserRow | undefined> {
      return db.transaction(async (transaction) => {
        const [row] = await transaction.update(users).set(changes).where(eq(users.id, id)).returning();
        if (row) await createSessionsRepository(transaction).revokeAllOf(id);
        return row;
      });
    },

    /**
     * Marks the account's address verified, if it still is the address the link went to; the first time
     * stays recorded when it is verified again.
     */
    async markEmailVerified(id: number, email: string, now: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(users.id, id), eq(users.email, email.toLowerCase())))
        .returning();
      return row;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
