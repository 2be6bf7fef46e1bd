/**
 * "How do I": the steps of the best task section, numbered as the guide numbers
 * them, with the code each step needs, shortened with a link to the full guide.
 */
import {askedClause, contentTerms, share, stepNumber, subjectTerms} from '../askQuestion';
import {isListingPage, isTaskPage, minCoverage, passageLines, withLines, type Passage} from '../askPassages';
import {codeAfter, sentenceKey, splitSentences, type RecordLine} from '../recordLines';
import {type Draft, cite, sentenceEnd, addCode, addSentences, pagePassages} from './draft';
import {
  candidates,
  best,
  leadingCode,
  ownHeadingMatch,
  isForeign,
  foreignPenalty,
  installsOtherWay,
} from './candidates';

/** Most steps listed before the answer points to the full guide. */
const maxSteps = 6;

/** "How do I": the steps of the best task section, shortened with a link to the rest. */
export function composeSteps(draft: Draft, question: string, passages: readonly Passage[], seen: Set<string>): boolean {
  const wanted = new Set(contentTerms(question));
  const subject = new Set(subjectTerms(question));
  const pool = passages.filter((p) => !isListingPage(p)).slice(0, 12);
  // A guide is another way when any of its steps is ("5. Install the agents" by snap, for a question about the charms).
  const pageText = (p: Passage) =>
    pagePassages(passages, p.path)
      .map((x) => x.text)
      .join('\n');
  // A guide gives its main way first ("Install from PyPI" before "Install from source"): later sections of a page weigh a little less.
  const earlier = (p: Passage) => pool.filter((x) => x.path === p.path && x.order < p.order).length;
  const scored = pool.map((p, i) => ({
    p,
    score:
      sectionScore(p, wanted, subject) +
      0.6 * (1 - i / pool.length) -
      0.15 * Math.min(earlier(p), 3) -
      (isForeign(question, p) || installsOtherWay(question, pageText(p)) ? foreignPenalty : 0),
  }));
  let section = scored.sort((a, b) => b.score - a.score)[0]?.p;
  if (!section || section.coverage < minCoverage / 2) return false;
  // A guide whose steps are its sections ("1. Install …", "2. Configure …").
  const page = pagePassages(passages, section.path);
  const steps = page.filter((p) => p.headings.length > 0 && stepNumber(p.headings[p.headings.length - 1]) !== null);
  // A step that is itself the task asked about ("3. Keep the agents healthy" in a page of separate tasks) answers alone.
  const titleShare = share([...subject], new Set(contentTerms(section.pageTitle)));
  // "need to add a coworker, where do i send them an invite from": the clause that asks names the step ("Send the invitation").
  const clause = subjectTerms(askedClause(question));
  const clauseTitleShare = share(clause, new Set(contentTerms(section.pageTitle)));
  const ownTask = (p: Passage) => {
    if (p.headings.length === 0) return false;
    const match = ownHeadingMatch(p, [...subject]);
    const asked = clause.length >= 2 && clause.length < subject.size ? ownHeadingMatch(p, clause) : 0;
    return (match >= 0.5 && match > titleShare) || (asked === 1 && asked > clauseTitleShare);
  };
  if (section.headings.length === 0 || steps.includes(section)) {
    const task = [...steps].sort((a, b) => ownHeadingMatch(b, [...subject]) - ownHeadingMatch(a, [...subject]))[0];
    if (task && ownTask(task)) section = task;
  }
  if (steps.length >= 2 && !ownTask(section) && (section.headings.length === 0 || steps.includes(section))) {
    const intro = page.find((p) => p.headings.length === 0);
    const first = intro ? passageLines(intro).find((l) => l.kind === 'prose') : undefined;
    if (intro && first)
      addSentences(draft, [{passage: intro, text: splitSentences(first.text)[0], code: [], score: 0, at: 0}], seen);
    // A step's actions: its prose from the first imperative line to the last ("In Email, type …" between them too).
    const actionsOf = (p: Passage) => {
      const prose = passageLines(p).filter((l) => l.kind === 'prose');
      const first = prose.findIndex((l) => isStep(l.text));
      const last = prose.length - 1 - [...prose].reverse().findIndex((l) => isStep(l.text));
      return first < 0 || last === first ? [] : prose.slice(first, last + 1);
    };
    // The step whose heading names the task ("Send the invitation" for "invite a colleague") is what the reader
    // has to do: its own list of actions is given in full, where the other steps get their first sentence.
    const askedTerms = [...subject, ...clause];
    const doing = [...steps]
      .filter((p) => actionsOf(p).length >= 2 && ownHeadingMatch(p, askedTerms) > 0)
      .sort((a, b) => ownHeadingMatch(b, askedTerms) - ownHeadingMatch(a, askedTerms))[0];
    const items = steps.slice(0, maxSteps).map((p) => {
      const heading = p.headings[p.headings.length - 1];
      const name = heading.replace(/^(?:step\s+)?\d{1,2}[.:)]\s+/i, '');
      const lines = passageLines(p);
      const firstIndex = lines.findIndex((l) => l.kind === 'prose');
      const sentence =
        p === doing
          ? actionsOf(p)
              .slice(0, maxSteps)
              .map((l) => sentenceEnd(splitSentences(l.text)[0]))
              .join(' ')
          : firstIndex >= 0
            ? splitSentences(lines[firstIndex].text)[0]
            : '';
      if (sentence) seen.add(sentenceKey(sentence));
      const introduced =
        firstIndex >= 0 && lines[firstIndex].leadIn ? codeAfter(lines, firstIndex) : leadingCode(lines);
      const code = introduced.length > 0 ? codeFor(introduced, wanted, 2) : taskCode(lines, wanted, 2);
      const detail = `${sentence ? ` ${sentenceEnd(sentence)}` : ''}${inlineCode(code)}`;
      return {n: stepNumber(heading)!, text: `${sentenceEnd(name)}${detail} ${cite(draft, p)}`};
    });
    draft.blocks.push({kind: 'steps', items});
    if (steps.length > maxSteps || !steps.every((p, i) => stepNumber(p.headings[p.headings.length - 1]) === i + 1)) {
      const guide: Passage = {...page[0], url: page[0].path, title: page[0].pageTitle};
      draft.blocks.push({kind: 'paragraph', text: `All steps: ${section.pageTitle} ${cite(draft, guide)}`});
    }
    return true;
  }
  section = namedTab(section, wanted);
  // A section holding a list: its imperative lines are the steps.
  const lines = passageLines(section);
  const items: Array<{n: number; text: string}> = [];
  let intro: {text: string; code: string[]} | null = null;
  for (const [i, line] of lines.entries()) {
    if (items.length >= maxSteps) break;
    if (line.kind === 'code' || line.kind === 'row') continue;
    const code = line.leadIn ? codeAfter(lines, i, 3) : [];
    if (isStep(line.text)) {
      const text = splitSentences(line.text).slice(0, 2).join(' ');
      items.push({n: items.length + 1, text: `${sentenceEnd(text)}${inlineCode(code)}`});
    } else if (items.length === 0 && intro === null && line.kind === 'prose') {
      intro = {text: line.text, code: line.leadIn ? codeAfter(lines, i) : []};
    }
  }
  if (items.length >= 2) {
    if (intro) {
      draft.blocks.push({kind: 'paragraph', text: `${sentenceEnd(intro.text)} ${cite(draft, section)}`});
      addCode(draft, intro.code);
    }
    for (const item of items) seen.add(sentenceKey(item.text));
    items[items.length - 1].text += ` ${cite(draft, section)}`;
    draft.blocks.push({kind: 'steps', items});
    return true;
  }
  // A section without a list: its best sentences, lead-ins kept with their code.
  const chosen = best(candidates(section, wanted, subject, 'howto'), 3, seen);
  if (chosen.length === 0) return false;
  addSentences(draft, chosen, seen);
  // Code after a paragraph that does not end in a colon ("You need to be signed in." then the commands) is still the how.
  const code = chosen.some((c) => c.code.length > 0) ? [] : taskCode(lines, subject);
  addCode(draft, code);
  return true;
}

/**
 * The tab of a tabbed section that the question names ("… with pipx …"), as
 * a passage of its own; the section as it is otherwise. In a record, tabs
 * read as their labels ("pip", "uv", "pipx"), then each label again before
 * its content.
 */
function namedTab(section: Passage, wanted: ReadonlySet<string>): Passage {
  const lines = passageLines(section);
  const count = new Map<string, number>();
  for (const l of lines)
    if (l.kind === 'fragment' && l.text.split(/\s+/).length <= 3) count.set(l.text, (count.get(l.text) ?? 0) + 1);
  const labels = new Set([...count].filter(([, n]) => n >= 2).map(([label]) => label));
  const named = [...labels].find((label) => {
    const terms = contentTerms(label);
    return terms.length > 0 && terms.every((t) => wanted.has(t));
  });
  if (!named) return section;
  const start = lines.map((l) => l.text).lastIndexOf(named) + 1;
  const end = lines.findIndex((l, i) => i >= start && l.kind === 'fragment' && labels.has(l.text));
  return withLines(section, lines.slice(start, end < 0 ? lines.length : end));
}

/** Code inside a step's line: each command in backticks, a command continued with "\" on one line. */
function inlineCode(code: readonly string[]): string {
  if (code.length === 0) return '';
  return code
    .join('\n')
    .replace(/\s*\\\n\s*/g, ' ')
    .split('\n')
    .map((c) => ` \`${c}\``)
    .join('');
}

/** The section's first run of code that names the task's subject, comment lines dropped; empty when none does. */
function taskCode(lines: readonly RecordLine[], subject: ReadonlySet<string>, max = 4): string[] {
  for (const [i, line] of lines.entries()) {
    if (line.kind !== 'code' || lines[i - 1]?.kind === 'code') continue;
    const run = codeAfter(lines, i - 1);
    if (contentTerms(run.join(' ')).some((t) => subject.has(t))) return codeFor(run, subject, max);
  }
  return [];
}

/**
 * About `max` lines of a step's code, the commands that say the question's
 * words first ("gcloud services enable compute.googleapis.com" for turning on
 * the Compute Engine API), in their own order. A command continued with "\"
 * is taken whole (the first one chosen even when longer than `max`); comment
 * lines are never chosen.
 */
function codeFor(code: readonly string[], wanted: ReadonlySet<string>, max: number): string[] {
  const comment = (c: string) => /^\s*(#|\/\/)/.test(c);
  // A command continued with "\" is one command: its lines are chosen, and counted, together.
  const commands: string[][] = [];
  for (const line of code) {
    const last = commands[commands.length - 1];
    if (last && /\\$/.test(last[last.length - 1])) last.push(line);
    else commands.push([line]);
  }
  // A comment says what the command after it does ("# Compute Engine must be enabled" above "gcloud services enable …").
  const said = new Map<string[], number>();
  commands.forEach((c, i) => {
    if (comment(c[0])) return;
    const before = i > 0 && comment(commands[i - 1][0]) ? commands[i - 1][0] : '';
    said.set(c, contentTerms(`${before} ${c.join(' ')}`).filter((t) => wanted.has(t)).length);
  });
  const kept = commands.filter((c) => !comment(c[0]));
  // The first command is the one asked for more often than not, unless it names nothing asked about and a later one does
  // (CLIENT_ID='…' before "juju deploy vantage-agent"); the rest are chosen by the question's words.
  const rest = kept.slice(1);
  const named = rest.filter((c) => (said.get(c) ?? 0) > 0).sort((a, b) => (said.get(b) ?? 0) - (said.get(a) ?? 0));
  const first = kept.slice(0, 1).filter((c) => (said.get(c) ?? 0) > 0 || named.length === 0);
  const pick = new Set<string[]>();
  let lines = 0;
  for (const c of [...first, ...named, ...kept]) {
    if (pick.has(c) || (lines > 0 && lines + c.length > max)) continue;
    pick.add(c);
    lines += c.length;
    if (lines >= max) break;
  }
  return kept.filter((c) => pick.has(c)).flat();
}

/** A list item that tells the reader to do something ("Open Settings.", "Click Create Team."). */
function isStep(line: string): boolean {
  return imperative.test(line) && line.split(/\s+/).length >= 3;
}

/** Imperative lines ("Open Settings.", "Click Create Team.") are the steps of a procedure. */
const imperative =
  /^(open|click|select|choose|enter|type|run|install|create|add|go|set|copy|paste|confirm|use|download|send|put|save|check|start|stop|wait|replace|fill|pick|give|sign|log|edit|restart|write|register|point|read|make|find|follow|ask|upload|import|name|press|tick|leave|change|remove|delete|submit|render|keep|list|activate|approve|allow|connect|test|verify|look|return|drop|expand|navigate|in the|on the|from the|under)\b/i;

/** How well a section suits a "how do I": the question's words, a heading that names the task, steps or code to follow. */
function sectionScore(p: Passage, wanted: ReadonlySet<string>, subject: ReadonlySet<string>): number {
  const terms = new Set(contentTerms([...p.headings, p.text].join(' ')));
  const lines = passageLines(p);
  const steps = lines.filter((l) => l.kind === 'prose' && isStep(l.text)).length;
  const code = lines.some((l, i) => l.leadIn && lines[i + 1]?.kind === 'code');
  const heading = p.headings.length > 0 ? ownHeadingMatch(p, [...subject]) : 0;
  // Code that names the task ("pip install vantage-cli" for installing the CLI) is the answer more often than code nearby.
  const codeTerms = new Set(
    contentTerms(
      lines
        .filter((l) => l.kind === 'code')
        .map((l) => l.text)
        .join(' '),
    ),
  );
  return (
    share([...wanted], terms) +
    share([...subject], terms) +
    3 * heading +
    p.titleMatch +
    Math.min(steps, 3) * 0.2 +
    (code || leadingCode(lines).length > 0 ? 0.6 : 0) +
    share([...subject], codeTerms) +
    (isTaskPage(p) ? 0.3 : 0)
  );
}
