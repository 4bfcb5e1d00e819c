#!/usr/bin/env node
/**
 * No import circles (docs/behaviour.md §14.5; part of `npm run lint`). Reads every source file git tracks (TypeScript and JavaScript,
 * the framework test apps left out), follows its relative imports (static, type-only, re-exports and `import()`:
 * TypeScript's own `preProcessFile` finds them, so no regex guesses at syntax) and prints each strongly connected
 * group of files, with one circle through it. Exits 1 if there is any.
 *
 * Why type-only and dynamic imports count too: a type circle still ties two modules' designs together (a catalogue
 * that needs the form's types can't be read without the form), and a dynamic one makes the on-demand chunk and the
 * module that loads it depend on each other, which is what lazy loading is meant to untie.
 * Usage: node scripts/check-cycles.mjs
 */
import { importsOf, sourceFiles } from './importGraph.mjs';

/** Apps built by their own toolchains against their own React (eslint.config.js leaves them out too). */
const SKIPPED = /^e2e\/apps\/(next-app|vite-react18|\.pack)\//;
const files = sourceFiles(undefined, (file) => !SKIPPED.test(file));

const graph = new Map(files.map((file) => [file, importsOf(file)]));

/** Tarjan's strongly connected components, iteratively (no recursion limit on deep import chains). */
function stronglyConnected() {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, position] = frame;
      const edges = graph.get(node) ?? [];
      if (position < edges.length) {
        frame[1] += 1;
        const target = edges[position];
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== node);
        if (group.length > 1 || (graph.get(node) ?? []).includes(node)) groups.push(group);
      }
    }
  }
  return groups;
}

/** One circle through `group`, from its first file back to it (breadth-first, so the shortest). */
function circleThrough(group) {
  const members = new Set(group);
  const start = [...group].sort()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

const groups = stronglyConnected();
if (groups.length === 0) {
  console.log(`check-cycles: no import circles in ${graph.size} files`);
} else {
  console.error(`check-cycles: ${groups.length} import circle${groups.length === 1 ? '' : 's'} (type-only and import() count too):`);
  for (const group of groups) console.error(`  ${group.length} files tied together, e.g. ${circleThrough(group).join('\n    → ')}`);
  process.exitCode = 1;
}
