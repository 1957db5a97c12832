import { describe, expect, it } from 'vitest';
import { findObituaryLinks } from './links.js';
import { page, testLexicon } from './__pages__/reference-tables.js';

const lexicon = testLexicon();

describe('findObituaryLinks', () => {
  it('finds detail pages and numbered pagination on a funeral-home listing', () => {
    const links = findObituaryLinks(
      page('listing-funeral-home.html'),
      'https://oakhill.example/obituaries',
      lexicon,
    );
    expect(links.obituaryLinks).toEqual([
      'https://oakhill.example/obituaries/james-miller-jr',
      'https://oakhill.example/obituaries/dorothy-hill',
      'https://oakhill.example/obituaries/walter-kowalczyk',
      'https://oakhill.example/tribute/details/88123/Helen-Murphy/obituary.html',
    ]);
    expect(links.listingLinks).toEqual([
      'https://oakhill.example/obituaries?page=2',
      'https://oakhill.example/obituaries?page=3',
    ]);
  });

  it('finds name-slug posts and /page/N/ on a WordPress category', () => {
    const links = findObituaryLinks(
      page('listing-wordpress.html'),
      'https://lvfh.example/category/obituaries/',
      lexicon,
    );
    expect(links.obituaryLinks).toEqual([
      'https://lvfh.example/2026/01/john-paul-obrien-smith/',
      'https://lvfh.example/2026/01/helen-murphy/',
      'https://lvfh.example/2026/01/frank-russo/',
    ]);
    expect(links.listingLinks).toEqual(['https://lvfh.example/category/obituaries/page/2/']);
  });

  it('finds rel=next, "Older", teaser links and query-string notices on a newspaper section', () => {
    const links = findObituaryLinks(
      page('listing-newspaper.html'),
      'https://toledoblade.example/obituaries/',
      lexicon,
    );
    expect(links.obituaryLinks).toEqual([
      'https://toledoblade.example/obituaries/2026/03/02/walter-j-kowalczyk',
      'https://toledoblade.example/obituaries/2026/03/02/helen-nowak',
      'https://toledoblade.example/story/news/local/2026/03/01/a4471',
      'https://toledoblade.example/legacy/notice.aspx?n=dale-price&pid=219930',
    ]);
    expect(links.listingLinks).toEqual([
      'https://toledoblade.example/obituaries/?offset=20',
      'https://toledoblade.example/obituaries',
    ]);
  });

  it('finds the sidebar obituaries and the section link on a detail page, not its own sub-pages', () => {
    const links = findObituaryLinks(
      page('funeral-platform.html'),
      'https://oakhill.example/obituaries/james-miller-jr',
      lexicon,
    );
    expect(links.obituaryLinks).toEqual([
      'https://oakhill.example/obituaries/dorothy-hill',
      'https://oakhill.example/obituaries/walter-kowalczyk',
    ]);
    expect(links.listingLinks).toEqual(['https://oakhill.example/obituaries']);
  });

  it('skips other sites, assets, mail links, flowers and navigation', () => {
    const html = `<a href="https://elsewhere.example/obituaries/john-smith">John Smith</a>
      <a href="/obituaries/jane-doe.pdf">Jane Doe</a><a href="mailto:x@y.z">Mail</a><a href="tel:555">Call</a>
      <a href="/obituaries/jane-doe/send-flowers">Send Flowers</a><a href="/grief-support">Grief Support</a>
      <a href="/about-us">About Us</a><a href="/contact">Contact Us</a><a href="#top">Top</a>
      <a href="/jane-doe">Jane Doe</a><a href="/services/cremation">Cremation Services</a>
      <a href="/obituaries/jane-doe#guestbook">Jane Doe</a>`;
    const links = findObituaryLinks(html, 'https://home.example/', lexicon);
    expect(links.obituaryLinks).toEqual([
      'https://home.example/jane-doe',
      'https://home.example/obituaries/jane-doe',
    ]);
    expect(links.listingLinks).toEqual([]);
  });

  it('takes the obituary of a person whose name is a word of the skip list (Flowers, Register)', () => {
    const html = `<a href="/obituaries/james-flowers-1234">James Flowers</a>
      <a href="/obituaries/mary-register">Mary Register</a>
      <a href="/obituaries/james-flowers-1234/send-flowers">Send Flowers</a>
      <a href="/obituaries/mary-register/guestbook">Sign the Guestbook</a><a href="/register">Register</a>`;
    const links = findObituaryLinks(html, 'https://home.example/obituaries/', lexicon);
    expect(links.obituaryLinks).toEqual([
      'https://home.example/obituaries/james-flowers-1234',
      'https://home.example/obituaries/mary-register',
    ]);
  });

  it('reads the name a "Read more" card shows: the obituary of John Flowers, not a flower shop', () => {
    const html = `<div class="card"><h3>John Flowers</h3><p>John Flowers, 81, of Salem, died.</p>
        <a href="/obituary/john-flowers">Read more</a></div>
      <div class="card"><h3>Jane Doe</h3><a href="/obituary/jane-doe/flowers">Read more</a></div>
      <div class="card"><h3>Ann Lee</h3><a href="/send-flowers?to=ann-lee">Read more</a></div>`;
    const links = findObituaryLinks(html, 'https://home.example/obituaries/', lexicon);
    expect(links.obituaryLinks).toEqual(['https://home.example/obituary/john-flowers']);
  });

  it('takes the obituary of a person named Page at a path that ends like a page number', () => {
    const html = `<a href="/obituaries/john-page-12345">John Page</a><a href="/obituaries/page-2">2</a>
      <a href="/obituaries/p-3">Next</a>`;
    const links = findObituaryLinks(html, 'https://home.example/obituaries/', lexicon);
    expect(links.obituaryLinks).toEqual(['https://home.example/obituaries/john-page-12345']);
    expect(links.listingLinks).toEqual([
      'https://home.example/obituaries/page-2',
      'https://home.example/obituaries/p-3',
    ]);
  });

  it("reads a skip-list word in the site's own sections as the site's, not the link's (the Malcolm Register)", () => {
    const html = `<h3><a href="/news/malcolm-register/obits/kyle-straczek-699.html">Kyle Straczek</a></h3>
      <a class="read-more" href="/news/malcolm-register/obits/gillian-leon-1071.html">Read more</a>
      <a href="/news/malcolm-register/subscribe/">Subscribe</a><a href="/news/malcolm-register/obits/page/3/">3</a>`;
    for (const at of ['/news/malcolm-register/obits/', '/news/malcolm-register/obits/page/2/']) {
      const links = findObituaryLinks(html, `https://papers.example${at}`, lexicon);
      expect(links.obituaryLinks).toEqual([
        'https://papers.example/news/malcolm-register/obits/kyle-straczek-699.html',
        'https://papers.example/news/malcolm-register/obits/gillian-leon-1071.html',
      ]);
      expect(links.listingLinks).toEqual(['https://papers.example/news/malcolm-register/obits/page/3/']);
    }
  });

  it('reads a link with a malformed percent escape instead of failing the page', () => {
    const html = `<a href="/obituaries/john-smith%E0%A4%A">John Smith</a><a href="/obituaries/mary-jones">Mary Jones</a>`;
    const links = findObituaryLinks(html, 'https://home.example/obituaries/', lexicon);
    expect(links.obituaryLinks).toEqual([
      'https://home.example/obituaries/john-smith%E0%A4%A',
      'https://home.example/obituaries/mary-jones',
    ]);
  });

  it('does not take a person-name link whose path does not carry the name', () => {
    const links = findObituaryLinks('<a href="/staff/12">Robert Jones</a>', 'https://home.example/', lexicon);
    expect(links.obituaryLinks).toEqual([]);
  });
});
