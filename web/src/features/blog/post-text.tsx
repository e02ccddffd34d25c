// A post's text as its writer typed it in the console: blank lines part paragraphs, lines starting
// with "- ", "* " or "• " make a list, and web addresses are links. Built as elements from the text
// (never as markup), so nothing a writer types runs as code.
import { Fragment } from 'react';

const LIST_ITEM = /^\s*(?:[-*•]|\d+[.)])\s+/;
const ADDRESS = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/;

/** The text with each web address a link (opening in a new tab, telling no referrer). */
function Linked({ text }: { text: string }) {
  const parts = text.split(ADDRESS);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} target="_blank" rel="noopener noreferrer">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** One block of lines: a list when every line is a list item, else a paragraph keeping its line breaks. */
function Block({ lines }: { lines: string[] }) {
  if (lines.every((line) => LIST_ITEM.test(line))) {
    return (
      <ul>
        {lines.map((line, index) => (
          <li key={index}>
            <Linked text={line.replace(LIST_ITEM, '')} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          <Linked text={line} />
        </Fragment>
      ))}
    </p>
  );
}

export function PostText({ text, className }: { text: string; className?: string }) {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0);
  return (
    <div className={className}>
      {blocks.map((lines, index) => (
        <Block key={index} lines={lines} />
      ))}
    </div>
  );
}
