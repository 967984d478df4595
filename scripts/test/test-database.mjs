// The PostgreSQL database TEST_DATABASE_URL names, for `npm test`: created when it does not exist yet (the role may
// create databases, as CI's does), or one line that says why the PostgreSQL run cannot start.
import pg from "pg";

const MISSING_DATABASE = "3D000";

/** Resolves to undefined when the database is there (or was just created), else to a one-line reason. */
export async function ensureTestDatabase(url) {
  const problem = await tryConnect(url);
  if (problem?.code !== MISSING_DATABASE) return problem && describe(url, problem);
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const client = new pg.Client({ connectionString: maintenance.toString() });
  try {
    await client.connect();
    await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    console.log(`Created the test database ${name} that TEST_DATABASE_URL names.`);
    return undefined;
  } catch (err) {
    return `TEST_DATABASE_URL names the database ${name}, which does not exist and could not be created (${err.message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function tryConnect(url) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return undefined;
  } catch (err) {
    return err;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const describe = (url, err) => `TEST_DATABASE_URL (${new URL(url).host}) cannot be reached: ${err.message}`;
