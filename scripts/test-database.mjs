// Creates or drops a throw-away PostgreSQL database for one test run.
//   node scripts/test-database.mjs create [ADMIN_URL]   prints the new database's URL
//   node scripts/test-database.mjs drop DATABASE_URL
import pg from 'pg';

async function withAdmin(adminUrl, run) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

const [command, url = 'postgres://postgres@127.0.0.1:5432/postgres'] = process.argv.slice(2);
if (command === 'create') {
  const name = `noks_test_${Date.now()}_${process.pid}`;
  await withAdmin(url, (client) => client.query(`create database ${name}`));
  const created = new URL(url);
  created.pathname = `/${name}`;
  process.stdout.write(`${created}\n`);
} else if (command === 'drop') {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^noks_test_\d+_\d+$/.test(name)) throw new Error(`refusing to drop ${name}: not a test database`);
  target.pathname = '/postgres';
  await withAdmin(target.toString(), (client) => client.query(`drop database if exists ${name} with (force)`));
} else {
  process.stderr.write('usage: test-database.mjs create [ADMIN_URL] | drop DATABASE_URL\n');
  process.exit(2);
}
