import { Fragment } from 'react';
import { island } from '../islands/island';
import { GlossaryText } from './glossary-term';
import { parseRichText } from '@leadline/domain/site-content';

// Its own island where the text around it is static HTML (a content page's sections).
const GlossaryTextIsland = island('glossary-term', GlossaryText, 'span');

/** Renders content text, turning glossary markers into hover cards. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseRichText(text).map((part, index) =>
        part.kind === 'text' ? (
          <Fragment key={index}>{part.text}</Fragment>
        ) : (
          <GlossaryTextIsland key={index} term={part.term} text={part.text} />
        ),
      )}
    </>
  );
}
