import type { Database } from '../db/client';
import { createSessionsRepository } from './sessions-repository';
import { createUsersRepository } from './users-repository';

/** Every repository over one database handle; the only code that knows the tables. */
export function createRepositories(db: Database) {
  return {
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
