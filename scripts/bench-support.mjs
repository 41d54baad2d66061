/** Shared by the benchmark scripts: the built server, git facts, and docs/benchmarks.md sections. */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './build-inputs.mjs';

export const benchmarksFile = path.join(root, 'docs', 'benchmarks.md');

export function build() {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * The Node options `npm start` gives the server (its heap limits; see docs/operations.md), read
 * from package.json so the benchmarks measure the process as it runs in production.
 */
export async function serverNodeOptions() {
  const packageJson = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  return packageJson.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

/** Starts build/server-app on a free loopback port; resolves when it listens. */
export async function startServer(env = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dental-bench-'));
  const entry = path.join(root, 'build', 'server-app', 'index.js');
  const child = spawn(process.execPath, [...(await serverNodeOptions()), entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A benchmark stopped early (an error, Ctrl-C, a time limit) must not leave its server running:
  // an orphan keeps taking CPU time from the next measurement on this machine.
  const killServer = () => child.kill('SIGKILL');
  const interrupted = (signal) => {
    killServer();
    process.kill(process.pid, signal);
  };
  process.once('exit', killServer);
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  let output = '';
  // After start-up only the log lines at level error or worse (pino: 50, 60) are kept.
  const errors = [];
  let partial = '';
  const keepErrors = (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      try {
        if (JSON.parse(line).level >= 50) errors.push(line);
      } catch {
        if (line.trim()) errors.push(line);
      }
    }
  };
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk) => {
      output += chunk;
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (match) {
        clearTimeout(timer);
        // Keep reading (a full pipe would block the server), but keep only the errors.
        child.stdout.off('data', onData);
        child.stderr.off('data', onData);
        child.stdout.on('data', keepErrors);
        child.stderr.on('data', keepErrors);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return {
    url,
    pid: child.pid,
    /** Log lines at level error or worse since start-up. */
    errors: () => [...errors],
    async stop() {
      process.off('exit', killServer);
      process.off('SIGINT', interrupted);
      process.off('SIGTERM', interrupted);
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function commit() {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root })
      .toString()
      .trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root }).toString().trim();
    return dirty ? `${hash} (with uncommitted changes)` : hash;
  } catch {
    return 'unknown';
  }
}

export const today = () => new Date().toISOString().slice(0, 10);

/** Replaces the section between <!-- name:start --> and <!-- name:end --> in docs/benchmarks.md. */
export async function writeSection(name, markdown) {
  let text;
  try {
    text = await readFile(benchmarksFile, 'utf8');
  } catch {
    text =
      '# Benchmarks\n\nMeasured figures; each section is rewritten by the script named in it.\n';
  }
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  text = pattern.test(text) ? text.replace(pattern, block) : `${text.trimEnd()}\n\n${block}\n`;
  await writeFile(benchmarksFile, text);
}
