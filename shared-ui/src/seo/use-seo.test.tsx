import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../data/query-client';
import { PageHeader } from '../components/page-header';
import { NotFoundScreen } from '../components/not-found-screen';
import { renderPage, testSiteConfig } from '../testing/render-page';
import { faqPageJsonLd } from './json-ld';
import { useSeo, type SeoOptions } from './use-seo';

const siteConfig = { ...testSiteConfig, settings: { ...testSiteConfig.settings, siteUrl: 'https://www.nurseprep.example' } };

const meta = (attribute: 'name' | 'property', key: string) => document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)?.content;
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
const jsonLdBlocks = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);

function SeoProbe(options: SeoOptions) {
  useSeo(options);
  return null;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('useSeo', () => {
  it("gives a page with a header its title, the lead as description, the canonical URL on SITE_URL and social tags", () => {
    renderPage(<PageHeader title="Contact Us" lead="Send us a message." />, { path: '/contact?from=footer', siteConfig });
    expect(document.title).toBe('Contact Us | NursePrep Academy');
    expect(meta('name', 'description')).toBe('Send us a message.');
    expect(canonical()).toBe('https://www.nurseprep.example/contact');
    expect(meta('property', 'og:title')).toBe('Contact Us | NursePrep Academy');
    expect(meta('property', 'og:description')).toBe('Send us a message.');
    expect(meta('property', 'og:url')).toBe('https://www.nurseprep.example/contact');
    expect(meta('property', 'og:type')).toBe('website');
    expect(meta('property', 'og:site_name')).toBe('NursePrep Academy');
    expect(meta('name', 'twitter:card')).toBe('summary');
    expect(meta('name', 'twitter:title')).toBe('Contact Us | NursePrep Academy');
    expect(meta('name', 'twitter:description')).toBe('Send us a message.');
    expect(meta('name', 'robots')).toBeUndefined();
  });

  it('describes the home page as the Organization', () => {
    renderPage(<PageHeader title="Pass Your Nursing Exams" lead="Exam prep." />, { path: '/', siteConfig });
    expect(jsonLdBlocks()).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'NursePrep Academy',
        url: 'https://www.nurseprep.example/',
        email: 'support@example.com',
        telephone: '(202) 555-0123',
      },
    ]);
  });

  it('gives every nested page a BreadcrumbList of the sections above it', () => {
    renderPage(<PageHeader title="TEAS Exam Prep" lead="TEAS." />, { path: '/exams/teas', siteConfig });
    expect(jsonLdBlocks()).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.nurseprep.example/' },
          { '@type': 'ListItem', position: 2, name: 'Exam Prep', item: 'https://www.nurseprep.example/exams' },
          { '@type': 'ListItem', position: 3, name: 'TEAS Exam Prep', item: 'https://www.nurseprep.example/exams/teas' },
        ],
      },
    ]);
  });

  it("adds a page's own JSON-LD, escaped so no text closes the script, and removes it when the page goes", () => {
    const faq = faqPageJsonLd([{ question: 'Is it </script><script>alert(1)</script> safe?', answer: 'Yes.' }]);
    const { unmount } = renderPage(<SeoProbe title="Contact Us" path="/contact" jsonLd={faq} />, { siteConfig });
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.textContent).not.toContain('</script>');
    expect(jsonLdBlocks()).toEqual([faq]);
    unmount();
    expect(jsonLdBlocks()).toEqual([]);
  });

  it('sets an absolute image and the large Twitter card when the page has a picture', () => {
    renderPage(<SeoProbe title="An article" path="/resources/blog/x" type="article" image="/images/articles/x.svg" />, { siteConfig });
    expect(meta('property', 'og:image')).toBe('https://www.nurseprep.example/images/articles/x.svg');
    expect(meta('property', 'og:type')).toBe('article');
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
  });

  it('keeps the site description on a page without one, and falls back to the page origin without SITE_URL', () => {
    renderPage(<SeoProbe title="Payment" />, { path: '/payment' });
    expect(meta('name', 'description')).toMatch(/exam preparation, tutoring and study materials/);
    expect(canonical()).toBe(`${window.location.origin}/payment`);
  });

  it('marks the not-found screen noindex, with no canonical URL and no JSON-LD', () => {
    renderPage(<NotFoundScreen path="/exams/astrology" />, { path: '/exams/astrology', siteConfig });
    expect(document.title).toBe('404 Page Not Found | NursePrep Academy');
    expect(meta('name', 'robots')).toBe('noindex');
    expect(canonical()).toBeUndefined();
    expect(jsonLdBlocks()).toEqual([]);
  });

  it('touches no document while rendering on a server', () => {
    document.title = 'before';
    const html = renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <SeoProbe title="Server" description="Rendered on the server." jsonLd={{ '@type': 'Thing' }} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toBe('');
    expect(document.title).toBe('before');
    expect(document.head.querySelectorAll('meta, link, script')).toHaveLength(0);
  });
});
