import { SaxesParser } from 'saxes';

export const NS = {
  dav: 'DAV:',
  caldav: 'urn:ietf:params:xml:ns:caldav',
  calendarServer: 'http://calendarserver.org/ns/',
  apple: 'http://apple.com/ns/ical/',
} as const;

/** An element with its namespace URI resolved: servers pick any prefix (D:, d:, none, a default xmlns). */
export type TXmlElement = {
  ns: string;
  name: string;
  attributes: Record<string, string>;
  children: TXmlElement[];
  /** The element's own text and CDATA, entities decoded, whitespace kept. */
  text: string;
};

/** Parses a whole document; throws on malformed XML (callers turn that into 'not-caldav'). */
export function parseXml(xml: string): TXmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: TXmlElement[] = [];
  let root: TXmlElement | undefined;
  let failure: Error | undefined;
  parser.on('error', (err) => {
    failure ??= err;
  });
  parser.on('opentag', (tag) => {
    const element: TXmlElement = {
      ns: tag.uri,
      name: tag.local,
      attributes: Object.fromEntries(
        Object.values(tag.attributes)
          // Namespace declarations are resolved into `ns` already; they are not attributes here.
          .filter((a) => a.prefix !== 'xmlns' && a.name !== 'xmlns')
          .map((a) => [a.local, a.value]),
      ),
      children: [],
      text: '',
    };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else root ??= element;
    stack.push(element);
  });
  const addText = (text: string) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  if (failure) throw failure;
  if (!root) throw new Error('empty XML document');
  return root;
}

export function isElement(element: TXmlElement | undefined, ns: string, name: string): boolean {
  return element?.ns === ns && element.name === name;
}

export function childrenOf(element: TXmlElement | undefined, ns: string, name: string): TXmlElement[] {
  return element?.children.filter((child) => isElement(child, ns, name)) ?? [];
}

export function childOf(element: TXmlElement | undefined, ns: string, name: string): TXmlElement | undefined {
  return element?.children.find((child) => isElement(child, ns, name));
}

/** Whether the element or any descendant is (ns, name): a precondition inside DAV:error. */
export function containsElement(element: TXmlElement, ns: string, name: string): boolean {
  return isElement(element, ns, name) || element.children.some((child) => containsElement(child, ns, name));
}

/** The trimmed text of an element, or null when it is absent or empty. */
export function textOf(element: TXmlElement | undefined): string | null {
  const text = element?.text.trim();
  return text ? text : null;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text or attribute value safe to put inside an XML body. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}
