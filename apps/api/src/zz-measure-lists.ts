import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '@startupsetu/server-core/db/database';
import { insertUser } from '@startupsetu/server-core/repositories/users-repository';
import { newId } from '@startupsetu/server-core/ids';
import * as now from './routes/messages/messages-repository';
import * as old from './routes/messages/zz-old-messages-repository';

const total = Number(process.argv[2] ?? 10000);
const dir = await mkdtemp(path.join(os.tmpdir(), 'lists-measure-'));
const db = await openDatabase({ dataDir: dir, databaseUrl: process.env.MEASURE_DATABASE_URL });
const heavy = (await insertUser(db, { email: 'heavy@x.in', passwordHash: 'h', role: 'Hustler' }))!.id;
const others: string[] = [];
for (let i = 0; i < 100; i += 1) others.push((await insertUser(db, { email: `o${i}@x.in`, passwordHash: 'h', role: 'Hustler' }))!.id);
const t0 = performance.now();
const batch = 20000;
for (let done = 0; done < total; done += batch) {
  const messages = Array.from({ length: Math.min(batch, total - done) }, (_, i) => {
    const other = others[(done + i) % others.length]!;
    return (done + i) % 2 ? { senderId: heavy, receiverId: other, text: `m${done + i}` } : { senderId: other, receiverId: heavy, text: `m${done + i}` };
  });
  await now.insertMessages(db, messages);
}
// 10% of what the heavy user received stays unread.
await db.updateTable('messages').set({ read_at: new Date().toISOString() }).where('receiver_id', '=', heavy).where('text', 'not like', '%0').execute();
console.log(`seeded ${total} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
void newId;

async function measure(name: string, run: () => Promise<unknown>, times = 60) {
  for (let i = 0; i < 3; i += 1) await run();
  const ms: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const q = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]!.toFixed(2);
  console.log(`${total}\t${name}\tp50 ${q(0.5)} ms\tp99 ${q(0.99)} ms`);
}
const page = { limit: 20 };
const other = others[5]!;
const times = 300;
const skipOld = total > 100000;
if (!skipOld) await measure('chat list  old', () => old.listChats(db, heavy, page), times);
await measure('chat list  new', () => now.listChats(db, heavy, page), times);
if (!skipOld) await measure('history    old', () => old.listConversation(db, heavy, other, page), times);
await measure('history    new', () => now.listConversation(db, heavy, other, page), times);
if (!skipOld) await measure('unread     old', () => old.countUnreadMessages(db, heavy), times);
await measure('unread     new', () => now.countUnreadMessages(db, heavy), times);

const a = skipOld ? await now.listChats(db, heavy, page) : await old.listChats(db, heavy, page);
const b = await now.listChats(db, heavy, page);
console.log('chat lists same except unread cap:', JSON.stringify(a.items.map((c) => [c._id, c.text])) === JSON.stringify(b.items.map((c) => [c._id, c.text])));
if (process.env.MEASURE_DATABASE_URL) {
  const { queryPlans } = await import('@startupsetu/server-core/testing/query-plans');
  const { sql } = await import('kysely');
  await sql`analyze`.execute(db);
  const plans = await queryPlans(db, async (trx) => {
    await now.listChats(trx, heavy, page);
    await now.listConversation(trx, heavy, other, page);
    await now.countUnreadMessages(trx, heavy);
  });
  console.log(plans.join('\n-----\n'));
  await measure('chat list  new (analyzed)', () => now.listChats(db, heavy, page), times);
  await measure('history    new (analyzed)', () => now.listConversation(db, heavy, other, page), times);
  await measure('unread     new (analyzed)', () => now.countUnreadMessages(db, heavy), times);
}
await db.destroy();
