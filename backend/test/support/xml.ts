/**
 * A small well-formedness check for the drawn SVGs (no XML parser is a dependency): tags nest and
 * close properly, attributes are quoted, and text holds no raw '<' or unescaped '&'.
 * Returns the problems found; empty means well-formed.
 */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  let match: RegExpExecArray | null;
  while ((match = token.exec(xml)) !== null) {
    const [, closing, name, , selfClosing, text, strayLessThan] = match;
    if (strayLessThan !== undefined) {
      problems.push(
        `stray '<' or malformed tag at ${match.index}: ${xml.slice(match.index, match.index + 40)}`,
      );
      continue;
    }
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(text))
        problems.push(`unescaped '&' in text: ${text}`);
      continue;
    }
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}>`);
    } else if (!selfClosing && name !== undefined) {
      stack.push(name);
    }
  }
  // Attribute values must not hold a raw '&' either.
  for (const value of xml.matchAll(/="([^"]*)"/g)) {
    if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(value[1] ?? '')) {
      problems.push(`unescaped '&' in attribute: ${value[1]}`);
    }
  }
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(', ')}`);
  return problems;
}
