import { Fragment } from 'react';
import { GlossaryTerm } from './glossary-term';
import { parseRichText } from './parse-rich-text';

/** Renders content text, turning glossary markers into hover cards. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseRichText(text).map((part, index) =>
        part.kind === 'text' ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <GlossaryTerm key={index} term={part.term}>
            {part.text}
          </GlossaryTerm>
        ),
      )}
    </>
  );
}
