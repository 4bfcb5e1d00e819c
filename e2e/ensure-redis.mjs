// Run by `npm test` before `test:apps`: the relay's Redis tests (docs/behaviour.md §12) need a real `redis-server`.
// $REDIS_SERVER -> redis-server on the PATH -> (root + apt-get) install Debian's redis-server. The tests start it
// themselves, once per run, on a free port (e2e/apps/playwright.config.ts); nothing here starts a server.
import { spawnSync } from 'node:child_process';

const run = (cmd, args) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
const found = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).stdout?.trim();
const version = (bin) => spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout?.trim();

let bin = process.env.REDIS_SERVER || found('redis-server');
if (!bin && process.getuid?.() === 0 && found('apt-get')) {
  console.log('redis: installing Debian redis-server with apt-get');
  if (run('apt-get', ['update', '-qq'])) run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'redis-server']);
  bin = found('redis-server');
}
if (!bin) {
  console.error('No redis-server: apt-get install -y redis-server (Debian), or set REDIS_SERVER to its path.');
  process.exit(1);
}
console.log(`redis: ${bin} (${version(bin)})`);
