/**
 * What a report's SQL is checked for before it runs, so that a refusal is a clear message rather than the
 * database's: one statement, starting with SELECT or WITH, naming no writing or schema-changing keyword, its
 * `:name` parameters declared. The database stays the guard that counts (a read-only transaction, a role that may
 * only SELECT some tables, row-level security): this check only says clearly what it would refuse.
 *
 * The text is read token by token so that strings, quoted names, comments and dollar-quoted bodies are never taken
 * for keywords, parameters or statement ends.
 */

export type SqlProblem =
  | { kind: 'notSelect' }
  | { kind: 'refusedFunction'; word: string }
  | { kind: 'manyStatements' }
  | { kind: 'writes'; word: string }
  | { kind: 'sleeps'; word: string }
  | { kind: 'unknownParameter'; parameter: string };

/** Keywords that write, change the schema or the session: never part of a reading query. */
const writing = new Set([
  'insert',
  'update',
  'delete',
  'merge',
  'upsert',
  'drop',
  'create',
  'alter',
  'truncate',
  'grant',
  'revoke',
  'copy',
  'call',
  'do',
  'vacuum',
  'reindex',
  'cluster',
  'refresh',
  'listen',
  'notify',
  'prepare',
  'execute',
  'deallocate',
  'discard',
  'set',
  'reset',
  'begin',
  'commit',
  'rollback',
  'savepoint',
  'into',
  'lock',
]);

/**
 * Functions a report may not call, under any spelling of their name: set_config (`set_config('role', …)` would
 * switch the statement back to the app's own role, which row-level security does not hold), the functions that run
 * SQL given as text (which this check cannot read), and those with effects outside the statement.
 */
const refusedFunctions = new Set([
  'set_config',
  'query_to_xml',
  'query_to_xmlschema',
  'query_to_xml_and_xmlschema',
  'cursor_to_xml',
  'cursor_to_xmlschema',
  'table_to_xml',
  'table_to_xmlschema',
  'table_to_xml_and_xmlschema',
  'schema_to_xml',
  'schema_to_xmlschema',
  'schema_to_xml_and_xmlschema',
  'database_to_xml',
  'database_to_xmlschema',
  'database_to_xml_and_xmlschema',
  'pg_notify',
  'dblink',
  'dblink_exec',
  'lo_import',
  'lo_export',
  'pg_read_file',
  'pg_read_binary_file',
  'pg_ls_dir',
  'pg_reload_conf',
  'pg_terminate_backend',
  'pg_cancel_backend',
]);

/** Functions that only wait: the embedded database cannot interrupt them (see checkedSql's `sleepRefused`). */
const sleeping = new Set(['pg_sleep', 'pg_sleep_for', 'pg_sleep_until', 'sleep', 'benchmark']);

export interface CheckedSql {
  /** The statement with `:name` as `$1`… (PostgreSQL) or `?` (MySQL), its trailing `;` left out. */
  text: string;
  /** The parameter names in the order of their placeholders. */
  order: string[];
}

/** `text` is what the checks read (a word in lower case), `raw` the statement's own characters. */
type Token = {
  kind: 'word' | 'quoted' | 'string' | 'comment' | 'param' | 'semicolon' | 'other';
  text: string;
  raw: string;
};

function tokens(sql: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const c = sql[i]!;
    const rest = sql.slice(i);
    if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const to = end < 0 ? n : end;
      out.push({ kind: 'comment', text: '', raw: sql.slice(i, to) });
      i = to;
    } else if (c === '/' && sql[i + 1] === '*') {
      // Comments nest in PostgreSQL.
      let depth = 1;
      let j = i + 2;
      while (j < n && depth > 0) {
        const pair = sql.slice(j, j + 2);
        if (pair === '/*' || pair === '*/') {
          depth += pair === '/*' ? 1 : -1;
          j += 2;
        } else j++;
      }
      out.push({ kind: 'comment', text: '', raw: sql.slice(i, j) });
      i = j;
    } else if (c === "'" || ((c === 'E' || c === 'e') && sql[i + 1] === "'")) {
      const backslash = c !== "'";
      let j = backslash ? i + 2 : i + 1;
      while (j < n) {
        if (backslash && sql[j] === '\\') j += 2;
        else if (sql[j] === "'" && sql[j + 1] === "'") j += 2;
        else if (sql[j] === "'") break;
        else j++;
      }
      out.push({ kind: 'string', text: '', raw: sql.slice(i, j + 1) });
      i = j + 1;
    } else if (c === '"' || c === '`') {
      let j = i + 1;
      while (j < n && !(sql[j] === c && sql[j + 1] !== c)) j += sql[j] === c ? 2 : 1;
      out.push({ kind: 'quoted', text: sql.slice(i + 1, j).toLowerCase(), raw: sql.slice(i, j + 1) });
      i = j + 1;
    } else if (c === '$' && /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.test(rest)) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(rest)![0];
      const end = sql.indexOf(tag, i + tag.length);
      const to = end < 0 ? n : end + tag.length;
      out.push({ kind: 'string', text: '', raw: sql.slice(i, to) });
      i = to;
    } else if (c === ':' && sql[i + 1] === ':') {
      out.push({ kind: 'other', text: '::', raw: '::' });
      i += 2;
    } else if (c === ':' && /^:[A-Za-z_]/.test(rest)) {
      const name = /^:([A-Za-z_][A-Za-z0-9_]*)/.exec(rest)![1]!;
      out.push({ kind: 'param', text: name, raw: `:${name}` });
      i += name.length + 1;
    } else if (/[A-Za-z_\u0080-\uffff]/.test(c)) {
      const word = /^[A-Za-z_\u0080-\uffff][A-Za-z0-9_$\u0080-\uffff]*/.exec(rest)![0];
      out.push({ kind: 'word', text: word.toLowerCase(), raw: word });
      i += word.length;
    } else if (c === ';') {
      out.push({ kind: 'semicolon', text: ';', raw: ';' });
      i++;
    } else {
      out.push({ kind: 'other', text: c, raw: c });
      i++;
    }
  }
  return out;
}

/**
 * The statement checked and its parameters placed, or what is wrong with it. `placeholder` writes the i-th
 * placeholder (from 1): `$i` for PostgreSQL, `?` for MySQL, which numbers none (each use is its own value there).
 */
export function checkedSql(
  sql: string,
  declared: ReadonlySet<string>,
  options: { placeholder: (index: number) => string; numbered: boolean; refuseSleep: boolean },
): CheckedSql | SqlProblem {
  const all = tokens(sql);
  const meaningful = all.filter((t) => t.kind !== 'comment');
  // One trailing semicolon is the end of the statement; any other one starts a second.
  while (meaningful.at(-1)?.kind === 'semicolon') meaningful.pop();
  if (meaningful.some((t) => t.kind === 'semicolon')) return { kind: 'manyStatements' };
  const first = meaningful.find((t) => t.kind !== 'other' || t.text !== '(');
  if (first?.kind !== 'word' || (first.text !== 'select' && first.text !== 'with')) return { kind: 'notSelect' };
  for (let k = 0; k < meaningful.length; k++) {
    const t = meaningful[k]!;
    // U&"…" spells a name with escapes, which would hide a keyword or a function from this check.
    if (t.kind === 'word' && t.text === 'u' && meaningful[k + 1]?.text === '&') return { kind: 'notSelect' };
    const word = t.kind === 'word' || t.kind === 'quoted' ? t.text : '';
    if (t.kind === 'word' && writing.has(word)) return { kind: 'writes', word: word.toUpperCase() };
    if (refusedFunctions.has(word)) return { kind: 'refusedFunction', word };
    if (options.refuseSleep && sleeping.has(word)) return { kind: 'sleeps', word };
  }
  const order: string[] = [];
  const numbers = new Map<string, number>();
  let text = '';
  for (const t of all) {
    if (t.kind === 'param') {
      if (!declared.has(t.text)) return { kind: 'unknownParameter', parameter: t.text };
      let index = numbers.get(t.text);
      if (index === undefined || !options.numbered) {
        order.push(t.text);
        index = order.length;
        numbers.set(t.text, index);
      }
      text += options.placeholder(index);
      // Comments become a space, so the statement can be wrapped (a `--` would swallow what follows); the only
      // semicolons left are trailing ones, which are dropped.
    } else if (t.kind === 'comment') text += ' ';
    else if (t.kind !== 'semicolon') text += t.raw;
  }
  return { text: text.trim(), order };
}
