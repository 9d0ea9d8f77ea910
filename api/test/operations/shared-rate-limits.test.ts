import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildTestApp, newAccount, openTestDatabase, type TestDatabase } from '../helpers/test-app';

/** The machine's Redis (CI starts one), in a database of its own so nothing else's keys are touched. */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';

/** Two instances of the site on one database, as behind a load balancer; with REDIS_URL when given. */
async function twoInstances(database: TestDatabase, environment: Record<string, string>): Promise<FastifyInstance[]> {
  const limits = { SSR: 'off', RATE_LIMIT_AUTH_PER_MINUTE: '4', RATE_LIMIT_FORMS_PER_MINUTE: '3', ...environment };
  return [await buildTestApp(database, limits), await buildTestApp(database, limits)];
}

describe('per-IP rate limits across two instances', () => {
  let database: TestDatabase;
  let redis: Redis;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    redis = new Redis(redisUrl);
    await redis.flushdb();
  });
  afterAll(async () => {
    redis?.disconnect();
    await database?.close();
  });

  it('counts sign-in attempts (each for another name) of both instances together when they share Redis: the limit holds in total', async () => {
    const instances = await twoInstances(database, { REDIS_URL: redisUrl });
    try {
      const ip = '203.0.113.50';
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const instance = instances[attempt % 2]!;
        const response = await instance.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { username: `someone${attempt}`, password: 'a wrong password' } });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      // The counters are Redis keys with the window's expiry, not process memory.
      const keys = await redis.keys('nurseprep:rate-limit:*');
      expect(keys.length).toBeGreaterThan(0);
      expect(await redis.pttl(keys[0]!)).toBeGreaterThan(0);
    } finally {
      for (const instance of instances) await instance.close();
    }
  });

  it('counts each form per IP across instances, and other addresses apart', async () => {
    const instances = await twoInstances(database, { REDIS_URL: redisUrl });
    try {
      const send = (instance: FastifyInstance, ip: string) =>
        instance.inject({ method: 'POST', url: '/api/auth/signup', remoteAddress: ip, payload: newAccount() }).then((response) => response.statusCode);
      const ip = '203.0.113.60';
      const statuses = [await send(instances[0]!, ip), await send(instances[1]!, ip), await send(instances[0]!, ip), await send(instances[1]!, ip), await send(instances[0]!, ip)];
      expect(statuses).toEqual([201, 201, 201, 201, 429]);
      expect(await send(instances[1]!, '203.0.113.61')).toBe(201);
    } finally {
      for (const instance of instances) await instance.close();
    }
  });

  it('without Redis each instance counts alone (the embedded default, right for one instance)', async () => {
    const instances = await twoInstances(database, {});
    try {
      const ip = '203.0.113.70';
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const response = await instances[attempt % 2]!.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { username: `someone${attempt}`, password: 'a wrong password' } });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401]);
    } finally {
      for (const instance of instances) await instance.close();
    }
  });
});
