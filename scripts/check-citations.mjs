#!/usr/bin/env node
/**
 * Citations a clone can follow (part of `npm run lint`). The code, tests, stories, e2e specs, benchmarks and docs cite
 * the behaviour contract as `docs/behaviour.md §N` or `§N.M`, and the relay's guarantees as `docs/relay.md guarantee N`.
 * This fails on:
 * - a citation of something a clone of the repository doesn't hold: the product spec the kit started from (its name
 *   in capitals) or a bare `issue N` (an issue tracker entry). Say what the rule is, or point at the page that holds
 *   it. A public reference with its repository (`claude-code#89858`) is fine;
 * - a `docs/behaviour.md §N(.M)` whose section or rule does not exist, or a relay guarantee that is not in relay.md.
 *
 * Reads every file git tracks (and untracked ones not ignored) under the folders below; recorded benchmark runs
 * (`bench/runs/`) are data and are left out. Prints each finding as `file:line: why` and exits 1 if there is any.
 * Usage: node scripts/check-citations.mjs
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const FOLDERS = /^(src|components|testing|demo|test-support|e2e|stories|bench|scripts|docs|\.storybook|\.ci)\//;
const ROOT_FILES = /^[^/]+\.(ts|md)$/;
const SKIPPED = /^(bench\/runs\/|e2e\/apps\/\.pack\/)/;
const TEXT = /(\.(ts|tsx|mts|js|jsx|mjs|cjs|css|md|html)|^\.ci\/run)$/;

const FORBIDDEN = [
  // [P]: this file names what it refuses without citing it.
  { pattern: /\bS[P]EC\b/g, why: 'cites the product spec, which a clone does not have: cite docs/behaviour.md §N (or say what the rule is)' },
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

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => (FOLDERS.test(file) || ROOT_FILES.test(file)) && TEXT.test(file) && !SKIPPED.test(file))
  .filter((file) => existsSync(join(root, file)));

const anchors = behaviourAnchors();
const guarantees = relayGuarantees();
const findings = [];

for (const file of files) {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const { pattern, why } of FORBIDDEN) {
      for (const match of line.matchAll(pattern)) findings.push(`${where}: "${match[0]}" ${why}`);
    }
    // `docs/behaviour.md §3.9, §8.4`, `behaviour.md §3/§8`, and within behaviour.md itself every `§N.M`.
    const cited = file === 'docs/behaviour.md'
      ? [...line.matchAll(/§(\d+(?:\.\d+)?)/g)].map((match) => match[1])
      : [...line.matchAll(/behaviour\.md((?:(?:,? and |, |\/| )?§\d+(?:\.\d+)?)+)/g)]
        .flatMap((match) => [...match[1].matchAll(/§(\d+(?:\.\d+)?)/g)].map((ref) => ref[1]));
    for (const ref of cited) {
      if (!anchors.has(ref)) findings.push(`${where}: docs/behaviour.md has no §${ref}`);
    }
    for (const [, number] of line.matchAll(/relay\.md guarantee (\d+)/g)) {
      if (Number(number) < 1 || Number(number) > guarantees) findings.push(`${where}: docs/relay.md has no guarantee ${number}`);
    }
  });
}

if (findings.length > 0) {
  console.error(`Citations a clone can't follow (scripts/check-citations.mjs):\n${findings.join('\n')}`);
  process.exit(1);
}
console.log(`Citations: ${files.length} files, every one points into the repository.`);
