import {describe, expect, it} from 'vitest';
import type {AnswerBlock} from '../../../src/search/answerFormat';
import {renumber, withoutRepeats} from '../../../src/search/compose/repeats';

const hedge: AnswerBlock = {kind: 'paragraph', text: 'These passages are the closest the documentation has:'};

describe('withoutRepeats', () => {
  it('drops a line that a later step says again, keeping the step', () => {
    const blocks: AnswerBlock[] = [
      hedge,
      {kind: 'paragraph', text: 'Open lab-group and click Add Members. [1]'},
      {kind: 'paragraph', text: 'They must already be members of the organization. [2]'},
      {
        kind: 'steps',
        items: [
          {n: 1, text: 'Open lab-group and click Add Members.'},
          {n: 2, text: 'Enter the e-mail addresses. [1]'},
        ],
      },
    ];
    expect(withoutRepeats(blocks)).toEqual([hedge, blocks[2], blocks[3]]);
  });

  it('keeps the later of two equal paragraphs and drops bullet items a later list holds', () => {
    const blocks: AnswerBlock[] = [
      hedge,
      {kind: 'paragraph', text: 'Instead of pasting a token, let Postman fetch one. [1]'},
      {
        kind: 'bullets',
        items: ['Open the Authorization tab.', 'Pick the Client Credentials grant.', 'Save the request.'],
      },
      {kind: 'paragraph', text: 'Instead of pasting a token, let Postman fetch one. It uses client credentials: [1]'},
      {
        kind: 'steps',
        items: [
          {n: 1, text: 'Open the Authorization tab.'},
          {n: 2, text: 'Pick the Client Credentials grant. [1]'},
        ],
      },
    ];
    expect(withoutRepeats(blocks)).toEqual([
      hedge,
      {kind: 'bullets', items: ['Save the request.']},
      blocks[3],
      blocks[4],
    ]);
  });

  it('keeps a lead-in whose code stays, and drops code every line of which a later step holds', () => {
    const blocks: AnswerBlock[] = [
      hedge,
      {kind: 'paragraph', text: 'Check the state from any host: [1]'},
      {kind: 'code', text: 'lmutil lmstat -a -c 27000@lic01\nlmutil lmdiag'},
      {kind: 'paragraph', text: 'Install the license file: [1]'},
      {kind: 'code', text: 'SERVER lic01 0050569a1b2c 27000'},
      {kind: 'steps', items: [{n: 1, text: 'Install the license file: `SERVER lic01 0050569a1b2c 27000` [1]'}]},
    ];
    expect(withoutRepeats(blocks)).toEqual([hedge, blocks[1], blocks[2], blocks[5]]);
  });

  it('never drops the opening block, a line that shares only some words with a later one, or a short one', () => {
    const blocks: AnswerBlock[] = [
      hedge,
      {kind: 'paragraph', text: 'The main port is 5053. [1]'},
      {kind: 'paragraph', text: 'Click Save. [1]'},
      {kind: 'paragraph', text: 'The web admin port is 5054. [1]'},
      {kind: 'steps', items: [{n: 1, text: 'Click Save to keep the draft. [1]'}]},
      {kind: 'paragraph', text: hedge.text},
    ];
    expect(withoutRepeats(blocks)).toEqual(blocks);
  });

  it('drops a long sentence a later line holds whole, not a short one that a longer sentence qualifies', () => {
    const blocks: AnswerBlock[] = [
      hedge,
      {kind: 'paragraph', text: 'Python 3.12 or newer. [1]'},
      {kind: 'paragraph', text: 'Install lmgrd, lmutil and the vendor daemon on all three hosts. [2]'},
      {kind: 'paragraph', text: 'Python 3.12 or newer for the Vantage SDK. [3]'},
      {kind: 'steps', items: [{n: 1, text: 'Install lmgrd, lmutil and the vendor daemon on all three hosts first.'}]},
    ];
    expect(withoutRepeats(blocks)).toEqual([hedge, blocks[1], blocks[3], blocks[4]]);
  });
});

describe('renumber', () => {
  it('numbers markers 1..n in order of first use, read-more links included', () => {
    const {blocks, order} = renumber(
      [
        {kind: 'paragraph', text: 'Second passage first. [3]'},
        {kind: 'steps', items: [{n: 1, text: 'A step. [1]'}]},
        {kind: 'bullets', items: ['Back to the first. [3]']},
        {kind: 'readMore', refs: [5, 1]},
      ],
      5,
    );
    expect(blocks).toEqual([
      {kind: 'paragraph', text: 'Second passage first. [1]'},
      {kind: 'steps', items: [{n: 1, text: 'A step. [2]'}]},
      {kind: 'bullets', items: ['Back to the first. [1]']},
      {kind: 'readMore', refs: [3, 2]},
    ]);
    expect(order).toEqual([3, 1, 5]);
  });

  it('leaves an index glued to a word and a number past the cited passages alone', () => {
    const {blocks, order} = renumber([{kind: 'paragraph', text: 'Read items[0] of the list [7] first. [2]'}], 2);
    expect(blocks).toEqual([{kind: 'paragraph', text: 'Read items[0] of the list [7] first. [1]'}]);
    expect(order).toEqual([2]);
  });
});
