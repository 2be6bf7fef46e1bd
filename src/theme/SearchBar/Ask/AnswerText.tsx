/**
 * An Ask answer as React elements: paragraphs, numbered steps, bullets and
 * code blocks from the answer's line convention (src/search/answerFormat.ts), the [n]
 * citation markers as links to the cited headings, then the sources, numbered
 * like the markers. Everything is rendered as text, never HTML.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {parseAnswer} from '../../../search/answerFormat';
import {splitCitations} from '../../../search/ask';
import type {Citation} from '../../../search/storage';
import styles from './AskPanel.module.css';

interface Props {
  text: string;
  citations: Citation[];
  onNavigate: () => void;
}

/** A run of answer text with its [n] markers as links (an unknown number stays plain text). */
function Cited({text, citations, onNavigate}: Props): ReactNode {
  return splitCitations(text).map((part, i) => {
    if ('text' in part) return <React.Fragment key={i}>{part.text}</React.Fragment>;
    const citation = citations.find((c) => c.n === part.n);
    if (!citation) return <React.Fragment key={i}>[{part.n}]</React.Fragment>;
    return (
      <Link key={i} to={citation.url} className={styles.citationRef} title={citation.title} onClick={onNavigate}>
        [{part.n}]
      </Link>
    );
  });
}

export default function AnswerText({text, citations, onNavigate}: Props): ReactNode {
  const cited = (t: string) => <Cited text={t} citations={citations} onNavigate={onNavigate} />;
  return (
    <>
      <div className={styles.answerText}>
        {parseAnswer(text).map((block, i) => {
          switch (block.kind) {
            case 'paragraph':
              return <p key={i}>{cited(block.text)}</p>;
            case 'steps':
              return (
                <ol key={i} className={styles.answerSteps}>
                  {block.items.map((item, j) => (
                    <li key={j} value={item.n}>
                      {cited(item.text)}
                    </li>
                  ))}
                </ol>
              );
            case 'bullets':
              return (
                <ul key={i}>
                  {block.items.map((item, j) => (
                    <li key={j}>{cited(item)}</li>
                  ))}
                </ul>
              );
            case 'code':
              return (
                <pre key={i} className={styles.answerCode}>
                  <code>{block.text}</code>
                </pre>
              );
            case 'readMore': {
              const more = block.refs.map((n) => citations.find((c) => c.n === n)).filter((c): c is Citation => !!c);
              if (more.length === 0) return null;
              return (
                <p key={i} className={styles.readMore}>
                  Read more:{' '}
                  {more.map((c, j) => (
                    <React.Fragment key={c.n}>
                      {j > 0 && '; '}
                      <Link to={c.url} onClick={onNavigate}>
                        {c.title}
                      </Link>{' '}
                      <span className={styles.citationRef}>[{c.n}]</span>
                    </React.Fragment>
                  ))}
                </p>
              );
            }
          }
        })}
      </div>
      {citations.length > 0 && (
        <ol className={styles.sources} aria-label="Sources">
          {citations.map((c) => (
            <li key={c.n} value={c.n}>
              <Link to={c.url} onClick={onNavigate}>
                {c.title}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
