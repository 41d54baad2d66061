/**
 * Starts the built production server (build/server-app/index.js) as a child process on a free
 * loopback port, with its own data directory unless one is given.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export interface AppServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server wrote, one log line per entry. */
  logs: string[];
  /** Sends a signal and waits for the process to end; returns its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Removes the data directory too. */
  destroy(): Promise<void>;
}

/**
 * The production build as if it had been made for another public origin (an https one, to test
 * what only https turns on): the same files, linked, beside a build-info.json naming that origin.
 * The server refuses a PUBLIC_ORIGIN other than its build's (server/built-origin.ts).
 */
async function buildMadeFor(origin: string): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'dental-build-'));
  await mkdir(path.join(root, 'build'));
  // The server's code is copied (Node resolves a linked entry to its real place, and would read
  // the real build-info.json); the client files are only read, so a link does.
  await symlink(path.join(repoRoot, 'build', 'client'), path.join(root, 'build', 'client'), 'dir');
  for (const entry of ['server', 'server-app']) {
    await cp(path.join(repoRoot, 'build', entry), path.join(root, 'build', entry), {
      recursive: true,
    });
  }
  for (const entry of ['node_modules', 'drizzle', 'package.json']) {
    await symlink(path.join(repoRoot, entry), path.join(root, entry));
  }
  const info = JSON.parse(
    await readFile(path.join(repoRoot, 'build', 'build-info.json'), 'utf8'),
  ) as Record<string, unknown>;
  await writeFile(
    path.join(root, 'build', 'build-info.json'),
    JSON.stringify({ ...info, publicOrigin: origin }),
  );
  return root;
}

/**
 * The Node options `npm start` gives the server (heap limits, WebAssembly compiler; decision 0035),
 * read from package.json so the tests run the process as it runs in production.
 */
async function productionNodeOptions(): Promise<string[]> {
  const packageJson = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return packageJson.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

export async function startAppServer(
  options: {
    env?: Record<string, string | undefined>;
    dataDir?: string;
    timeoutMs?: number;
    /** Run the build as if made for this public origin (and with it as PUBLIC_ORIGIN). */
    builtFor?: string;
  } = {},
): Promise<AppServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'dental-app-')));
  const root = options.builtFor ? await buildMadeFor(options.builtFor) : repoRoot;
  const entry = path.join(root, 'build', 'server-app', 'index.js');
  const child = spawn(process.execPath, [...(await productionNodeOptions()), entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...(options.builtFor ? { PUBLIC_ORIGIN: options.builtFor } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in time:\n${logs.join('\n')}`)),
      options.timeoutMs ?? 60_000, // a loaded 2-core machine can take that long
    );
    const onLine = (line: string) => {
      logs.push(line);
      const match = /"url":"(http:\/\/[^"]+)"/.exec(line);
      if (match?.[1] && line.includes('server listening')) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      lines.filter(Boolean).forEach(onLine);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${logs.join('\n')}`));
    });
  });

  const server: AppServer = {
    url,
    dataDir,
    process: child,
    logs,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      return exited;
    },
    async destroy() {
      await server.stop('SIGKILL');
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
      // Links and copies only: removing them leaves the real build alone.
      if (root !== repoRoot) await rm(root, { recursive: true, force: true });
    },
  };
  return server;
}
