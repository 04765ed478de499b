import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

// "A domain's server code reads another domain's tables only through that domain's contract.ts"
// (docs/conventions.md), checked over the source so the rule cannot drift:
//
// - Ownership comes from the code: a domain owns the `pgTable('<name>', …)` tables declared in the
//   schema.ts files under its `libs/<domain>/server/src`. No list to keep up to date.
// - SQL: a template literal (sql`…`) or a string naming another domain's table after from / join /
//   into / update / table, or a string literal that is exactly such a name (sql.identifier('…')), is
//   reported, unless the owner publishes that table in its contract (`export * as x from
//   './schema.ts'` or `export { table } from './schema.ts'` in contract.ts: identity publishes its
//   tenancy and organisation tables as the shared kernel).
// - Imports: from another domain's server library only names that its `src/contract.ts` exports;
//   no deep import (`@procure/<domain>-server/…`), no namespace import, no relative path into
//   another domain's folder.

export type Violation = {
  /** Path relative to the checked root, with forward slashes. */
  file: string;
  line: number;
  domain: string;
  owner: string;
  kind: 'sql' | 'import';
  message: string;
};

type Domain = {
  name: string;
  src: string;
  /** Every .ts file of the server library. */
  files: string[];
  /** Names contract.ts exports (null: the domain has no contract). */
  contract: Set<string> | null;
  /** Tables the owner publishes through its contract. */
  published: Set<string>;
};

const SQL_TABLE = /\b(?:from|join|into|update|table)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const PACKAGE = /^@procure\/([a-z0-9-]+)-server(\/.*)?$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : walk(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

function parse(path: string): ts.SourceFile {
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** `const x = pgTable('name', …)` declarations of a schema file: const name → table name. */
function tablesOf(source: ts.SourceFile): Map<string, string> {
  const tables = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isIdentifier(node.initializer.expression) &&
      node.initializer.expression.text === 'pgTable'
    ) {
      const first = node.initializer.arguments[0];
      if (first && ts.isStringLiteralLike(first)) tables.set(node.name.text, first.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return tables;
}

function resolveRelative(from: string, specifier: string): string {
  const target = resolve(dirname(from), specifier);
  if (existsSync(target) && statSync(target).isFile()) return target;
  if (existsSync(`${target}.ts`)) return `${target}.ts`;
  return join(target, 'index.ts');
}

/** The names a module exports (following `export * from` inside the library). */
function exportsOf(path: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(path) || !existsSync(path)) return names;
  seen.add(path);
  const source = parse(path);
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (!clause && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        const spec = statement.moduleSpecifier.text;
        if (spec.startsWith('.')) exportsOf(resolveRelative(path, spec), seen).forEach((n) => names.add(n));
      } else if (clause && ts.isNamespaceExport(clause)) names.add(clause.name.text);
      else if (clause && ts.isNamedExports(clause)) clause.elements.forEach((e) => names.add(e.name.text));
      continue;
    }
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined;
    if (!modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (ts.isVariableStatement(statement)) {
      statement.declarationList.declarations.forEach(
        (d) => ts.isIdentifier(d.name) && names.add(d.name.text),
      );
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement)) &&
      statement.name
    ) {
      names.add(statement.name.text);
    }
  }
  return names;
}

/** Tables a contract publishes: schema modules it re-exports whole (as a namespace) or by name. */
function publishedBy(contract: string, schemaTables: Map<string, Map<string, string>>): Set<string> {
  const published = new Set<string>();
  for (const statement of parse(contract).statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) continue;
    if (!ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const tables = schemaTables.get(resolveRelative(contract, statement.moduleSpecifier.text));
    if (!tables) continue;
    const clause = statement.exportClause;
    if (!clause || ts.isNamespaceExport(clause)) tables.forEach((table) => published.add(table));
    else
      clause.elements.forEach((e) => {
        const table = tables.get((e.propertyName ?? e.name).text);
        if (table) published.add(table);
      });
  }
  return published;
}

export function loadDomains(root: string): Domain[] {
  const libs = join(root, 'libs');
  const names = existsSync(libs)
    ? readdirSync(libs).filter((name) => existsSync(join(libs, name, 'server', 'src')))
    : [];
  const schemaTables = new Map<string, Map<string, string>>();
  const domains = names.sort().map((name) => {
    const src = join(libs, name, 'server', 'src');
    const files = walk(src).sort();
    files
      .filter((file) => file.endsWith(`${sep}schema.ts`))
      .forEach((file) => schemaTables.set(file, tablesOf(parse(file))));
    return { name, src, files, contract: null, published: new Set<string>() } as Domain;
  });
  for (const domain of domains) {
    const contract = join(domain.src, 'contract.ts');
    if (!existsSync(contract)) continue;
    domain.contract = exportsOf(contract);
    domain.published = publishedBy(contract, schemaTables);
  }
  return Object.assign(domains, { schemaTables });
}

export function checkServerBoundaries(root: string): Violation[] {
  const domains = loadDomains(root);
  const byName = new Map(domains.map((d) => [d.name, d]));
  const owner = new Map<string, Domain>();
  for (const domain of domains)
    for (const file of domain.files.filter((f) => f.endsWith(`${sep}schema.ts`)))
      tablesOf(parse(file)).forEach((table) => owner.set(table, domain));

  const violations: Violation[] = [];
  for (const domain of domains) {
    for (const file of domain.files) {
      const source = parse(file);
      const report = (node: ts.Node, other: Domain, kind: Violation['kind'], message: string) =>
        violations.push({
          file: relative(root, file).split(sep).join('/'),
          line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
          domain: domain.name,
          owner: other.name,
          kind,
          message,
        });
      const foreign = (table: string): Domain | undefined => {
        const other = owner.get(table);
        return other && other !== domain && !other.published.has(table) ? other : undefined;
      };
      const checkSql = (node: ts.Node, text: string) => {
        for (const match of text.matchAll(SQL_TABLE)) {
          const table = match[1]!.toLowerCase();
          const other = foreign(table);
          if (other)
            report(
              node,
              other,
              'sql',
              `SQL names ${table}, a table of ${other.name}: use ${other.name}'s contract.ts`,
            );
        }
      };
      const checkModule = (node: ts.ImportDeclaration | ts.ExportDeclaration, specifier: string) => {
        const pkg = PACKAGE.exec(specifier);
        if (pkg) {
          const other = byName.get(pkg[1]!);
          if (!other || other === domain) return;
          if (pkg[2])
            return report(
              node,
              other,
              'import',
              `deep import ${specifier}: import from @procure/${other.name}-server (its contract) only`,
            );
          const names: string[] = [];
          if (ts.isImportDeclaration(node)) {
            const clause = node.importClause;
            if (!clause) return;
            if (clause.name) names.push('default');
            const bindings = clause.namedBindings;
            if (bindings && ts.isNamespaceImport(bindings))
              return report(
                node,
                other,
                'import',
                `namespace import of ${specifier}: import the contract's names`,
              );
            if (bindings) bindings.elements.forEach((e) => names.push((e.propertyName ?? e.name).text));
          } else {
            const clause = node.exportClause;
            if (!clause || ts.isNamespaceExport(clause))
              return report(node, other, 'import', `re-export of all of ${specifier}`);
            clause.elements.forEach((e) => names.push((e.propertyName ?? e.name).text));
          }
          for (const name of names) {
            if (!other.contract)
              report(
                node,
                other,
                'import',
                `${name} from ${specifier}: ${other.name} has no src/contract.ts`,
              );
            else if (!other.contract.has(name))
              report(
                node,
                other,
                'import',
                `${name} from ${specifier} is not in ${other.name}'s contract.ts`,
              );
          }
          return;
        }
        if (!specifier.startsWith('.')) return;
        const target = resolve(dirname(file), specifier);
        const other = domains.find(
          (d) => d !== domain && (target + sep).startsWith(join(root, 'libs', d.name) + sep),
        );
        if (other) report(node, other, 'import', `relative import ${specifier} reaches into ${other.name}`);
      };
      const visit = (node: ts.Node): void => {
        if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
          if (ts.isStringLiteral(node.moduleSpecifier)) checkModule(node, node.moduleSpecifier.text);
          return;
        }
        if (ts.isNoSubstitutionTemplateLiteral(node)) checkSql(node, node.text);
        else if (ts.isTemplateExpression(node))
          checkSql(node, [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ? '));
        else if (ts.isStringLiteral(node)) {
          const other = foreign(node.text);
          if (other)
            report(
              node,
              other,
              'sql',
              `string '${node.text}' names a table of ${other.name}: use ${other.name}'s contract.ts`,
            );
          else checkSql(node, node.text);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return violations;
}

export const formatViolation = (v: Violation) =>
  `${v.file}:${v.line} [${v.domain} → ${v.owner}] ${v.message}`;
