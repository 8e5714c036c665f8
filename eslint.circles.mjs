// @ts-check
import path from 'node:path';
import ts from 'typescript';

/**
 * `no-import-circle`: a module never reaches itself through its imports, type-only imports included.
 * import-x/no-cycle skips `import type`, and both circles issue 37 found were made of type imports. The whole graph
 * is built once per TypeScript program (one per lint run; an editor makes a new one after an edit) from the
 * program's own files, resolved as tsc resolves them, and split into strongly connected components: an import
 * whose target is in its file's component is on a circle.
 */

/** @typedef {{ edges: Map<string, Set<string>>, component: Map<string, number>, resolve: (spec: string, from: string) => string | undefined }} Graph */

/** @type {WeakMap<ts.Program, Graph>} */
const graphs = new WeakMap();

/** The import graph of the program's own files (value, type-only and `import()` imports) and its circles. */
function graphOf(/** @type {ts.Program} */ program) {
  const known = graphs.get(program);
  if (known) return known;
  const options = program.getCompilerOptions();
  const cache = ts.createModuleResolutionCache(program.getCurrentDirectory(), (name) => name, options);
  const own = program.getSourceFiles().filter((file) => !file.isDeclarationFile && !file.fileName.includes('/node_modules/'));
  const ownNames = new Set(own.map((file) => path.resolve(file.fileName)));
  /** @type {(spec: string, from: string) => string | undefined} */
  const resolve = (spec, from) => {
    const target = ts.resolveModuleName(spec, from, options, ts.sys, cache).resolvedModule?.resolvedFileName;
    return target && ownNames.has(path.resolve(target)) ? path.resolve(target) : undefined;
  };
  /** @type {Map<string, Set<string>>} */
  const edges = new Map();
  for (const file of own) {
    const from = path.resolve(file.fileName);
    const targets = ts
      .preProcessFile(file.text, true, true)
      .importedFiles.map(({ fileName }) => resolve(fileName, from))
      .filter((target) => target !== undefined);
    edges.set(from, new Set(targets));
  }
  const graph = { edges, component: components(edges), resolve };
  graphs.set(program, graph);
  return graph;
}

/**
 * Tarjan's strongly connected components, iterative (no recursion limit on deep import chains): each module's
 * component number, for components that are circles (two modules or more, or a module importing itself).
 * @param {Map<string, Set<string>>} edges
 */
function components(edges) {
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {Map<string, number>} */
  const component = new Map();
  let next = 0;
  let count = 0;
  for (const root of edges.keys()) {
    if (index.has(root)) continue;
    /** @type {{ node: string, targets: Iterator<string> }[]} */
    const work = [];
    const enter = (/** @type {string} */ node) => {
      index.set(node, next);
      low.set(node, next++);
      stack.push(node);
      onStack.add(node);
      work.push({ node, targets: (edges.get(node) ?? new Set()).values() });
    };
    enter(root);
    while (work.length > 0) {
      const frame = /** @type {{ node: string, targets: Iterator<string> }} */ (work.at(-1));
      const step = frame.targets.next();
      if (!step.done) {
        const target = step.value;
        if (!edges.has(target)) continue;
        if (!index.has(target)) enter(target);
        else if (onStack.has(target)) low.set(frame.node, Math.min(Number(low.get(frame.node)), Number(index.get(target))));
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.node, Math.min(Number(low.get(parent.node)), Number(low.get(frame.node))));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      /** @type {string[]} */
      const members = [];
      let member;
      do {
        member = /** @type {string} */ (stack.pop());
        onStack.delete(member);
        members.push(member);
      } while (member !== frame.node);
      if (members.length > 1 || edges.get(frame.node)?.has(frame.node)) {
        for (const m of members) component.set(m, count);
        count++;
      }
    }
  }
  return component;
}

/** The shortest way back from `target` to `file` inside their component, for the message. */
function wayBack(/** @type {Graph} */ graph, /** @type {string} */ file, /** @type {string} */ target) {
  if (target === file) return [file, file];
  const circle = graph.component.get(file);
  /** @type {Map<string, string>} */
  const cameFrom = new Map();
  const queue = [target];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i];
    if (node === file) break;
    for (const nextNode of graph.edges.get(node) ?? []) {
      if (graph.component.get(nextNode) !== circle || cameFrom.has(nextNode) || nextNode === target) continue;
      cameFrom.set(nextNode, node);
      queue.push(nextNode);
    }
  }
  const way = [file];
  for (let node = cameFrom.get(file); node !== undefined && node !== target; node = cameFrom.get(node)) way.unshift(node);
  return [file, target, ...way];
}

/** @type {import('eslint').Rule.RuleModule} */
const noImportCircle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports, type-only ones included, that lead back to the importing module.' },
    schema: [],
    messages: { circle: 'Import circle: {{way}}. Move what both sides need into a module below them.' },
  },
  create(context) {
    const program = context.sourceCode.parserServices?.program;
    if (!program) return {};
    const graph = graphOf(/** @type {ts.Program} */ (program));
    const file = path.resolve(context.physicalFilename);
    const circle = graph.component.get(file);
    if (circle === undefined) return {};
    /** @param {{ type: string, value?: unknown, loc?: import('eslint').AST.SourceLocation | null } | null | undefined} source */
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.loc) return;
      const target = graph.resolve(source.value, file);
      if (target === undefined || graph.component.get(target) !== circle) return;
      const way = wayBack(graph, file, target)
        .map((node) => path.relative(context.cwd, node))
        .join(' → ');
      context.report({ loc: source.loc, messageId: 'circle', data: { way } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'no-import-circle': noImportCircle } };
