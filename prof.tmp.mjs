import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
const base = 'http://localhost:8800';
const signup = async (email, role) => { const r = await fetch(base + '/api/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'setup-password-1', role }) }); const b = await r.json(); return { id: b.id, token: b.accessToken }; };
const t = Date.now();
const hustler = await signup(`h${t}@example.in`, 'Hustler');
const video = readFileSync('e2e/fixtures/pitch.mp4');
for (let i = 0; i < 3; i++) { const fd = new FormData(); fd.set('title', 'Pitch ' + i); fd.set('description', 'Cold chains'); fd.set('video', new Blob([video], { type: 'video/mp4' }), 'pitch.mp4'); const r = await fetch(base + '/api/userprofile/addvideo', { method: 'POST', headers: { authorization: 'Bearer ' + hustler.token }, body: fd }); if (!r.ok) console.log(r.status, await r.text()); }
const path = process.argv[2] ?? '/dashboard/Investor';
const role = process.argv[3] ?? 'Investor';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const totals = new Map(); const byUrl = new Map(); const longs = [];
for (let round = 0; round < 3; round++) {
  const me = await signup(`i${t}-${round}@example.in`, role);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  await context.addInitScript(({ token, id, role }) => { localStorage.setItem('token', token); localStorage.setItem('userId', id); localStorage.setItem('role', role);
    window.__long = []; new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__long.push([Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: 'longtask', buffered: true }); }, { token: me.token, id: me.id, role });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start');
  await page.goto(base + path);
  await page.waitForTimeout(5000);
  const { profile } = await cdp.send('Profiler.stop');
  longs.push(await page.evaluate(() => window.__long));
  // Runs of busy samples (no idle gap over 2 ms): the tasks, with what filled them.
  { const byId = new Map(profile.nodes.map((n) => [n.id, n])); let run = null; const runs = [];
    profile.samples.forEach((id, i) => { const n = byId.get(id); const d = (profile.timeDeltas[i] ?? 0) / 1000; const idle = n.callFrame.functionName === '(idle)';
      if (idle) { if (run && d > 0) { run.gap += d; if (run.gap > 2) { runs.push(run); run = null; } } return; }
      if (!run) run = { ms: 0, gap: 0, what: new Map() }; run.gap = 0; run.ms += d; const f = n.callFrame; const key = `${f.functionName || '(anon)'}@${f.url.replace(/.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '')}`; run.what.set(key, (run.what.get(key) ?? 0) + d); });
    if (run) runs.push(run);
    for (const r of runs.filter((r) => r.ms > 50)) console.log(`task ${r.ms.toFixed(0)} ms:`, [...r.what].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')); console.log('==='); }
  const dt = new Map(); profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  for (const node of profile.nodes) { const ms = (dt.get(node.id) ?? 0) / 1000; if (!ms) continue; const f = node.callFrame; const url = f.url.replace(/.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '') || f.functionName; const key = `${f.functionName || '(anon)'} @ ${url}`; totals.set(key, (totals.get(key) ?? 0) + ms / 3); byUrl.set(url, (byUrl.get(url) ?? 0) + ms / 3); }
  await context.close();
}
console.log('long tasks (start, ms):', JSON.stringify(longs));
console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${v.toFixed(0).padStart(6)} ${k}`).join('\n'));
console.log('---');
console.log([...totals].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(0).padStart(6)} ${k}`).join('\n'));
await browser.close();
