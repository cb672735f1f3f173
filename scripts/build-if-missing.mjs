// `npm start` builds the web app and the server only when there is no build: rebuilding dist/ in place under copies that are
// serving it would pull their files away. A new version is built by `npm run build`, once, before copies restart.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = ['dist/web/index.html', 'dist/ssr/entry-server.js', 'dist/server/main.mjs'].every((file) => existsSync(file));
if (!built) {
  console.log('No build in dist/: building the web app and the server once (npm run build).');
  execSync('npm run build', { stdio: 'inherit' });
}
