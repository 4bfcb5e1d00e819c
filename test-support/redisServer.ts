/**
 * A real `redis-server` for tests (docs/behaviour.md §12 Redis store): started on a free port, without persistence, stopped
 * afterwards. Debian's redis-server must be installed (`.ci/run` installs it); a missing binary fails the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** A port nothing listens on right now (to start a server on later, or to find nothing on). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts `redis-server` and resolves once it accepts connections: on a free port unless `port` says which, with `args`
 * added to its command line (`['--rename-command', 'EVAL', '']`).
 */
export async function startRedisServer(options: { port?: number; args?: string[] } = {}): Promise<RedisServer> {
  const port = options.port ?? (await freePort());
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...(options.args ?? [])];
  const child: ChildProcess = spawn(process.env.REDIS_SERVER ?? 'redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    };
    child.stdout?.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
