/**
 * `npm run editor [-- options]`: the team's editing server (docs/EDITING-SERVER.md, docs/BEHAVIOUR.md#editing-server).
 * `npm run editor -- add-person --name "Ana García" --email ana@example.com --role publisher` adds
 * someone and prints their one-time link to choose a password.
 */
import { homedir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { People, PeopleError } from '../src/editing-server/auth/people.ts';
import { LockError } from '../src/editing-server/draft/lock.ts';
import { DraftError } from '../src/editing-server/draft/draft.ts';
import { startEditingServer } from '../src/editing-server/server.ts';
import { parseCommandLine, positiveInteger, runCli, UsageError } from './support/cli.ts';

const usage = `Usage:
  npm run editor -- [--repo <folder>] [--data <folder>] [--port 4321] [--listen 127.0.0.1]
                    [--public-url https://edit.example.com] [--trust-proxy] [--branch main]
                    [--draft-branch draft] [--remote origin] [--session-hours 12]
  npm run editor -- add-person --name "<name>" --email <email> --role editor|publisher [--repo …] [--data …] [--port …] [--public-url …]`;

const options = {
  repo: { type: 'string' },
  data: { type: 'string' },
  port: { type: 'string', default: '4321' },
  listen: { type: 'string', default: '127.0.0.1' },
  'public-url': { type: 'string' },
  'trust-proxy': { type: 'boolean', default: false },
  branch: { type: 'string', default: 'main' },
  'draft-branch': { type: 'string', default: 'draft' },
  remote: { type: 'string', default: 'origin' },
  'session-hours': { type: 'string', default: '12' },
  name: { type: 'string' },
  email: { type: 'string' },
  role: { type: 'string' },
} as const;

await runCli(async () => {
  const { values, positionals } = parseCommandLine({ options, allowPositionals: true }, usage);
  const repository = resolve(values.repo ?? resolve(import.meta.dirname, '..'));
  const dataFolder = resolve(values.data ?? join(process.env.XDG_DATA_HOME ?? join(homedir(), '.local/share'), `${basename(repository)}-editor`));
  const port = values.port === '0' ? 0 : positiveInteger(values.port, '--port', usage);
  const publicUrl = values['public-url'];
  if (publicUrl !== undefined && !/^https?:\/\/[^/]+\/?$/.test(publicUrl))
    throw new UsageError(`--public-url is an address such as https://edit.example.com, not "${publicUrl}".`, usage);
  const [command] = positionals;
  if (command === 'add-person') {
    if (!values.name || !values.email || !values.role) throw new UsageError('add-person needs --name, --email and --role.', usage);
    const token = new People(dataFolder).invite({ name: values.name, email: values.email, role: values.role });
    const origin = publicUrl?.replace(/\/$/, '') ?? `http://localhost:${port}`;
    console.log(`Added ${values.name} <${values.email.toLowerCase()}> as ${values.role}. Send them this link (it works once, for 7 days):`);
    console.log(`${origin}/__editor/set-password?token=${token}`);
    return;
  }
  if (command !== undefined) throw new UsageError(`Unknown command "${command}".`, usage);
  const server = await startEditingServer({
    repository,
    dataFolder,
    port,
    listen: values.listen,
    ...(publicUrl ? { publicUrl } : {}),
    publishBranch: values.branch,
    draftBranch: values['draft-branch'],
    remote: values.remote,
    sessionLifetime: positiveInteger(values['session-hours'], '--session-hours', usage) * 60 * 60 * 1000,
    trustProxy: values['trust-proxy'],
    log: (message) => console.log(message),
  });
  console.log(`Open ${publicUrl ?? server.url} and sign in. People and sessions are kept in ${dataFolder}. Ctrl+C stops the server.`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}, [PeopleError, LockError, DraftError]);
