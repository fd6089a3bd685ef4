import { createElement } from 'react';
import { textParts } from '../shared/paragraphs.ts';

interface ParagraphsProps {
  /** Already translated text: paragraphs separated by an empty line, "## " starting a subheading. */
  text: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Renders editor text as paragraphs and subheadings — as text, never as HTML. */
export function Paragraphs({ text, headingLevel = 3, className }: ParagraphsProps) {
  return (
    <div className={className}>
      {textParts(text).map((part, index) => (part.heading ? createElement(`h${headingLevel}`, { key: index }, part.text) : <p key={index}>{part.text}</p>))}
    </div>
  );
}
