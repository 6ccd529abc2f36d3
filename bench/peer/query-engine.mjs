#!/usr/bin/env node
// A stand-in for Prisma's query-engine binary 5.17.0 (commit 393aa359), for LiteLLM's database
// in bench/peer-overhead.sh. Prisma Client Python (LiteLLM's ORM) downloads that binary from
// Prisma's own server, which this machine cannot reach. Prisma publishes the same engine, built
// from the same commit, to npm as WebAssembly (@prisma/query-engine-wasm, for its driver
// adapters), but that build speaks only the JSON protocol, and Prisma Client Python speaks the
// GraphQL one. So this serves the binary's HTTP API (`-p PORT`: GET /status, POST / with one
// query or a batch, /transaction/start|ID/commit|ID/rollback; /metrics answers empty) on the wasm
// engine with @prisma/adapter-pg (node-postgres), translating each GraphQL request into the JSON
// protocol and each answer back: JSON-protocol type tags removed, JSON columns of raw queries
// parsed, as the binary answers. PostgreSQL's catalog types name, name[] and regclass, which the
// 5.17 adapter refuses, are read as text, as the binary reads them.
//
// It is a bench fixture, not a general engine: it covers what LiteLLM's proxy asks of it (key
// generation and lookup, spend logs and spend updates, its views and background jobs). The
// request path of a key already in LiteLLM's cache does not reach it.
import http from 'node:http';
import fs from 'node:fs';
import { parse, Kind } from 'graphql';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindAdapter } from '@prisma/driver-adapter-utils';
import * as wasmBindings from '@prisma/query-engine-wasm/postgresql/query_engine_bg.js';

const COMMIT = '393aa359c9ad4a4bb28630fb5613f9c281cde053';
const args = process.argv.slice(2);
if (args.includes('--version') || args.includes('-v')) {
  console.log(`query-engine ${COMMIT}`);
  process.exit(0);
}
const port = Number(args[args.indexOf('-p') + 1]);

// Node does not import .wasm as an ES module: instantiate it by hand, as Prisma's client does.
const wasm = fs.readFileSync(
  new URL('./node_modules/@prisma/query-engine-wasm/postgresql/query_engine_bg.wasm', import.meta.url),
);
const { instance } = await WebAssembly.instantiate(wasm, { './query_engine_bg.js': wasmBindings });
wasmBindings.__wbg_set_wasm(instance.exports);
const { QueryEngine } = wasmBindings;

const datamodel = fs.readFileSync(process.env.PRISMA_DML_PATH, 'utf8');

// Each model's fields and their types, from the schema: a Json field's value arrives as a JSON
// text in a GraphQL string, and the JSON protocol would store that as a JSON string unless tagged.
const models = {};
{
  let current = null;
  for (const line of datamodel.split('\n')) {
    const model = line.match(/^\s*model\s+(\w+)\s*\{/);
    if (model) current = models[model[1]] = {};
    else if (/^\s*\}/.test(line)) current = null;
    else if (current) {
      const field = line.match(/^\s*(\w+)\s+(\w+)/);
      if (field) current[field[1]] = field[2];
    }
  }
}
let url = process.env.DATABASE_URL;
if (process.env.OVERWRITE_DATASOURCES) {
  const over = JSON.parse(process.env.OVERWRITE_DATASOURCES);
  if (over[0]?.url) url = over[0].url;
}
const pool = new pg.Pool({ connectionString: url, max: Number(process.env.SHIM_POOL_SIZE || 10) });
// The native engine reads PostgreSQL's catalog types (name, name[], regclass) as text; the
// driver adapter of 5.17 refuses them. Parse them as text and report them as text.
const AS_TEXT = { 18: 25, 19: 25, 2205: 25, 2206: 25, 1003: 1009, 1002: 1009 };
for (const [oid, as] of Object.entries(AS_TEXT)) pg.types.setTypeParser(Number(oid), pg.types.getTypeParser(as));
function retype(target) {
  if (target.__retyped) return target;
  const query = target.query.bind(target);
  target.query = async (...a) => {
    const result = await query(...a);
    for (const f of result?.fields ?? []) if (AS_TEXT[f.dataTypeID]) f.dataTypeID = AS_TEXT[f.dataTypeID];
    return result;
  };
  target.__retyped = true;
  return target;
}
retype(pool);
const connect = pool.connect.bind(pool);
pool.connect = (callback) => {
  // Pool#query connects with a callback; the adapter's transactions with a promise.
  if (callback) return connect((error, client, done) => callback(error, client && retype(client), done));
  return connect().then(retype);
};
const adapter = bindAdapter(new PrismaPg(pool));
const engine = new QueryEngine({ datamodel, logLevel: 'error', logQueries: false }, (log) => {
  if (process.env.SHIM_DEBUG) console.error('engine:', log);
}, adapter);
await engine.connect('{}');

function value(node) {
  switch (node.kind) {
    case Kind.INT: return Number(node.value);
    case Kind.FLOAT: return Number(node.value);
    case Kind.STRING: return node.value;
    case Kind.BOOLEAN: return node.value;
    case Kind.NULL: return null;
    case Kind.ENUM: return node.value;
    case Kind.LIST: return node.values.map(value);
    case Kind.OBJECT: return Object.fromEntries(node.fields.map((f) => [f.name.value, value(f.value)]));
    default: throw new Error(`unsupported value ${node.kind}`);
  }
}

function selection(set) {
  const out = {};
  for (const field of set?.selections ?? []) {
    const name = field.name.value;
    if (!field.selectionSet && !field.arguments?.length) {
      out[name] = true;
      continue;
    }
    const nested = { selection: selection(field.selectionSet) };
    if (field.arguments?.length) nested.arguments = Object.fromEntries(field.arguments.map((a) => [a.name.value, value(a.value)]));
    out[name] = nested;
  }
  return out;
}

const ACTIONS = [
  ['findUnique', 'OrThrow', 'findUniqueOrThrow'], ['findFirst', 'OrThrow', 'findFirstOrThrow'],
  ['findUnique', '', 'findUnique'], ['findFirst', '', 'findFirst'], ['findMany', '', 'findMany'],
  ['createOne', '', 'createOne'], ['createMany', '', 'createMany'], ['updateOne', '', 'updateOne'],
  ['updateMany', '', 'updateMany'], ['upsertOne', '', 'upsertOne'], ['deleteOne', '', 'deleteOne'],
  ['deleteMany', '', 'deleteMany'], ['aggregate', '', 'aggregate'], ['groupBy', '', 'groupBy'],
];

const each = (v, f) => (Array.isArray(v) ? v.map(f) : f(v));

// Written data for `model` (an object, or a list for createMany), with its Json values tagged and
// nested writes to related models handled alike.
function tagData(model, data) {
  if (Array.isArray(data)) return data.map((d) => tagData(model, d));
  if (!data || typeof data !== 'object') return data;
  const fields = models[model] ?? {};
  const out = {};
  for (const [key, v] of Object.entries(data)) {
    const type = fields[key];
    if (type === 'Json' && typeof v === 'string') out[key] = { $type: 'Json', value: v };
    else if (type === 'Json' && v && typeof v === 'object' && typeof v.set === 'string')
      out[key] = { ...v, set: { $type: 'Json', value: v.set } };
    else if (models[type] && v && typeof v === 'object') out[key] = tagNested(type, v);
    else out[key] = v;
  }
  return out;
}

function tagNested(model, ops) {
  const out = { ...ops };
  if (out.create) out.create = tagData(model, out.create);
  if (out.createMany?.data) out.createMany = { ...out.createMany, data: tagData(model, out.createMany.data) };
  if (out.connectOrCreate) out.connectOrCreate = each(out.connectOrCreate, (c) => ({ ...c, create: tagData(model, c.create) }));
  if (out.update) out.update = each(out.update, (u) => (u.data && u.where ? { ...u, data: tagData(model, u.data) } : tagData(model, u)));
  if (out.updateMany) out.updateMany = each(out.updateMany, (u) => ({ ...u, data: tagData(model, u.data) }));
  if (out.upsert) out.upsert = each(out.upsert, (u) => ({ ...u, create: tagData(model, u.create), update: tagData(model, u.update) }));
  return out;
}

function tagArguments(model, args) {
  const out = { ...args };
  for (const key of ['data', 'create', 'update']) if (key in out) out[key] = tagData(model, out[key]);
  return out;
}

// One GraphQL request of Prisma Client Python → [JSON protocol request, the alias to answer under].
function translate(text) {
  const doc = parse(text);
  const op = doc.definitions[0];
  const field = op.selectionSet.selections[0];
  const name = field.name.value;
  const alias = field.alias?.value ?? name;
  const argumentsObj = Object.fromEntries((field.arguments ?? []).map((a) => [a.name.value, value(a.value)]));
  if (name === 'queryRaw' || name === 'executeRaw') {
    return [{ action: name, query: { arguments: argumentsObj, selection: {} } }, alias];
  }
  for (const [prefix, suffix, action] of ACTIONS) {
    if (name.startsWith(prefix) && name.endsWith(suffix) && name.length > prefix.length + suffix.length) {
      const modelName = name.slice(prefix.length, name.length - suffix.length);
      let sel = selection(field.selectionSet);
      if (Object.keys(sel).length === 0) sel = { $scalars: true };
      return [{ modelName, action, query: { arguments: tagArguments(modelName, argumentsObj), selection: sel } }, alias];
    }
  }
  throw new Error(`unsupported operation ${name}`);
}

// The JSON protocol tags some values ({"$type": "DateTime", "value": …}); the GraphQL one did not.
function untag(v) {
  if (Array.isArray(v)) return v.map(untag);
  if (v && typeof v === 'object') {
    if (typeof v.$type === 'string' && 'value' in v && Object.keys(v).length === 2) return v.value;
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, untag(x)]));
  }
  return v;
}

// A raw query's JSON columns come back from the adapter as text; the native engine sent JSON.
function rawJson(out) {
  if (!out || !Array.isArray(out.types) || !Array.isArray(out.rows)) return out;
  const parse = (v) => (typeof v === 'string' ? JSON.parse(v) : v);
  out.types.forEach((t, i) => {
    if (t !== 'json' && t !== 'json-array') return;
    for (const row of out.rows) {
      if (row[i] == null) continue;
      row[i] = t === 'json' ? parse(row[i]) : row[i].map(parse);
    }
  });
  return out;
}

function answer(raw, alias, action) {
  const result = JSON.parse(raw);
  if (result.errors) return result;
  const data = result.data ?? {};
  const key = Object.keys(data)[0];
  const out = untag(data[key]);
  return { data: { [alias]: action === 'queryRaw' ? rawJson(out) : out } };
}

async function run(body, txId) {
  if (body.batch) {
    const parts = body.batch.map((q) => translate(q.query));
    const request = { batch: parts.map(([q]) => q), transaction: body.transaction ? {} : null };
    const out = JSON.parse(await engine.query(JSON.stringify(request), '{}', txId));
    if (out.errors) return out;
    return { batchResult: out.batchResult.map((r, i) => answer(JSON.stringify(r), parts[i][1], parts[i][0].action)) };
  }
  const [request, alias] = translate(body.query);
  return answer(await engine.query(JSON.stringify(request), '{}', txId), alias, request.action);
}

const server = http.createServer((req, res) => {
  let chunks = '';
  req.on('data', (c) => { chunks += c; });
  req.on('end', async () => {
    const send = (status, obj) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof obj === 'string' ? obj : JSON.stringify(obj));
    };
    try {
      const path = req.url.split('?')[0];
      if (req.method === 'GET' && path === '/status') return send(200, { status: 'ok' });
      if (path === '/metrics') return send(200, req.url.includes('prometheus') ? '' : { counters: [], gauges: [], histograms: [] });
      if (path === '/transaction/start') {
        const b = JSON.parse(chunks || '{}');
        const options = { max_wait: b.max_wait ?? 2000, timeout: b.timeout ?? 5000, isolation_level: b.isolation_level };
        return send(200, await engine.startTransaction(JSON.stringify(options), '{}'));
      }
      const m = path.match(/^\/transaction\/([^/]+)\/(commit|rollback)$/);
      if (m) {
        const out = m[2] === 'commit' ? await engine.commitTransaction(m[1], '{}') : await engine.rollbackTransaction(m[1], '{}');
        return send(200, out);
      }
      const body = JSON.parse(chunks);
      const out = await run(body, req.headers['x-transaction-id']);
      if (process.env.SHIM_DEBUG) console.error('shim:', body.query ?? 'batch', '→', JSON.stringify(out).slice(0, 300));
      return send(200, out);
    } catch (e) {
      if (process.env.SHIM_DEBUG) console.error('shim error:', e, chunks.slice(0, 2000));
      return send(200, { errors: [{ error: String(e?.stack ?? e), user_facing_error: { is_panic: false, message: String(e?.message ?? e) } }] });
    }
  });
});
server.listen(port, '127.0.0.1');
const stop = async () => {
  // Do not outlive the proxy that started us, even if a disconnect hangs.
  setTimeout(() => process.exit(0), 2000).unref();
  server.close();
  await engine.disconnect('{}').catch(() => {});
  await pool.end().catch(() => {});
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
