/** The site folder's content as the web and the server use it (types and browser-safe helpers). */
export type * from './types';
export { parseRichText, plainText, type RichTextPart } from './rich-text';
