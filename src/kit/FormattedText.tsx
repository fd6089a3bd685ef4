import { createElement, type ReactNode } from 'react';
import { isFormattedBlock, type FormattedBlock, type FormattedInline, type FormattedListItem } from '../shared/formatted-text.ts';
import { ContentImage } from './ContentImage.tsx';
import { usePage } from './page-context.ts';
import { useSite } from './site-context.ts';
import { SmartLink } from './SmartLink.tsx';
import './formatted-text.css';

interface FormattedTextProps {
  /** Text key of a field of formatted text (`formattedText` in schema/definitions.json). */
  textKey: string;
  /** The level "## " subheadings are drawn at, below the heading of their place ("### " one level lower). */
  headingLevel?: 2 | 3 | 4;
  className?: string | undefined;
}

/**
 * A formatted text (docs/BEHAVIOUR.md#formatted-texts), drawn from the tree the build made of its
 * Markdown (src/shared/formatted-text.ts) as React elements: text is always text, links go through
 * SmartLink, images through ContentImage. A text missing from the page shows its key, as any
 * missing text does.
 */
export function FormattedText({ textKey, headingLevel = 3, className }: FormattedTextProps) {
  const page = usePage();
  const { language } = useSite();
  const text = page.formatted?.[textKey];
  // Edit mode tells the text by these (src/edit-mode/client/): the text of this key, in this language.
  const source = import.meta.env.DEV ? { 'data-dev-text': textKey, 'data-dev-language': language } : {};
  return (
    <div className={className ? `formatted ${className}` : 'formatted'} {...source}>
      {text ? text.map((block, index) => drawBlock(block, index, headingLevel)) : <p>{textKey}</p>}
    </div>
  );
}

function drawBlock(node: FormattedBlock, key: number, level: number): ReactNode {
  switch (node[0]) {
    case 'p': {
      const [, ...contents] = node;
      return <p key={key}>{drawInlines(contents)}</p>;
    }
    case 'h': {
      const [, depth, ...contents] = node;
      return createElement(`h${Math.min(level + depth - 2, 6)}`, { key }, drawInlines(contents));
    }
    case 'ul': {
      const [, ...items] = node;
      return <ul key={key}>{items.map((item, index) => drawItem(item, index, level))}</ul>;
    }
    case 'ol': {
      const [, start, ...items] = node;
      return (
        <ol key={key} {...(start === 1 ? {} : { start })}>
          {items.map((item, index) => drawItem(item, index, level))}
        </ol>
      );
    }
    case 'q': {
      const [, ...contents] = node;
      return <blockquote key={key}>{contents.map((child, index) => drawBlock(child, index, level))}</blockquote>;
    }
  }
}

function drawItem([, ...contents]: FormattedListItem, key: number, level: number): ReactNode {
  return <li key={key}>{contents.map((node, index) => (isFormattedBlock(node) ? drawBlock(node, index, level) : drawInline(node, index)))}</li>;
}

const drawInlines = (nodes: FormattedInline[]): ReactNode[] => nodes.map((node, index) => drawInline(node, index));

function drawInline(node: FormattedInline, key: number): ReactNode {
  if (typeof node === 'string') return node;
  switch (node[0]) {
    case 'b': {
      const [, ...contents] = node;
      return <strong key={key}>{drawInlines(contents)}</strong>;
    }
    case 'i': {
      const [, ...contents] = node;
      return <em key={key}>{drawInlines(contents)}</em>;
    }
    case 'a': {
      const [, href, ...contents] = node;
      return (
        <SmartLink key={key} href={href}>
          {drawInlines(contents)}
        </SmartLink>
      );
    }
    case 'img':
      return <ContentImage key={key} src={node[1]} alt={node[2]} className="formatted__image" />;
    case 'br':
      return <br key={key} />;
  }
}
