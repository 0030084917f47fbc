import { Fragment } from 'react';
import { parseSnippet } from './snippet.js';

/** A search snippet with the matched words in <mark>, everything else as escaped text. */
export function HighlightedSnippet({ snippet }: { snippet: string }) {
  return (
    <>
      {parseSnippet(snippet).map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>))}
    </>
  );
}
