/**
 * robots.txt per RFC 9309: groups by user agent, Allow/Disallow with `*` and `$`, the longest match
 * wins and Allow wins ties; plus the widespread Crawl-delay extension. Fetched once per origin per
 * crawl; a missing file allows everything, an unreachable one allows nothing.
 */

/** The product token Vigil's crawler answers to in robots.txt groups. */
export const CRAWLER_AGENT_TOKEN = 'VigilBot';
/** RFC 9309 asks crawlers to read at least 500 KiB of a robots.txt; more is ignored. */
export const ROBOTS_MAX_BYTES = 500 * 1024;
/** A robots.txt that takes longer than this counts as unreachable (and so disallows the site). */
export const ROBOTS_TIMEOUT_MS = 10_000;
/** A Crawl-delay above this is capped: a site asking for minutes between pages would never finish. */
export const MAX_CRAWL_DELAY_MS = 30_000;

interface Rule {
  allow: boolean;
  pattern: string;
  regex: RegExp;
}

/** The rules that apply to Vigil on one origin. */
export class RobotsPolicy {
  private constructor(
    private readonly rules: Rule[],
    /** Milliseconds the site asks between requests, or 0. */
    readonly crawlDelayMs: number,
    /** Set when the file could not be read and everything is disallowed. */
    readonly unreachable: string | null = null,
  ) {}

  /** A policy allowing everything (no robots.txt). */
  static allowAll(): RobotsPolicy {
    return new RobotsPolicy([], 0);
  }

  /** A policy disallowing everything (robots.txt unreachable: RFC 9309 section 2.3.1.4). */
  static disallowAll(reason: string): RobotsPolicy {
    return new RobotsPolicy([{ allow: false, pattern: '/', regex: /^\// }], 0, reason);
  }

  /** Parses a robots.txt for the given agent token. */
  static parse(text: string, agent: string = CRAWLER_AGENT_TOKEN): RobotsPolicy {
    const token = agent.toLowerCase();
    const specific: Rule[] = [];
    const generic: Rule[] = [];
    let specificDelay: number | undefined;
    let genericDelay: number | undefined;
    let sawSpecific = false;
    let agents: string[] = [];
    let inRules = false;
    for (const raw of text.slice(0, ROBOTS_MAX_BYTES).split(/\r\n|\r|\n/)) {
      const line = raw.replace(/#.*$/, '').trim();
      const m = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
      if (!m) continue;
      const key = m[1]!.toLowerCase();
      const value = m[2]!.trim();
      if (key === 'user-agent') {
        // A user-agent line after rules starts a new group.
        if (inRules) agents = [];
        inRules = false;
        agents.push(value.toLowerCase());
        continue;
      }
      if (key !== 'allow' && key !== 'disallow' && key !== 'crawl-delay') continue;
      inRules = true;
      const forUs = agents.some((a) => a !== '*' && token.includes(a));
      const forAll = agents.includes('*');
      if (!forUs && !forAll) continue;
      if (forUs) sawSpecific = true;
      if (key === 'crawl-delay') {
        const seconds = Number(value);
        if (Number.isFinite(seconds) && seconds >= 0) {
          if (forUs) specificDelay = seconds;
          else genericDelay = seconds;
        }
        continue;
      }
      // An empty Disallow allows everything; it adds no rule.
      if (value === '') continue;
      const rule = { allow: key === 'allow', pattern: value, regex: patternRegex(value) };
      (forUs ? specific : generic).push(rule);
    }
    const rules = sawSpecific ? specific : generic;
    const delay = sawSpecific ? specificDelay : genericDelay;
    return new RobotsPolicy(rules, Math.min(MAX_CRAWL_DELAY_MS, Math.round((delay ?? 0) * 1000)));
  }

  /** Whether Vigil may fetch the URL (only its path and query are looked at). */
  isAllowed(url: string): boolean {
    let target: string;
    try {
      const u = new URL(url);
      target = normalizePath(u.pathname) + u.search;
    } catch {
      return false;
    }
    if (target === '/robots.txt') return true;
    let best: Rule | undefined;
    for (const rule of this.rules) {
      if (!rule.regex.test(target)) continue;
      if (
        !best ||
        rule.pattern.length > best.pattern.length ||
        (rule.pattern.length === best.pattern.length && rule.allow)
      ) {
        best = rule;
      }
    }
    return best ? best.allow : true;
  }
}

/** Percent-encodes what a URL path may carry raw, so `/a b` and `/a%20b` compare equal. */
function normalizePath(path: string): string {
  try {
    return encodeURI(decodeURI(path));
  } catch {
    return path;
  }
}

function patternRegex(pattern: string): RegExp {
  const anchored = pattern.endsWith('$');
  const body = normalizePath(anchored ? pattern.slice(0, -1) : pattern)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}

/** Reads robots.txt once per origin and hands out the policy. */
export class RobotsCache {
  private readonly byOrigin = new Map<string, Promise<RobotsPolicy>>();
  private readonly ready = new Map<string, RobotsPolicy>();

  constructor(
    private readonly opts: {
      userAgent: string;
      agentToken?: string;
      timeoutMs?: number;
      signal?: AbortSignal;
    },
  ) {}

  /** The policy of the URL's origin, fetching robots.txt the first time. */
  policyFor(url: string): Promise<RobotsPolicy> {
    const origin = new URL(url).origin;
    let pending = this.byOrigin.get(origin);
    if (!pending) {
      pending = this.fetchPolicy(origin).then((p) => {
        this.ready.set(origin, p);
        return p;
      });
      this.byOrigin.set(origin, pending);
    }
    return pending;
  }

  /** The policy of an origin already fetched (synchronous, for request interception), or undefined. */
  known(url: string): RobotsPolicy | undefined {
    try {
      return this.ready.get(new URL(url).origin);
    } catch {
      return undefined;
    }
  }

  private async fetchPolicy(origin: string): Promise<RobotsPolicy> {
    const timeout = AbortSignal.timeout(this.opts.timeoutMs ?? ROBOTS_TIMEOUT_MS);
    const signal = this.opts.signal ? AbortSignal.any([timeout, this.opts.signal]) : timeout;
    let response: Response;
    try {
      response = await fetch(`${origin}/robots.txt`, {
        headers: { 'user-agent': this.opts.userAgent, accept: 'text/plain,*/*;q=0.5' },
        redirect: 'follow',
        signal,
      });
    } catch (e) {
      return RobotsPolicy.disallowAll(`robots.txt unreachable: ${(e as Error).message}`);
    }
    if (response.status >= 400 && response.status < 500) {
      await response.body?.cancel();
      return RobotsPolicy.allowAll();
    }
    if (!response.ok) {
      await response.body?.cancel();
      return RobotsPolicy.disallowAll(`robots.txt answered ${response.status}`);
    }
    try {
      return RobotsPolicy.parse(await response.text(), this.opts.agentToken ?? CRAWLER_AGENT_TOKEN);
    } catch (e) {
      return RobotsPolicy.disallowAll(`robots.txt unreadable: ${(e as Error).message}`);
    }
  }
}
