/**
 * Small writers for the document head, called only from effects (never during render), so pages stay
 * server-safe. Each finds its tag by name and updates it, or adds it once.
 */
export function setMetaTag(attribute: 'name' | 'property', key: string, content: string | null): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

export function setLinkTag(rel: string, href: string | null): void {
  let tag = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (href === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('link');
    tag.rel = rel;
    document.head.append(tag);
  }
  tag.href = href;
}

/** Adds one JSON-LD block and returns its remover. `<` is escaped so no text can close the script element. */
export function addJsonLdScript(json: string): () => void {
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.dataset.seo = 'json-ld';
  script.textContent = json.replace(/</g, '\\u003c');
  document.head.append(script);
  return () => script.remove();
}

/** Removes the JSON-LD blocks the server wrote into the first page's HTML (the page then adds its own). */
export function removeJsonLdScripts(): void {
  document.head.querySelectorAll('script[type="application/ld+json"][data-seo="json-ld-ssr"]').forEach((script) => script.remove());
}
