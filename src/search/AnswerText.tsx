/**
 * An Ask answer as React elements: its text with the [n] citation markers as
 * links to the cited headings. Everything is rendered as text, never HTML.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {splitCitations} from './ask';
import type {Citation} from './storage';
import styles from './AskPanel.module.css';

/** Answer text with its [n] markers as links to the cited headings. */
export default function AnswerText({text, citations, onNavigate}: {text: string; citations: Citation[]; onNavigate: () => void}): ReactNode {
  return (
    <p className={styles.answerText}>
      {splitCitations(text).map((part, i) => {
        if ('text' in part) return <React.Fragment key={i}>{part.text}</React.Fragment>;
        const citation = citations.find((c) => c.n === part.n);
        if (!citation) return <React.Fragment key={i}>[{part.n}]</React.Fragment>;
        return (
          <Link key={i} to={citation.url} className={styles.citationRef} title={citation.title} onClick={onNavigate}>
            [{part.n}]
          </Link>
        );
      })}
    </p>
  );
}
