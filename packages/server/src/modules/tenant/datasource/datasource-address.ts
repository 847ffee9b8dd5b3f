import { datasourceCategory } from '@pharma/contract';

/** Which driver a datasource takes, from its driver class and JDBC url (BladeX stores both). */
export type DatasourceKind = 'builtin' | 'postgresql' | 'mysql';

/** Where a JDBC datasource lives, as the drivers here connect to it. */
export interface DatasourceAddress {
  kind: Exclude<DatasourceKind, 'builtin'>;
  host: string;
  port: number;
  database: string;
  /** PostgreSQL's schema the catalogue is read in (`currentSchema=` of the url, else `public`). */
  schema: string;
  ssl: boolean;
}

const defaultPorts = { postgresql: 5432, mysql: 3306 } as const;

/**
 * A JDBC url as BladeX's screen takes it (`jdbc:postgresql://host:5432/db?currentSchema=x`,
 * `jdbc:mysql://host:3306/db?useSSL=true`, MariaDB's `jdbc:mariadb://`), or undefined when it is none of those.
 */
export function addressOf(url: string): DatasourceAddress | undefined {
  const match = /^jdbc:(postgresql|mysql|mariadb):\/\/(\[[^\]]+\]|[^/:?;]+)(?::(\d+))?\/([^?;]*)(?:[?;](.*))?$/i.exec(
    url.trim().replace(/&amp;/g, '&'),
  );
  if (!match) return undefined;
  const kind = match[1]!.toLowerCase() === 'postgresql' ? 'postgresql' : 'mysql';
  const options = new URLSearchParams((match[5] ?? '').replace(/;/g, '&'));
  const database = decodeURIComponent(match[4] ?? '');
  if (!database) return undefined;
  const ssl = /^(true|require|verify-ca|verify-full)$/i.test(
    options.get('useSSL') ?? options.get('sslmode') ?? options.get('ssl') ?? '',
  );
  return {
    kind,
    host: match[2]!.replace(/^\[|\]$/g, ''),
    port: match[3] ? Number(match[3]) : defaultPorts[kind],
    database,
    schema: options.get('currentSchema') ?? 'public',
    ssl,
  };
}

/** The kind of a stored or typed datasource, or undefined when no driver here speaks it. */
export function kindOf(row: { category?: unknown; url?: unknown }): DatasourceKind | undefined {
  if (Number(row.category) === datasourceCategory.builtin) return 'builtin';
  return typeof row.url === 'string' ? addressOf(row.url)?.kind : undefined;
}
