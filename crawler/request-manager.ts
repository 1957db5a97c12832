/**
 * The crawler's queue of pages to fetch, handed to Crawlee through its `requestManager` option.
 *
 * Crawlee's default request queue is built for many processes sharing one storage: every add, fetch
 * and mark goes through locks, a client that copies each request and schema validation of every
 * call. A Vigil crawl owns its queue alone, in one process, and forgets it when the run ends (pages
 * to re-crawl are remembered in the state store, not here), so a plain in-memory FIFO does the same
 * work. Measured on the crawl benchmark, the default queue's calls were about a third of the crawler's
 * CPU per page outside extraction.
 *
 * Deduplication: a request whose unique key was seen before in this run is reported as already
 * present and not queued again, as Crawlee's queue does. A reclaimed request (a retry) goes back at
 * the end, or first with `forefront`.
 */
import {
  Request,
  type BasicCrawler,
  type AddRequestsBatchedOptions,
  type AddRequestsBatchedResult,
  type IRequestManager,
  type RequestQueueOperationInfo,
  type RequestOptions,
  type RequestQueueOperationOptions,
  type RequestsLike,
  type Source,
} from '@crawlee/cheerio';

export class MemoryRequestManager implements IRequestManager {
  /** Requests waiting to be fetched, in order; `head` is the next one. */
  private queue: Request[] = [];
  private head = 0;
  private readonly inProgress = new Set<string>();
  private readonly known = new Map<string, { id: string; handled: boolean }>();
  private handled = 0;
  private nextId = 0;

  async isFinished(): Promise<boolean> {
    return this.pending() === 0 && this.inProgress.size === 0;
  }

  async isEmpty(): Promise<boolean> {
    return this.pending() === 0;
  }

  async handledCount(): Promise<number> {
    return this.handled;
  }

  getTotalCount(): number {
    return this.known.size;
  }

  getPendingCount(): number {
    return this.pending() + this.inProgress.size;
  }

  async fetchNextRequest<
    T extends Record<string, unknown> = Record<string, unknown>,
  >(): Promise<Request<T> | null> {
    if (this.head >= this.queue.length) return null;
    const request = this.queue[this.head]!;
    this.queue[this.head] = undefined as unknown as Request;
    this.head++;
    // Drop the consumed front now and then so a long crawl does not keep every request alive.
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
    this.inProgress.add(request.id!);
    return request as unknown as Request<T>;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Request> {
    for (;;) {
      const request = await this.fetchNextRequest();
      if (!request) return;
      yield request;
    }
  }

  async markRequestHandled(request: Request): Promise<RequestQueueOperationInfo> {
    const id = request.id!;
    if (this.inProgress.delete(id)) this.handled++;
    request.handledAt ??= new Date().toISOString();
    const entry = this.known.get(request.uniqueKey);
    if (entry) entry.handled = true;
    return this.info(request, false, true, false);
  }

  async reclaimRequest(
    request: Request,
    options: RequestQueueOperationOptions = {},
  ): Promise<RequestQueueOperationInfo | null> {
    if (!this.inProgress.delete(request.id!)) return null;
    this.enqueue(request, options.forefront ?? false);
    return this.info(request, true, false, options.forefront ?? false);
  }

  async addRequest(
    source: Source,
    options: RequestQueueOperationOptions = {},
  ): Promise<RequestQueueOperationInfo> {
    const forefront = options.forefront ?? false;
    const request = source instanceof Request ? source : new Request(requestOptions(source));
    const seen = this.known.get(request.uniqueKey);
    if (seen) {
      request.id = seen.id;
      return this.info(request, true, seen.handled, forefront);
    }
    request.id = `r${(this.nextId++).toString(36)}`;
    this.known.set(request.uniqueKey, { id: request.id, handled: false });
    this.enqueue(request, forefront);
    return this.info(request, false, false, forefront);
  }

  async addRequestsBatched(
    requests: RequestsLike,
    options: AddRequestsBatchedOptions = {},
  ): Promise<AddRequestsBatchedResult> {
    const added: RequestQueueOperationInfo[] = [];
    const overLimit: Source[] = [];
    const limit = options.maxNewRequests ?? Infinity;
    let fresh = 0;
    for await (const item of requests as AsyncIterable<Source | string>) {
      const source: Source = typeof item === 'string' ? { url: item } : item;
      if (fresh >= limit) {
        overLimit.push(source);
        continue;
      }
      const info = await this.addRequest(source, options);
      if (!info.wasAlreadyPresent) fresh++;
      added.push(info);
    }
    return {
      addedRequests: added,
      waitForAllRequestsToBeAdded: Promise.resolve([]),
      ...(overLimit.length > 0 ? { requestsOverLimit: overLimit } : {}),
    };
  }

  private pending(): number {
    return this.queue.length - this.head;
  }

  private enqueue(request: Request, forefront: boolean): void {
    if (!forefront) {
      this.queue.push(request);
    } else if (this.head > 0) {
      this.queue[--this.head] = request;
    } else {
      this.queue.unshift(request);
    }
  }

  private info(
    request: Request,
    wasAlreadyPresent: boolean,
    wasAlreadyHandled: boolean,
    forefront: boolean,
  ): RequestQueueOperationInfo {
    return {
      requestId: request.id!,
      uniqueKey: request.uniqueKey,
      wasAlreadyPresent,
      wasAlreadyHandled,
      forefront,
    };
  }
}

/** A source as request options; this queue takes URLs, not lists of URLs to download. */
function requestOptions(source: Source): RequestOptions {
  if (typeof source.url !== 'string')
    throw new Error('A crawl request needs a url (requestsFromUrl is not supported)');
  return { ...source, url: source.url };
}

/**
 * Gives a crawler its request manager, as the documented `requestManager` option would. Crawlee
 * 3.18's option validation (`BasicCrawler.optionsShape`, checked with `exactShape`) does not list
 * that option and rejects it, so it is set the way the constructor sets it: as both the manager and
 * the queue the crawler adds to. Call before `run`.
 */
export function useRequestManager(crawler: BasicCrawler, manager: IRequestManager): void {
  const fields = crawler as unknown as { requestManager?: IRequestManager; requestQueue?: unknown };
  fields.requestManager = manager;
  fields.requestQueue = manager;
}
