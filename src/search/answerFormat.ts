/**
 * The line convention of an Ask answer's text, shared by the offline composer
 * (which writes it) and AnswerText (which renders it as React elements).
 * Plain text stays valid, so stored answers from earlier versions and model
 * output render unchanged:
 *
 * - a line "```" opens or closes a code block (its lines are shown verbatim);
 * - lines "1. …" form a numbered list (the number is kept), lines "- …" a bulleted one;
 * - a line "Read more: [2] [3]" lists further sources by their titles;
 * - any other line is a paragraph; [n] anywhere outside code is a citation marker.
 */

export type AnswerBlock =
  | {kind: 'paragraph'; text: string}
  | {kind: 'steps'; items: Array<{n: number; text: string}>}
  | {kind: 'bullets'; items: string[]}
  | {kind: 'code'; text: string}
  | {kind: 'readMore'; refs: number[]};

const readMorePrefix = 'Read more:';
const stepLine = /^(\d{1,2})\.\s+(.*)$/;
const bulletLine = /^[-•]\s+(.*)$/;

/** Splits answer text into blocks. */
export function parseAnswer(text: string): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  let code: string[] | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (/^\s*```/.test(line)) {
      if (code) {
        blocks.push({kind: 'code', text: code.join('\n')});
        code = null;
      } else code = [];
      continue;
    }
    if (code) {
      code.push(raw);
      continue;
    }
    if (!line.trim()) continue;
    const last = blocks[blocks.length - 1];
    const step = stepLine.exec(line.trim());
    if (step) {
      const item = {n: Number(step[1]), text: step[2]};
      if (last?.kind === 'steps') last.items.push(item);
      else blocks.push({kind: 'steps', items: [item]});
      continue;
    }
    const bullet = bulletLine.exec(line.trim());
    if (bullet) {
      if (last?.kind === 'bullets') last.items.push(bullet[1]);
      else blocks.push({kind: 'bullets', items: [bullet[1]]});
      continue;
    }
    if (line.startsWith(readMorePrefix)) {
      const refs = [...line.matchAll(/\[(\d{1,2})\]/g)].map((m) => Number(m[1]));
      if (refs.length > 0) {
        blocks.push({kind: 'readMore', refs});
        continue;
      }
    }
    blocks.push({kind: 'paragraph', text: line.trim()});
  }
  // An unclosed fence (a model's answer cut short) still shows its code.
  if (code && code.length > 0) blocks.push({kind: 'code', text: code.join('\n')});
  return blocks;
}

/** Writes blocks in the line convention (the inverse of parseAnswer). */
export function formatAnswer(blocks: readonly AnswerBlock[]): string {
  const out: string[] = [];
  for (const b of blocks) {
    if (b.kind === 'paragraph') out.push(b.text);
    else if (b.kind === 'steps') out.push(...b.items.map((i) => `${i.n}. ${i.text}`));
    else if (b.kind === 'bullets') out.push(...b.items.map((i) => `- ${i}`));
    else if (b.kind === 'code') out.push('```', b.text, '```');
    else out.push(`${readMorePrefix} ${b.refs.map((n) => `[${n}]`).join(' ')}`);
  }
  return out.join('\n');
}
