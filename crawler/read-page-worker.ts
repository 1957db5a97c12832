/**
 * The Piscina worker that reads pages for the crawler (the default export is what Piscina runs).
 * The extractor's reference tables load once per worker, on its first task.
 */
import { readPage, type PageReading, type PageReadTask } from './read-page.js';

/** Reads a batch of pages (one Piscina task per batch keeps the per-task overhead small). */
export default function readPages(tasks: PageReadTask[]): PageReading[] {
  return tasks.map(readPage);
}
