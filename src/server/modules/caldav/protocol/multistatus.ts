import { childOf, childrenOf, NS, parseXml, type TXmlElement, textOf } from './xml';

/** One DAV:response of a 207: its absolute URL, its own status (sync removals), its found properties. */
export type TDavResponse = {
  url: string;
  /** The response-level DAV:status, when the server gives one instead of propstats. */
  status: number | null;
  /** The properties of the 2xx propstats; those reported 404 are simply absent. */
  props: TXmlElement[];
};

export type TMultistatus = { responses: TDavResponse[]; syncToken: string | null };

/** `HTTP/1.1 404 Not Found` → 404. */
export function statusCode(element: TXmlElement | undefined): number | null {
  const match = textOf(element)?.match(/^HTTP\/\d(?:\.\d)?\s+(\d{3})/i);
  return match ? Number(match[1]) : null;
}

/** Resolves a DAV:href against the URL that answered: callers always get absolute URLs. */
export function resolveHref(href: string, base: string): string {
  return new URL(href, base).href;
}

/**
 * Reads a DAV:multistatus body, or returns null when the document is not one (an HTML page, a
 * proxy's error, no XML at all): the caller decides which error that is.
 */
export function parseMultistatus(body: string, base: string): TMultistatus | null {
  let root: TXmlElement;
  try {
    root = parseXml(body);
  } catch {
    return null;
  }
  if (root.ns !== NS.dav || root.name !== 'multistatus') return null;
  const responses = childrenOf(root, NS.dav, 'response').flatMap((response) => {
    const href = textOf(childOf(response, NS.dav, 'href'));
    if (!href) return [];
    const props = childrenOf(response, NS.dav, 'propstat')
      .filter((propstat) => {
        const status = statusCode(childOf(propstat, NS.dav, 'status'));
        return status !== null && status >= 200 && status < 300;
      })
      .flatMap((propstat) => childOf(propstat, NS.dav, 'prop')?.children ?? []);
    const status = statusCode(childOf(response, NS.dav, 'status'));
    return [{ url: resolveHref(href, base), status, props }];
  });
  return { responses, syncToken: textOf(childOf(root, NS.dav, 'sync-token')) };
}

/** A found property of one response. */
export function propOf(response: TDavResponse, ns: string, name: string): TXmlElement | undefined {
  return response.props.find((prop) => prop.ns === ns && prop.name === name);
}

/** The URL in a property holding a DAV:href (current-user-principal, calendar-home-set). */
export function hrefProp(response: TDavResponse, ns: string, name: string, base: string): string | null {
  const href = textOf(childOf(propOf(response, ns, name), NS.dav, 'href'));
  return href ? resolveHref(href, base) : null;
}
