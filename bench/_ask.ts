import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {askSearchLimit, composeAnswer, retrievePassages} from '../src/search/ask';
import {engineFor, searchHits} from '../src/search/node';
import {loadQuestions, questionFiles} from './ask/questions';
const build = resolve('build');
const cache = process.env.CACHE ?? '/work/scratch/p19.json';
async function main() {
  const set = process.env.SET ?? 'tuning';
  const questions = questionFiles.flatMap(loadQuestions).filter((q) => q.set === set);
  const stored: Record<string, any> = existsSync(cache) ? JSON.parse(readFileSync(cache, 'utf8')) : {};
  let added = 0;
  for (const q of questions) if (!stored[q.q]) { added++; stored[q.q] = await retrievePassages(q.q, [], (query, o) => searchHits(build, query, {...o, limit: askSearchLimit}), (h) => engineFor(build).pageHits(h)); }
  if (added) writeFileSync(cache, JSON.stringify(stored));
  let correct = 0, wrong = 0, hedged = 0, confOk = 0, confWrong = 0;
  const per: Record<string, [number, number, number]> = {};
  for (const q of questions) {
    const c = composeAnswer(q.q, stored[q.q]);
    const body = c.text.replace(/\[\d+\]/g, '');
    const ok = new RegExp(q.fact, 'i').test(body);
    const wf = q.wrong ? new RegExp(q.wrong, 'i').test(body) : false;
    const w = wf || (c.mode === 'answer' && !ok);
    correct += +ok; wrong += +w; hedged += +(c.mode === 'passages'); confOk += +(c.mode === 'answer' && ok); confWrong += +(c.mode === 'answer' && w);
    const k = (per[q.file!] ??= [0, 0, 0]); k[0]++; k[1] += +ok; k[2] += +w;
    if (process.env.SHOW && set === 'tuning' && (!process.env.FILE || q.file === process.env.FILE) && (w || (process.env.SHOW === 'miss' && !ok))) console.log(`\n--- [${c.mode}] ${ok ? 'OK' : 'MISS'} ${q.q}\n  expects /${q.fact}/ ${q.pages.join(' ')}\n${c.text.replace(/^/gm, '    ')}\n  ${c.citations.map((x) => x.url).join('  ')}`);
  }
  console.log(`${set}: n ${questions.length} correct ${correct} wrong ${wrong} hedged ${hedged} confident-correct ${confOk} confident-wrong ${confWrong}`);
  if (process.env.PER) for (const [f, [n, ok, w]] of Object.entries(per)) console.log(`  ${f}: ${ok}/${n} wrong ${w}`);
}
main();
