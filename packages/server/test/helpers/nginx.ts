import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { join } from 'node:path';

/**
 * nginx (Debian's package, scripts/system-deps.sh installs it) as the load balancer in front of several server
 * processes, run as the tests run PostgreSQL: a configuration written into a temporary folder, nginx started on it as
 * a child that stays in the foreground (`daemon off`), stopped with the test. The configuration is the one
 * docs/operating.md shows (its Deployment section prints `nginxConfig` for two processes).
 */
export interface NginxOptions {
  /** The server processes' addresses (`127.0.0.1:port`). */
  upstreams: string[];
  /** The port nginx listens on, on loopback. */
  port: number;
  /** The folder nginx keeps its pid, temporary files and access log in. */
  prefix: string;
  /** nginx's worker processes (default 1). */
  workers?: number;
}

/**
 * The balancer: round robin over every process (no sticky sessions: any process answers any request), a dead process
 * skipped for 10 s after one failure, a request that could not reach its process (refused, reset, timed out before an
 * answer, or a 503 of a process closing) tried once more on the next. nginx never passes a POST on once it was sent
 * (`non_idempotent` is left out on purpose): such a call in flight when its process dies answers 502 and may or may
 * not have been done. X-Forwarded-For is set to the client's address, not appended to what the client sent, so that
 * the server (TRUST_PROXY=true) reads an address the client cannot choose.
 */
export function nginxConfig(o: NginxOptions): string {
  return `worker_processes ${o.workers ?? 1};
pid ${o.prefix}/nginx.pid;
error_log ${o.prefix}/error.log warn;
events { worker_connections 1024; }
http {
  # Which process answered each request (a retried one names each process tried), and how long it took.
  log_format upstream '$msec "$request_method $uri" $status "$upstream_addr" "$upstream_status" '
                      '$request_time "$http_x_trace"';
  access_log ${o.prefix}/access.log upstream;
  client_body_temp_path ${o.prefix}/tmp/body;
  proxy_temp_path ${o.prefix}/tmp/proxy;
  fastcgi_temp_path ${o.prefix}/tmp/fastcgi;
  uwsgi_temp_path ${o.prefix}/tmp/uwsgi;
  scgi_temp_path ${o.prefix}/tmp/scgi;

  upstream pharma {
${o.upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=10s;`).join('\n')}
    # Connections kept open to the processes (each keeps an idle one 72 s, longer than nginx's 60 s).
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${o.port};
    # The server takes uploads of 5 MB (a multipart body a little more).
    client_max_body_size 6m;
    location / {
      proxy_pass http://pharma;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      # A large export written at once (not in the background) takes minutes.
      proxy_read_timeout 300s;
    }
  }
}
`;
}

export interface Nginx {
  url: string;
  prefix: string;
  /** The master's process id (its workers are its children). */
  pid: number;
  /** The access log's lines so far. */
  accessLog(): string[];
  stop(): Promise<void>;
}

/** A loopback port free a moment ago (nginx cannot be asked to pick one). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const nginxBinary = '/usr/sbin/nginx';

/** Resolves once something accepts connections on the port; rejects when nginx has exited first. */
function listening(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const end = Date.now() + 15_000;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited with ${child.exitCode}:\n${output()}`));
      if (Date.now() > end) return reject(new Error(`nginx never listened on ${port}:\n${output()}`));
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => setTimeout(attempt, 50));
    };
    attempt();
  });
}

/** Writes the configuration into `prefix` and starts nginx on it; answers once it listens. */
export async function startNginx(options: Omit<NginxOptions, 'port'> & { port?: number }): Promise<Nginx> {
  if (!existsSync(nginxBinary)) throw new Error('nginx is missing: bash scripts/system-deps.sh installs it');
  const port = options.port ?? (await freePort());
  const { prefix } = options;
  // nginx's workers drop root for `nobody` and write request bodies under tmp/.
  for (const dir of ['tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) {
    mkdirSync(join(prefix, dir), { recursive: true });
    chmodSync(join(prefix, dir), 0o777);
  }
  chmodSync(join(prefix, 'tmp'), 0o777);
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ ...options, port }));
  // -e: the log of the start itself, before the configuration is read (Debian's default is /var/log/nginx).
  const child = spawn(nginxBinary, ['-p', prefix, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  await listening(port, child, () => output);
  const log = join(prefix, 'access.log');
  return {
    url: `http://127.0.0.1:${port}`,
    prefix,
    pid: child.pid!,
    accessLog: () => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      // SIGQUIT: a graceful stop (workers finish their requests); SIGTERM would be a fast one.
      child.kill('SIGQUIT');
      await gone;
    },
  };
}
