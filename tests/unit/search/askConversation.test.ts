import {describe, expect, it} from 'vitest';
import {
  askReducer,
  cleanQuestion,
  initialAskState,
  lastQuestion,
  maxHistoryChars,
  serviceFailure,
  shortened,
  withAnswer,
  withFeedback,
  withQuestion,
  type AskAction,
  type AskState,
} from '../../../src/theme/SearchBar/Ask/askConversation';
import {AnswerServiceError} from '../../../src/search/openai';
import type {Conversation} from '../../../src/search/storage';

const past: Conversation = {
  id: 'c1',
  title: 'What port does RLM use?',
  updatedAt: 1,
  messages: [
    {role: 'user', text: 'What port does RLM use?'},
    {
      role: 'assistant',
      text: 'RLM listens on 5053. [1]',
      citations: [{n: 1, url: '/platform/licenses/how-to-guides/rlm', title: 'RLM'}],
      engine: 'offline',
    },
  ],
};

function run(state: AskState, ...actions: AskAction[]): AskState {
  return actions.reduce(askReducer, state);
}

describe('Ask conversation state', () => {
  it('shows the question at once, streams the answer, then keeps the saved conversation', () => {
    const asked = withQuestion(null, 'How do I install the CLI?', 'c2', 10);
    let state = run(
      initialAskState([past]),
      {type: 'input', text: 'How do I install the CLI?'},
      {type: 'input', text: ''},
      {type: 'start', run: 1, conversation: asked},
    );
    expect(state.busy).toBe(true);
    expect(state.conversation?.messages).toEqual([{role: 'user', text: 'How do I install the CLI?'}]);
    state = run(state, {type: 'token', run: 1, text: 'Run pip'});
    expect(state.streaming).toBe('Run pip');
    const done = withAnswer(asked, {role: 'assistant', text: 'Run pip install vantage-cli.', engine: 'ai'}, 20);
    state = run(state, {type: 'answered', run: 1, conversation: done, conversations: [done, past]});
    expect(state).toMatchObject({busy: false, streaming: '', run: 0, failure: null});
    expect(state.conversation?.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(state.conversations.map((c) => c.id)).toEqual(['c2', 'c1']);
  });

  it('drops what a cancelled or superseded question reports later', () => {
    const first = withQuestion(null, 'first', 'a', 1);
    const second = withQuestion(null, 'second', 'b', 2);
    let state = run(
      initialAskState([]),
      {type: 'start', run: 1, conversation: first},
      {type: 'start', run: 2, conversation: second},
    );
    state = run(
      state,
      {type: 'token', run: 1, text: 'late words'},
      {
        type: 'answered',
        run: 1,
        conversation: withAnswer(first, {role: 'assistant', text: 'late'}, 3),
        conversations: [],
      },
      {type: 'failed', run: 1, failure: {title: 'late failure'}, base: null, question: 'first'},
    );
    expect(state).toMatchObject({run: 2, busy: true, streaming: '', failure: null});
    expect(state.conversation?.title).toBe('second');
    // New conversation: the running answer is cancelled, and its result no longer lands.
    state = run(
      state,
      {type: 'newConversation'},
      {type: 'token', run: 2, text: 'x'},
      {type: 'answered', run: 2, conversation: second, conversations: [second]},
    );
    expect(state).toMatchObject({conversation: null, busy: false, streaming: '', failure: null, conversations: []});
  });

  it('on failure puts the conversation back, the question in the input, and offers the offline answer', () => {
    const asked = withQuestion(past, 'And the web port?', 'unused', 5);
    expect(asked.id).toBe('c1');
    expect(asked.messages).toHaveLength(3);
    let state = run(
      initialAskState([past]),
      {type: 'open', conversation: past},
      {type: 'start', run: 4, conversation: asked},
      {type: 'token', run: 4, text: 'par'},
    );
    const failure = serviceFailure(
      new AnswerServiceError('http', 'The answer service answered 503.', 'upstream busy', 503),
      'And the web port?',
    );
    state = run(state, {type: 'failed', run: 4, failure, base: past, question: 'And the web port?'});
    expect(state.conversation).toBe(past);
    expect(state.input).toBe('And the web port?');
    expect(state).toMatchObject({busy: false, streaming: ''});
    expect(state.failure).toEqual({
      title: 'The answer service answered 503.',
      detail: 'The service said: upstream busy',
      offlineFor: 'And the web port?',
    });
    // The next question clears the failure.
    state = run(state, {type: 'start', run: 5, conversation: asked});
    expect(state.failure).toBeNull();
  });

  it('describes an unknown fault without the service message', () => {
    expect(serviceFailure(new Error('boom'), 'q')).toEqual({title: 'The answer service failed.', offlineFor: 'q'});
  });

  it('toggles feedback on one answer only', () => {
    const up = withFeedback(past, 1, 'up');
    expect(up.messages[1].feedback).toBe('up');
    expect(up.messages[0].feedback).toBeUndefined();
    expect(withFeedback(up, 1, 'up').messages[1].feedback).toBeUndefined();
    expect(withFeedback(up, 1, 'down').messages[1].feedback).toBe('down');
    expect(past.messages[1].feedback).toBeUndefined();
  });

  it('cleans questions, shortens long history and finds the last question', () => {
    expect(cleanQuestion('   ')).toBe('');
    expect(cleanQuestion(` ${'a'.repeat(600)} `)).toHaveLength(500);
    const long = shortened({role: 'assistant', text: 'x'.repeat(maxHistoryChars + 50)});
    expect(long.text).toHaveLength(maxHistoryChars + 1);
    expect(long.text.endsWith('…')).toBe(true);
    expect(shortened({role: 'user', text: 'short'}).text).toBe('short');
    expect(lastQuestion(past, 'opening')).toBe('What port does RLM use?');
    expect(lastQuestion(null, 'opening')).toBe('opening');
  });
});
