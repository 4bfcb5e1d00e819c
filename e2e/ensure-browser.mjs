// First step of `npm test`: find a Chromium for Playwright and Vitest browser mode.
// $CHROMIUM_PATH -> /usr/bin/chromium -> (root + apt-get) install Debian chromium -> Playwright's own download.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const SYSTEM = process.env.E2E_SYSTEM_CHROMIUM || '/usr/bin/chromium';
const run = (cmd, args) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const version = (bin) => spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout?.trim();

if (process.env.CHROMIUM_PATH) {
  if (!existsSync(process.env.CHROMIUM_PATH)) {
    console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
    process.exit(1);
  }
  console.log(`browser: ${process.env.CHROMIUM_PATH} (${version(process.env.CHROMIUM_PATH)})`);
  process.exit(0);
}
if (!process.env.PLAYWRIGHT_BUNDLED_CHROMIUM) {
  // The baselines are drawn with these fonts; the CJK one for the Japanese, Korean and Chinese catalogues' stories.
  const missing = [
    ...(existsSync(SYSTEM) ? [] : ['chromium', 'fonts-dejavu-core', 'fonts-liberation']),
    ...(existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc') ? [] : ['fonts-noto-cjk']),
  ];
  if (missing.length > 0 && process.getuid?.() === 0 && has('apt-get')) {
    console.log(`browser: installing ${missing.join(' ')} with apt-get`);
    if (run('apt-get', ['update', '-qq'])) run('apt-get', ['install', '-y', '-qq', ...missing]);
  }
  if (existsSync(SYSTEM)) {
    console.log(`browser: ${SYSTEM} (${version(SYSTEM)})`);
    process.exit(0);
  }
}
console.log("browser: no system Chromium; using Playwright's own build");
if (!run('npx', ['playwright', 'install', 'chromium'])) {
  console.error('No Chromium: apt-get install -y chromium fonts-dejavu-core fonts-liberation fonts-noto-cjk, set CHROMIUM_PATH, or allow Playwright\'s download.');
  process.exit(1);
}
