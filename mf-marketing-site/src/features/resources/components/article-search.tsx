import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Search, TextField } from '@nurseprep/shared-ui';
import { resourcesTexts } from '../data/resources-texts';

const texts = resourcesTexts.search;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 560px;
  margin-top: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: end;
  }
`;

/**
 * The hub's search box: opens the blog list filtered by the words (/resources/blog?q=...). Without JavaScript the
 * browser submits the same GET form; with it the list opens without reloading the page.
 */
export function ArticleSearch() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = query.trim();
    navigate(words ? `${texts.blogPath}?${new URLSearchParams({ q: words }).toString()}` : texts.blogPath);
  };
  return (
    <Form method="get" action={texts.blogPath} role="search" aria-label={texts.label} onSubmit={onSubmit}>
      <TextField label={texts.label} type="search" name="q" placeholder={texts.placeholder} value={query} onChange={(event) => setQuery(event.target.value)} />
      <Button type="submit">
        <Search aria-hidden="true" size={18} />
        {texts.submit}
      </Button>
    </Form>
  );
}
