import { createElement } from 'react';

interface ParagraphsProps {
  /** Already translated text: paragraphs separated by an empty line, "## " starting a subheading. */
  text: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Renders editor text as paragraphs and subheadings — as text, never as HTML. */
export function Paragraphs({ text, headingLevel = 3, className }: ParagraphsProps) {
  const parts = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return (
    <div className={className}>
      {parts.map((part, index) => (part.startsWith('## ') ? createElement(`h${headingLevel}`, { key: index }, part.slice(3)) : <p key={index}>{part}</p>))}
    </div>
  );
}
