import type { Config } from 'dompurify';
import type { JSDOM } from 'jsdom';
import { FILE_API_BASE } from '@kg/contract';

/**
 * The one sanitiser of rich text (docs/product/website.md#rich-text): an allow-list over a spec-compliant parse
 * (DOMPurify on jsdom, not a regex), so what is stored is only what the list allows. Headings, paragraphs, lists,
 * quotes, tables and basic marks; links with http, https or mailto only; images only from this server's file route;
 * no style, no classes, no event handlers, no iframes, forms, SVG or MathML, and no URL-carrying attribute but
 * `href` and `src`.
 */

const ALLOWED_TAGS = [
  'p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'code', 'pre', 'blockquote', 'hr',
  'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'colspan', 'rowspan'];
const LINK_PATTERN = /^(?:https?:\/\/|mailto:)/i;
const IMAGE_PATTERN = new RegExp(`^${FILE_API_BASE}/(\\d{1,10})(?:/thumb)?$`);
/** Blocks whose end separates words in the plain text. */
const BLOCKS = 'p,h2,h3,h4,li,blockquote,pre,td,th,br,hr';

const config: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  // every URL is checked again per tag below; this first gate lets through only what either rule could keep
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/|mailto:|\/api\/file\/\d)/i,
  KEEP_CONTENT: true,
  WHOLE_DOCUMENT: false,
};

type Purifier = ReturnType<typeof import('dompurify').default>;
type Instance = { purify: Purifier; window: JSDOM['window'] };
let purifier: Promise<Instance> | undefined;

/**
 * One jsdom window and one purifier for the process (sanitising is synchronous, so they are never shared mid-call).
 * jsdom is loaded on the first save of a post, not at start: loading it takes most of a second (docs/decisions/009).
 */
function instance(): Promise<Instance> {
  purifier ??= createInstance().catch((error: unknown) => {
    purifier = undefined;
    throw error;
  });
  return purifier;
}

async function createInstance(): Promise<Instance> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const { window } = new JSDOM('<!doctype html><html><body></body></html>');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (element.tagName === 'A') {
      const href = element.getAttribute('href');
      if (href === null || !LINK_PATTERN.test(href.trim())) element.removeAttribute('href');
      else {
        element.setAttribute('target', '_blank');
        element.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    }
    if (element.tagName === 'IMG' && !IMAGE_PATTERN.test(element.getAttribute('src') ?? '')) element.remove();
  });
  return { purify, window };
}

export type SanitisedRichText = {
  html: string;
  /** the words without markup (search, list summaries, the empty check) */
  text: string;
  /** the ids of the files its images show, in order */
  imageFileIds: number[];
};

export type SanitiseOptions = {
  /** Keep only images of these files (a post's own editor images); others are dropped. */
  allowedImageIds?: ReadonlySet<number>;
};

export type RichTextSanitiser = (input: string, options?: SanitiseOptions) => SanitisedRichText;

/** The sanitiser, once its DOM is loaded; the function itself is synchronous. */
export async function loadRichTextSanitiser(): Promise<RichTextSanitiser> {
  const loaded = await instance();
  return (input, options) => sanitise(loaded, input, options);
}

function sanitise({ purify, window }: Instance, input: string, options: SanitiseOptions = {}): SanitisedRichText {
  const body = purify.sanitize(input, { ...config, ADD_ATTR: ['target', 'rel'], RETURN_DOM: true }) as unknown as HTMLElement;
  const imageFileIds: number[] = [];
  for (const img of Array.from(body.querySelectorAll('img'))) {
    const id = Number(IMAGE_PATTERN.exec(img.getAttribute('src') ?? '')?.[1]);
    if (options.allowedImageIds && !options.allowedImageIds.has(id)) img.remove();
    else imageFileIds.push(id);
  }
  const html = body.innerHTML;
  const textRoot = body.cloneNode(true) as HTMLElement;
  for (const block of Array.from(textRoot.querySelectorAll(BLOCKS))) block.append(window.document.createTextNode(' '));
  const text = (textRoot.textContent ?? '').replace(/\s+/g, ' ').trim();
  return { html, text, imageFileIds: [...new Set(imageFileIds)] };
}
