#!/usr/bin/env node
/**
 * Citations a clone can follow (part of `npm run lint`). The code, tests, stories, e2e specs, benchmarks and docs cite
 * the behaviour contract as `docs/behaviour.md §N` or `§N.M`, the relay's guarantees as `docs/relay.md guarantee N`,
 * the look as `docs/look.md, "Section"` and the code's own rules as `docs/architecture.md rule N`.
 * This fails on:
 * - a citation of something a clone of the repository doesn't hold: the documents the kit started from (the product
 *   spec, the design and architecture guides, the toolchain notes: each named in capitals) or a bare `issue N` (an
 *   issue tracker entry). Say what the rule is, or point at the page that holds it. A public reference with its
 *   repository (`claude-code#89858`) is fine;
 * - a `docs/behaviour.md §N(.M)` whose section or rule does not exist, a relay guarantee that is not in relay.md, a
 *   `docs/look.md, "Section"` that is not a `## ` heading of look.md, or an architecture rule that is not numbered in
 *   architecture.md (these two also when the citation breaks over two comment lines).
 *
 * Reads every file git tracks (and untracked ones not ignored) under the folders below and the root's own files;
 * recorded benchmark runs (`bench/runs/`) are data and are left out, and so is `conformance/`, a verbatim copy of
 * recorded verdicts (conformance/README.md). Prints each finding as `file:line: why` and exits 1 if there is any.
 * Usage: node scripts/check-citations.mjs
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const FOLDERS = /^(src|components|testing|demo|test-support|e2e|stories|bench|scripts|docs|\.storybook|\.ci)\//;
const ROOT_FILES = /^[^/]+\.(ts|md|js|mjs|html)$/;
const SKIPPED = /^(bench\/runs\/|e2e\/apps\/\.pack\/)/;
const TEXT = /(\.(ts|tsx|mts|js|jsx|mjs|cjs|css|md|html)|^\.ci\/run)$/;

const FORBIDDEN = [
  // [P], [E], [R], [O]: this file names what it refuses without citing it.
  { pattern: /\bS[P]EC\b(?:\.md)?/g, why: 'cites the product spec, which a clone does not have: cite docs/behaviour.md §N (or say what the rule is)' },
  { pattern: /\bD[E]SIGN\b(?:\.md)?/g, why: 'cites the design guide, which a clone does not have: cite docs/look.md, "Section"' },
  { pattern: /\bA[R]CHITECTURE\b(?:\.md| rule \d+)?/g, why: 'cites the architecture guide, which a clone does not have: cite docs/architecture.md rule N' },
  { pattern: /\bT[O]OLCHAIN\b(?:\.md)?(?: §\d+)?/g, why: 'cites the toolchain notes, which a clone does not have: cite the doc or file that holds the fact (or say it)' },
  { pattern: /\b[Ii]ssues? #?\d+/g, why: 'cites an issue number: say what it was about, or cite the doc section that holds the rule' },
];

/** Sections (`## N.`) and rules (`**§N.M**`) of docs/behaviour.md. */
function behaviourAnchors() {
  const text = readFileSync(join(root, 'docs/behaviour.md'), 'utf8');
  const anchors = new Set();
  for (const [, section] of text.matchAll(/^## (\d+)\. /gm)) anchors.add(section);
  for (const [, rule] of text.matchAll(/\*\*§(\d+\.\d+)\*\*/g)) anchors.add(rule);
  return anchors;
}

/** How many numbered guarantees docs/relay.md lists. */
function relayGuarantees() {
  const text = readFileSync(join(root, 'docs/relay.md'), 'utf8');
  const section = text.split(/^## /m).find((part) => part.startsWith('Guarantees')) ?? '';
  return [...section.matchAll(/^(\d+)\. \*\*/gm)].length;
}

/** The `## ` headings of docs/look.md. */
function lookSections() {
  const text = readFileSync(join(root, 'docs/look.md'), 'utf8');
  return new Set([...text.matchAll(/^## (.+?)\s*$/gm)].map((match) => match[1]));
}

/** How many numbered rules docs/architecture.md lists (`N. **…**`). */
function architectureRules() {
  const text = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
  return [...text.matchAll(/^(\d+)\. \*\*/gm)].length;
}

// A citation may break between the page and what it cites, onto the next line of a comment (` * `, `//` or nothing).
const BREAK = String.raw`[ \t]*(?:\n[ \t]*(?:\*(?!\/)|\/\/)?[ \t]*)?`;
// `docs/look.md, "Errors"`, `docs/look.md "Errors"`, `[look.md](look.md), "Errors"`.
const LOOK_CITATION = new RegExp(String.raw`look\.md\)?,?${BREAK}"([^"\n]+)"`, 'g');
// `docs/architecture.md rule 6`, `architecture.md rules 2 and 4`, `rules 4, 6`.
const ARCHITECTURE_CITATION = new RegExp(String.raw`architecture\.md\)?,?${BREAK}rules? (\d+(?:(?:,? and |, | or )\d+)*)`, 'g');

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => (FOLDERS.test(file) || ROOT_FILES.test(file)) && TEXT.test(file) && !SKIPPED.test(file))
  .filter((file) => existsSync(join(root, file)));

const anchors = behaviourAnchors();
const guarantees = relayGuarantees();
const sections = lookSections();
const rules = architectureRules();
const findings = [];

for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  const found = []; // [line, why], reported in line order
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  for (const match of text.matchAll(LOOK_CITATION)) {
    // "Section" is the placeholder where a page explains the form (as `§N` is for behaviour.md).
    if (match[1] !== 'Section' && !sections.has(match[1])) found.push([lineOf(match.index), `docs/look.md has no section "${match[1]}"`]);
  }
  for (const match of text.matchAll(ARCHITECTURE_CITATION)) {
    for (const [number] of match[1].matchAll(/\d+/g)) {
      if (Number(number) < 1 || Number(number) > rules) found.push([lineOf(match.index), `docs/architecture.md has no rule ${number}`]);
    }
  }
  text.split('\n').forEach((line, index) => {
    const at = index + 1;
    for (const { pattern, why } of FORBIDDEN) {
      for (const match of line.matchAll(pattern)) found.push([at, `"${match[0]}" ${why}`]);
    }
    // `docs/behaviour.md §3.9, §8.4`, `behaviour.md §3/§8`, and within behaviour.md itself every `§N.M`.
    const cited = file === 'docs/behaviour.md'
      ? [...line.matchAll(/§(\d+(?:\.\d+)?)/g)].map((match) => match[1])
      : [...line.matchAll(/behaviour\.md((?:(?:,? and |, |\/| )?§\d+(?:\.\d+)?)+)/g)]
        .flatMap((match) => [...match[1].matchAll(/§(\d+(?:\.\d+)?)/g)].map((ref) => ref[1]));
    for (const ref of cited) {
      if (!anchors.has(ref)) found.push([at, `docs/behaviour.md has no §${ref}`]);
    }
    for (const [, number] of line.matchAll(/relay\.md guarantee (\d+)/g)) {
      if (Number(number) < 1 || Number(number) > guarantees) found.push([at, `docs/relay.md has no guarantee ${number}`]);
    }
  });
  found.sort((a, b) => a[0] - b[0]);
  for (const [line, why] of found) findings.push(`${file}:${line}: ${why}`);
}

if (findings.length > 0) {
  console.error(`Citations a clone can't follow (scripts/check-citations.mjs):\n${findings.join('\n')}`);
  process.exit(1);
}
console.log(`Citations: ${files.length} files, every one points into the repository.`);
