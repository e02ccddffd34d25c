// Escaping for what the server writes into its HTML pages.
const ATTRIBUTE: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

export const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => ATTRIBUTE[c]!);
export const escapeText = (value: string) => value.replace(/[&<>]/g, (c) => ATTRIBUTE[c]!);

/**
 * JSON inside a `<script>` element: `<` written as `\u003c` (the same JSON to a parser), so no text
 * of the data can close the element or open a comment.
 */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
