// Creates (or resets) an activated admin account: npm run create-admin -- owner@example.com 'a-strong-password'
import { loadConfigOrExit } from '../server/config';
import { openDatabase } from '../server/db/client';
import { ensureAdmin } from '../server/modules/auth/admin-bootstrap';

const [email = process.env.ADMIN_EMAIL, password = process.env.ADMIN_PASSWORD] = process.argv.slice(2);
if (!email || !password) {
  console.error('Usage: npm run create-admin -- <email> <password>   (or set ADMIN_EMAIL and ADMIN_PASSWORD)');
  process.exit(1);
}

const config = loadConfigOrExit({ ...process.env, ADMIN_EMAIL: email, ADMIN_PASSWORD: password });
const database = await openDatabase(config);
try {
  const outcome = await ensureAdmin(database.db, email, password);
  console.log(`Admin account ${email} ${outcome}.`);
} finally {
  await database.close();
}
