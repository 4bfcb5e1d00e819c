// lib/relay.ts: one relay for the app. With REDIS_URL, every instance shares one Redis (connected on first use).
import { createRelay } from 'elicit-kit/relay';
import { createRedisStore } from 'elicit-kit/relay/redis';
import { createClient } from 'redis';
import { sessionOf } from './session';

const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? createClient({ url: redisUrl }).on('error', (error) => console.error('redis:', error)) : undefined;

export const relay = createRelay({ authenticate: sessionOf, store: redis && createRedisStore({ client: redis }) });
