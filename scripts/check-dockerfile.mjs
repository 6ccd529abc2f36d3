#!/usr/bin/env node
// Keeps the container image honest: the Dockerfile's build steps must be the commands `make`
// runs, since there is no Docker on the CI machines to build the image itself. `make lint` runs
// this. For each build stage of the Dockerfile it takes the commands of one tool (`npm` or
// `cargo`) from the stage's RUN instructions, and the same tool's commands from the recipe of
// the matching make target (with the recipes of its prerequisites, in make's order), and fails
// unless the two lists are the same. Then it checks itself: a few edits on either side, made in
// memory, must each be caught.
//
//   node scripts/check-dockerfile.mjs [--dockerfile PATH] [--makefile PATH]

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Which Dockerfile stage builds what, and which make target builds the same thing. */
export const PAIRS = [
  { stage: 'web', target: 'web', tool: 'npm', what: 'the web app (web/dist)' },
  { stage: 'server', target: 'run', tool: 'cargo', what: 'the release binary' },
];
const TOOLS = [...new Set(PAIRS.map((p) => p.tool))];

const squash = (s) => s.replace(/\s+/g, ' ').trim();

/** `a && b; c` as [a, b, c]. */
const splitShell = (line) =>
  line
    .split(/\s*(?:&&|\|\||;)\s*/)
    .map(squash)
    .filter(Boolean);

/** The tool a command runs, after any `NAME=value` prefixes. */
function toolOf(command) {
  const words = command.split(' ');
  while (words.length > 1 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0])) words.shift();
  return words[0];
}

/** Joins `\`-continued lines; `dropComments` skips `#` lines (Dockerfile, not Makefile recipes). */
function logicalLines(text, { dropComments }) {
  const out = [];
  let pending = null;
  for (const raw of text.split('\n')) {
    if (dropComments && /^\s*#/.test(raw)) continue;
    const continued = /\\\s*$/.test(raw);
    const body = continued ? raw.replace(/\\\s*$/, '') : raw;
    pending = pending === null ? body : `${pending} ${body.trim()}`;
    if (!continued) {
      out.push(pending);
      pending = null;
    }
  }
  if (pending !== null) out.push(pending);
  return out;
}

/** Stage name -> the commands of its RUN instructions, in order. */
export function dockerStages(text) {
  const stages = new Map();
  let current = null;
  for (const line of logicalLines(text, { dropComments: true })) {
    const m = /^\s*([A-Za-z]+)\s+(.*)$/.exec(line);
    if (!m) continue;
    const [, instruction, rest] = m;
    switch (instruction.toUpperCase()) {
      case 'FROM': {
        const as = /\s+AS\s+(\S+)\s*$/i.exec(rest);
        current = as ? as[1].toLowerCase() : `#${stages.size}`;
        stages.set(current, []);
        break;
      }
      case 'RUN': {
        let body = rest.trim();
        while (/^--\S+/.test(body)) body = body.replace(/^--\S+\s*/, '');
        if (body.startsWith('[')) body = JSON.parse(body).join(' ');
        stages.get(current)?.push(...splitShell(body));
        break;
      }
    }
  }
  return stages;
}

/** Target -> { prereqs, recipe }, with simple variables (`CARGO ?= cargo`) expanded. */
export function makeRules(text) {
  const vars = new Map();
  const rules = new Map();
  let rule = null;
  for (const line of logicalLines(text, { dropComments: false })) {
    if (line.startsWith('\t')) {
      if (rule) rule.recipe.push(line.slice(1).replace(/^[@-]+/, ''));
      continue;
    }
    if (/^\s*(#|$)/.test(line)) continue;
    const assign = /^([A-Za-z_][A-Za-z0-9_]*)\s*(\?=|:=|\+=|=)\s*(.*)$/.exec(line);
    if (assign) {
      vars.set(assign[1], assign[3].trim());
      rule = null;
      continue;
    }
    const head = /^([^\s:#=][^:=]*?)\s*:(?!=)\s*(.*)$/.exec(line);
    if (head) {
      rule = { prereqs: head[2].split(/\s+/).filter(Boolean), recipe: [] };
      for (const target of head[1].split(/\s+/)) rules.set(target, rule);
      continue;
    }
    rule = null;
  }
  const expand = (s, depth = 0) =>
    depth > 10
      ? s
      : s.replace(/\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g, (whole, name) =>
          vars.has(name) ? expand(vars.get(name), depth + 1) : whole,
        );
  for (const r of new Set(rules.values())) r.recipe = r.recipe.map((l) => expand(l));
  return rules;
}

/** The commands `make target` runs: its prerequisites' first, as make orders them. */
export function makeCommands(rules, target, seen = new Set()) {
  if (seen.has(target) || !rules.has(target)) return [];
  seen.add(target);
  const rule = rules.get(target);
  return [
    ...rule.prereqs.flatMap((p) => makeCommands(rules, p, seen)),
    ...rule.recipe.flatMap(splitShell),
  ];
}

/** Every way the two files disagree, as sentences; empty when they agree. */
export function compare(dockerfile, makefile) {
  const stages = dockerStages(dockerfile);
  const rules = makeRules(makefile);
  const problems = [];
  const list = (cmds) => (cmds.length ? cmds.map((c) => `\n      ${c}`).join('') : ' (nothing)');
  for (const { stage, target, tool, what } of PAIRS) {
    if (!stages.has(stage)) {
      problems.push(
        `The Dockerfile has no stage named "${stage}" (FROM … AS ${stage}) building ${what}.`,
      );
      continue;
    }
    if (!rules.has(target)) {
      problems.push(`The Makefile has no target "${target}" building ${what}.`);
      continue;
    }
    const docker = stages.get(stage).filter((c) => toolOf(c) === tool);
    const make = makeCommands(rules, target).filter((c) => toolOf(c) === tool);
    if (docker.join('\n') !== make.join('\n')) {
      problems.push(
        `${what}: the Dockerfile's stage "${stage}" and \`make ${target}\` run different ${tool} commands.` +
          `\n    Dockerfile (stage ${stage}):${list(docker)}` +
          `\n    make ${target}:${list(make)}`,
      );
    }
  }
  const mapped = new Set(PAIRS.map((p) => p.stage));
  for (const [stage, commands] of stages) {
    if (mapped.has(stage)) continue;
    for (const c of commands.filter((c) => TOOLS.includes(toolOf(c)))) {
      problems.push(
        `The Dockerfile's stage "${stage}" runs \`${c}\`, which no make target is checked against: ` +
          `build in the stages ${[...mapped].join(' and ')} (or add the pair to PAIRS in this script).`,
      );
    }
  }
  return problems;
}

/** Edits that must each make `compare` complain; returns the ones that slipped through. */
export function selfTest(dockerfile, makefile) {
  const edits = [
    [
      'Dockerfile: npm ci loses a flag',
      (d, m) => [d.replace('npm ci --no-audit --no-fund', 'npm ci --no-audit'), m],
    ],
    [
      'Dockerfile: npm install instead of npm ci',
      (d, m) => [d.replace('npm ci --no-audit --no-fund', 'npm install'), m],
    ],
    [
      'Dockerfile: cargo build without --locked',
      (d, m) => [d.replace(/(cargo build[^\n]*?) --locked/, '$1'), m],
    ],
    [
      'Dockerfile: another cargo package',
      (d, m) => [d.replace('-p superprompt-server', '-p superprompt-store'), m],
    ],
    [
      'Makefile: web builds with another script',
      (d, m) => [d, m.replace(/^(web:.*\n\t)npm run build$/m, '$1npm run build:fast')],
    ],
    [
      'Makefile: npm ci gains a flag',
      (d, m) => [
        d,
        m.replace('npm ci --no-audit --no-fund', 'npm ci --no-audit --no-fund --ignore-scripts'),
      ],
    ],
    [
      'Makefile: run builds with another profile',
      (d, m) => [
        d,
        m.replace(
          /^(\t\$\(CARGO\) build) --release( -p superprompt-server)/m,
          '$1 --profile dist$2',
        ),
      ],
    ],
  ];
  const missed = [];
  for (const [name, edit] of edits) {
    const [d, m] = edit(dockerfile, makefile);
    if (d === dockerfile && m === makefile)
      missed.push(`${name} (the edit no longer applies: update the self-test)`);
    else if (compare(d, m).length === 0) missed.push(name);
  }
  return missed;
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const arg = (flag, fallback) => {
    const i = process.argv.indexOf(flag);
    return i > 0 && process.argv[i + 1] ? path.resolve(process.argv[i + 1]) : fallback;
  };
  const dockerfilePath = arg('--dockerfile', path.join(root, 'Dockerfile'));
  const makefilePath = arg('--makefile', path.join(root, 'Makefile'));
  const dockerfile = readFileSync(dockerfilePath, 'utf8');
  const makefile = readFileSync(makefilePath, 'utf8');

  const problems = compare(dockerfile, makefile);
  if (problems.length) {
    console.error(
      `check-dockerfile: ${path.relative(process.cwd(), dockerfilePath) || dockerfilePath} and ` +
        `${path.relative(process.cwd(), makefilePath) || makefilePath} build differently:\n\n` +
        problems.map((p) => `  - ${p}`).join('\n') +
        '\n\nThe image must build exactly what `make` builds: change both files together ' +
        '(docs/operations.md#container-image).',
    );
    process.exit(1);
  }
  const missed = selfTest(dockerfile, makefile);
  if (missed.length) {
    console.error(
      'check-dockerfile: the check no longer notices these edits, so it proves nothing:\n' +
        missed.map((m) => `  - ${m}`).join('\n'),
    );
    process.exit(1);
  }
  const summary = PAIRS.map(
    ({ stage, target, tool }) =>
      `${stage} = make ${target} (${dockerStages(dockerfile)
        .get(stage)
        .filter((c) => toolOf(c) === tool)
        .join('; ')})`,
  ).join(', ');
  console.log(`check-dockerfile: the Dockerfile builds as make does: ${summary}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
