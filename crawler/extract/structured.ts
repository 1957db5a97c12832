/**
 * The structured layers: schema.org JSON-LD (Person, or an Article/NewsArticle/WebPage about a
 * Person, in arrays or @graph with @id references) and schema.org microdata (itemscope/itemprop).
 * Both produce the same StructuredFacts; the orchestrator fills gaps from the text afterwards.
 */
import type { CheerioAPI } from 'cheerio/slim';
import type { Element } from 'domhandler';

/** A place as structured data writes it. */
export interface StructuredPlace {
  locality?: string;
  region?: string;
  county?: string;
  name?: string;
}

/** What a structured layer found about the decedent and the page. */
export interface StructuredFacts {
  layer: 'json-ld' | 'microdata';
  name?: string;
  givenName?: string;
  familyName?: string;
  additionalName?: string;
  honorificPrefix?: string;
  honorificSuffix?: string;
  birthDate?: string;
  deathDate?: string;
  birthPlace?: StructuredPlace;
  deathPlace?: StructuredPlace;
  homeLocation?: StructuredPlace;
  datePublished?: string;
  publisher?: string;
  /** schema.org type of the publisher or article, for source-type inference. */
  publisherType?: string;
  articleType?: string;
  text?: string;
}

type JsonNode = Record<string, unknown>;

function isNode(v: unknown): v is JsonNode {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function typesOf(node: JsonNode): string[] {
  const t = node['@type'];
  const list = Array.isArray(t) ? t : [t];
  return list.filter((x): x is string => typeof x === 'string').map((x) => x.replace(/^.*[/:#]/, ''));
}

function text(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim() || undefined;
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return text(v[0]);
  if (isNode(v)) return text(v['@value'] ?? v.name);
  return undefined;
}

/** Parses JSON-LD leniently: trailing commas and control characters are common in the wild. */
function parseJsonLd(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    try {
      return JSON.parse(raw.replace(/,\s*([}\]])/g, '$1').replace(/\p{Cc}+/gu, ' '));
    } catch {
      return undefined;
    }
  }
}

/** schema.org properties of a Person that name kin. */
const KIN_PROPS = ['spouse', 'parent', 'parents', 'children', 'sibling', 'siblings', 'relatedTo'] as const;

const ARTICLE_TYPES = new Set([
  'Article',
  'NewsArticle',
  'BlogPosting',
  'ReportageNewsArticle',
  'WebPage',
  'ItemPage',
  'AboutPage',
  'ProfilePage',
  'Obituary',
]);
const NEWS_TYPES = new Set(['NewsMediaOrganization', 'NewsArticle', 'ReportageNewsArticle', 'Newspaper']);

function placeOf(v: unknown, resolve: (v: unknown) => unknown): StructuredPlace | undefined {
  const node = resolve(Array.isArray(v) ? v[0] : v);
  if (typeof node === 'string') return { name: node };
  if (!isNode(node)) return undefined;
  const address = resolve(node.address);
  const a = isNode(address) ? address : node;
  const place: StructuredPlace = {};
  const locality = text(a.addressLocality);
  const region = text(a.addressRegion);
  const county = text(a.addressCounty);
  const name = text(node.name) ?? (typeof address === 'string' ? address : undefined);
  if (locality) place.locality = locality;
  if (region) place.region = region;
  if (county) place.county = county;
  if (name) place.name = name;
  return Object.keys(place).length > 0 ? place : undefined;
}

/** Reads every JSON-LD block on the page; null when none describes a person, article or publisher. */
export function readJsonLd($: CheerioAPI): StructuredFacts | null {
  const nodes: JsonNode[] = [];
  const collect = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(collect);
    else if (isNode(v)) {
      nodes.push(v);
      if (Array.isArray(v['@graph'])) collect(v['@graph']);
    }
  };
  $('script[type="application/ld+json"]').each((_i, el) => {
    collect(parseJsonLd($(el).text()));
  });
  if (nodes.length === 0) return null;
  const byId = new Map<string, JsonNode>();
  for (const n of nodes) if (typeof n['@id'] === 'string') byId.set(n['@id'], n);
  const resolve = (v: unknown): unknown => {
    const first = Array.isArray(v) ? v[0] : v;
    if (isNode(first) && typeof first['@id'] === 'string' && Object.keys(first).length === 1) {
      return byId.get(first['@id']) ?? first;
    }
    return first;
  };

  const articles = nodes.filter((n) => typesOf(n).some((t) => ARTICLE_TYPES.has(t)));
  const persons = nodes.filter((n) => typesOf(n).includes('Person'));
  // People an article is about, and people who only wrote or published it.
  const about = new Set<JsonNode>();
  const authors = new Set<JsonNode>();
  for (const a of articles) {
    for (const key of ['about', 'mainEntity', 'subjectOf']) {
      const r = resolve(a[key]);
      if (isNode(r) && typesOf(r).includes('Person')) about.add(r);
    }
    for (const key of ['author', 'creator', 'publisher', 'editor']) {
      const r = resolve(a[key]);
      if (isNode(r)) authors.add(r);
    }
  }
  for (const p of about) if (!persons.includes(p)) persons.push(p);
  // People another person's node names as kin ("spouse": {"@id": "#john"}): the page's person is the
  // one whose kin they are, though they died too.
  const kin = new Set<unknown>();
  for (const p of persons) {
    for (const key of KIN_PROPS) {
      const v = p[key];
      for (const one of Array.isArray(v) ? v : [v]) kin.add(resolve(one));
    }
  }
  const person =
    persons.find((p) => p.deathDate !== undefined && !kin.has(p)) ??
    persons.find((p) => p.deathDate !== undefined) ??
    persons.find((p) => about.has(p)) ??
    persons.find((p) => !authors.has(p) && !STAFF_PROPS.some((k) => p[k] !== undefined));
  const facts: StructuredFacts = { layer: 'json-ld' };
  const set = <K extends keyof StructuredFacts>(key: K, value: StructuredFacts[K] | undefined): void => {
    if (value !== undefined) facts[key] = value;
  };
  // Without a Person the page facts (publisher, date, article type) still help the text layer.
  const p: JsonNode = person ?? {};
  set('name', text(p.name));
  set('givenName', text(p.givenName));
  set('familyName', text(p.familyName));
  set('additionalName', text(p.additionalName));
  set('honorificPrefix', text(p.honorificPrefix));
  set('honorificSuffix', text(p.honorificSuffix));
  set('birthDate', text(p.birthDate));
  set('deathDate', text(p.deathDate));
  set('birthPlace', placeOf(p.birthPlace, resolve));
  set('deathPlace', placeOf(p.deathPlace, resolve));
  set('homeLocation', placeOf(p.homeLocation ?? p.address, resolve));

  const article =
    articles.find(
      (a) => about.has(resolve(a.about) as JsonNode) || about.has(resolve(a.mainEntity) as JsonNode),
    ) ?? articles[0];
  if (article) {
    set('datePublished', text(article.datePublished) ?? text(article.dateCreated));
    set('articleType', typesOf(article)[0]);
    set('text', text(article.articleBody) ?? text(article.description));
    const pub = resolve(article.publisher ?? article.provider ?? article.sourceOrganization);
    if (isNode(pub)) {
      set('publisher', text(pub.name));
      set('publisherType', typesOf(pub)[0]);
    } else {
      set('publisher', text(pub));
    }
  }
  if (!facts.publisher) {
    const org = nodes.find((n) =>
      typesOf(n).some((t) => /FuneralHome|Organization|LocalBusiness|NewsMediaOrganization|Cemetery/.test(t)),
    );
    if (org) {
      set('publisher', text(org.name));
      set('publisherType', typesOf(org)[0]);
    }
  }
  set('text', facts.text ?? text(p.description));
  return person || facts.publisher || facts.datePublished ? facts : null;
}

/** The value of one microdata property element, per the HTML microdata rules. */
function itemValue($: CheerioAPI, el: Element): string | undefined {
  const a = el.attribs;
  if (a.content !== undefined) return a.content.trim();
  if (el.name === 'time') return (a.datetime ?? $(el).text()).trim();
  if (el.name === 'a' || el.name === 'link' || el.name === 'area') return a.href;
  if (['img', 'audio', 'video', 'source', 'iframe', 'embed'].includes(el.name)) return a.src;
  if (el.name === 'data' || el.name === 'meter') return a.value;
  return $(el).text().replace(/\s+/g, ' ').trim();
}

interface MicroItem {
  type: string;
  props: Map<string, Array<string | MicroItem>>;
}

function readItem($: CheerioAPI, scope: Element): MicroItem {
  const type = (scope.attribs.itemtype ?? '').split(/\s+/)[0]?.replace(/^.*[/:#]/, '') ?? '';
  const props = new Map<string, Array<string | MicroItem>>();
  $(scope)
    .find('[itemprop]')
    .each((_i, el) => {
      // A property belongs to the nearest enclosing itemscope.
      const owner = $(el).parent().closest('[itemscope]')[0];
      if (owner !== scope) return;
      const value = el.attribs.itemscope !== undefined ? readItem($, el) : itemValue($, el);
      if (value === undefined || value === '') return;
      for (const name of (el.attribs.itemprop ?? '').split(/\s+/)) {
        if (!name) continue;
        const list = props.get(name) ?? [];
        list.push(value);
        props.set(name, list);
      }
    });
  return { type, props };
}

function microText(item: MicroItem, prop: string): string | undefined {
  const v = item.props.get(prop)?.[0];
  if (typeof v === 'string') return v || undefined;
  return v ? microText(v, 'name') : undefined;
}

function microPlace(item: MicroItem, prop: string): StructuredPlace | undefined {
  const v = item.props.get(prop)?.[0];
  if (v === undefined) return undefined;
  if (typeof v === 'string') return { name: v };
  const addr = v.props.get('address')?.[0];
  const a = addr && typeof addr !== 'string' ? addr : v;
  const place: StructuredPlace = {};
  const locality = microText(a, 'addressLocality');
  const region = microText(a, 'addressRegion');
  const name = microText(v, 'name');
  if (locality) place.locality = locality;
  if (region) place.region = region;
  if (name) place.name = name;
  return Object.keys(place).length > 0 ? place : undefined;
}

/**
 * What a staff member's card gives and an obituary's subject does not: a funeral director in a
 * page's sidebar ("John Whitaker, Funeral Director") is no one the page reports dead.
 */
const STAFF_PROPS = ['jobTitle', 'worksFor', 'telephone', 'email'];

/** Reads schema.org microdata; null when no Person item is on the page. */
export function readMicrodata($: CheerioAPI): StructuredFacts | null {
  const scopes = $('[itemscope][itemtype]').toArray();
  if (scopes.length === 0) return null;
  const items = scopes.map((el) => ({ el, item: readItem($, el) }));
  const persons = items.filter((i) => i.item.type === 'Person');
  const person =
    persons.find((p) => p.item.props.has('deathDate')) ??
    persons.find((p) => /\b(?:about|mainEntity)\b/.test(p.el.attribs.itemprop ?? '')) ??
    persons.find(
      (p) =>
        !/\b(?:author|creator|publisher|editor|employee|employees|founder|member)\b/.test(
          p.el.attribs.itemprop ?? '',
        ) && !STAFF_PROPS.some((k) => p.item.props.has(k)),
    );
  if (!person) return null;
  const p = person.item;
  const facts: StructuredFacts = { layer: 'microdata' };
  const set = <K extends keyof StructuredFacts>(key: K, value: StructuredFacts[K] | undefined): void => {
    if (value !== undefined) facts[key] = value;
  };
  set('name', microText(p, 'name'));
  set('givenName', microText(p, 'givenName'));
  set('familyName', microText(p, 'familyName'));
  set('additionalName', microText(p, 'additionalName'));
  set('honorificPrefix', microText(p, 'honorificPrefix'));
  set('honorificSuffix', microText(p, 'honorificSuffix'));
  set('birthDate', microText(p, 'birthDate'));
  set('deathDate', microText(p, 'deathDate'));
  set('birthPlace', microPlace(p, 'birthPlace'));
  set('deathPlace', microPlace(p, 'deathPlace'));
  set('homeLocation', microPlace(p, 'homeLocation') ?? microPlace(p, 'address'));
  const article = items.find((i) => ARTICLE_TYPES.has(i.item.type))?.item;
  if (article) {
    set('datePublished', microText(article, 'datePublished'));
    set('articleType', article.type);
    set('text', microText(article, 'articleBody'));
    const pub = article.props.get('publisher')?.[0];
    if (pub !== undefined) {
      set('publisher', typeof pub === 'string' ? pub : microText(pub, 'name'));
      if (typeof pub !== 'string') set('publisherType', pub.type);
    }
  }
  if (!facts.publisher) {
    const org = items.find((i) => /FuneralHome|Organization|LocalBusiness/.test(i.item.type));
    if (org) {
      set('publisher', microText(org.item, 'name'));
      set('publisherType', org.item.type);
    }
  }
  set('text', facts.text ?? microText(p, 'description'));
  return facts;
}

/** True when the publisher or article type says news. */
export function isNewsType(type: string | undefined): boolean {
  return type !== undefined && NEWS_TYPES.has(type);
}
