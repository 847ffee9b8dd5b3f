import jsep, { type Expression } from 'jsep';

/**
 * Flowable's `${…}` expressions (conditions, assignees) over the process variables, evaluated by walking jsep's
 * syntax tree: variables, literals, member access, comparisons, arithmetic, `&& || !`, the ternary, and JUEL's words
 * (and, or, not, eq, ne, lt, gt, le, ge, empty). Nothing here reaches JavaScript's `eval` or `Function`, a global,
 * a prototype or a method call: a process definition is data an administrator uploads, never code.
 */
for (const [op, precedence] of [
  ['and', 2],
  ['or', 1],
  ['eq', 6],
  ['ne', 6],
  ['lt', 7],
  ['gt', 7],
  ['le', 7],
  ['ge', 7],
] as const)
  jsep.addBinaryOp(op, precedence);
jsep.addUnaryOp('not');
jsep.addUnaryOp('empty');

export class ExpressionError extends Error {}

type Vars = Readonly<Record<string, unknown>>;

const parsed = new Map<string, Expression>();
function parse(source: string): Expression {
  let tree = parsed.get(source);
  if (!tree) {
    try {
      tree = jsep(source);
    } catch (error) {
      throw new ExpressionError((error as Error).message);
    }
    if (parsed.size > 5000) parsed.clear();
    parsed.set(source, tree);
  }
  return tree;
}

const own = (object: unknown, key: string): unknown =>
  object !== null && typeof object === 'object' && Object.hasOwn(object, key)
    ? (object as Record<string, unknown>)[key]
    : undefined;

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && Object.keys(value as object).length === 0);

/** JUEL compares numbers as numbers even when one side is a numeric string (a form's "3"). */
function coerce(a: unknown, b: unknown): [unknown, unknown] {
  if (typeof a === 'number' && typeof b === 'string' && b.trim() !== '' && !Number.isNaN(Number(b)))
    return [a, Number(b)];
  if (typeof b === 'number' && typeof a === 'string' && a.trim() !== '' && !Number.isNaN(Number(a)))
    return [Number(a), b];
  return [a, b];
}

function binary(op: string, left: unknown, right: unknown): unknown {
  const [a, b] = coerce(left, right);
  switch (op) {
    case '==':
    case '===':
    case 'eq':
      return a === b || (a == null && b == null);
    case '!=':
    case '!==':
    case 'ne':
      return !(a === b || (a == null && b == null));
    case '<':
    case 'lt':
      return (a as number) < (b as number);
    case '>':
    case 'gt':
      return (a as number) > (b as number);
    case '<=':
    case 'le':
      return (a as number) <= (b as number);
    case '>=':
    case 'ge':
      return (a as number) >= (b as number);
    case '+':
      return typeof a === 'number' && typeof b === 'number' ? a + b : `${a ?? ''}${b ?? ''}`;
    case '-':
      return Number(a) - Number(b);
    case '*':
      return Number(a) * Number(b);
    case '/':
      return Number(a) / Number(b);
    case '%':
      return Number(a) % Number(b);
    default:
      throw new ExpressionError(`operator ${op} is not supported`);
  }
}

function evaluate(node: Expression, vars: Vars): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'Identifier': {
      const name = node.name as string;
      if (name === 'true') return true;
      if (name === 'false') return false;
      if (name === 'null') return null;
      return own(vars, name);
    }
    case 'MemberExpression': {
      const object = evaluate(node.object as Expression, vars);
      const property = node.computed
        ? String(evaluate(node.property as Expression, vars))
        : String((node.property as Expression).name);
      return own(object, property);
    }
    case 'UnaryExpression': {
      const value = evaluate(node.argument as Expression, vars);
      if (node.operator === '!' || node.operator === 'not') return !value;
      if (node.operator === 'empty') return isEmpty(value);
      if (node.operator === '-') return -Number(value);
      if (node.operator === '+') return Number(value);
      throw new ExpressionError(`operator ${node.operator} is not supported`);
    }
    case 'BinaryExpression':
    case 'LogicalExpression': {
      const op = node.operator as string;
      if (op === '&&' || op === 'and')
        return Boolean(evaluate(node.left as Expression, vars)) && Boolean(evaluate(node.right as Expression, vars));
      if (op === '||' || op === 'or')
        return Boolean(evaluate(node.left as Expression, vars)) || Boolean(evaluate(node.right as Expression, vars));
      return binary(op, evaluate(node.left as Expression, vars), evaluate(node.right as Expression, vars));
    }
    case 'ConditionalExpression':
      return evaluate(node.test as Expression, vars)
        ? evaluate(node.consequent as Expression, vars)
        : evaluate(node.alternate as Expression, vars);
    default:
      throw new ExpressionError(`${node.type} is not supported`);
  }
}

const whole = /^\s*\$\{([\s\S]*)\}\s*$/;
const embedded = /\$\{([^}]*)\}/g;

/** Whether the text is (or holds) an expression. */
export const isExpression = (text: string): boolean => text.includes('${');

const unaryOperators = new Set(['!', 'not', 'empty', '-', '+']);
const binaryOperators = new Set([
  ...['&&', '||', 'and', 'or', '==', '===', 'eq', '!=', '!==', 'ne', '<', 'lt', '>', 'gt', '<=', 'le', '>=', 'ge'],
  ...['+', '-', '*', '/', '%'],
]);

/**
 * Refuses what `evaluate` would refuse, without running anything: a call (`${foo()}`), `this`, an array, a compound,
 * an operator it has no case for. Kept beside `evaluate` so that the two take the same nodes; a deployment checks
 * its conditions with it, so a process whose condition cannot be evaluated is refused then, never when it runs.
 */
function checkTree(node: Expression): void {
  switch (node.type) {
    case 'Literal':
    case 'Identifier':
      return;
    case 'MemberExpression':
      checkTree(node.object as Expression);
      if (node.computed) checkTree(node.property as Expression);
      return;
    case 'UnaryExpression':
      if (!unaryOperators.has(node.operator as string))
        throw new ExpressionError(`operator ${node.operator} is not supported`);
      checkTree(node.argument as Expression);
      return;
    case 'BinaryExpression':
    case 'LogicalExpression':
      if (!binaryOperators.has(node.operator as string))
        throw new ExpressionError(`operator ${node.operator} is not supported`);
      checkTree(node.left as Expression);
      checkTree(node.right as Expression);
      return;
    case 'ConditionalExpression':
      checkTree(node.test as Expression);
      checkTree(node.consequent as Expression);
      checkTree(node.alternate as Expression);
      return;
    default:
      throw new ExpressionError(`${node.type} is not supported`);
  }
}

/** The sources of the expressions a text holds, split as `resolveExpression` splits them. */
function sourcesOf(text: string): string[] {
  const single = whole.exec(text);
  if (single && !single[1]!.includes('${')) return [single[1]!];
  return [...text.matchAll(embedded)].map((match) => match[1]!);
}

/**
 * The expressions a text holds, each parsed and checked as it would be evaluated, so a deployment refuses one that
 * does not parse or that the evaluator would refuse (ExpressionError).
 */
export function checkExpressions(text: string): void {
  for (const source of sourcesOf(text)) checkTree(parse(source));
}

/**
 * The value of a text: a whole `${…}` gives the expression's value (a boolean for a condition, a user for an
 * assignee); an expression inside other text is interpolated; plain text is itself.
 */
export function resolveExpression(text: string, vars: Vars): unknown {
  const single = whole.exec(text);
  if (single && !single[1]!.includes('${')) return evaluate(parse(single[1]!), vars);
  if (!isExpression(text)) return text;
  return text.replace(embedded, (_, source: string) => {
    const value = evaluate(parse(source), vars);
    return value === null || value === undefined ? '' : String(value);
  });
}
