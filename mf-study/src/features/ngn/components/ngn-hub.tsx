import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ngnCategories, type NgnCategory } from '@nurseprep/contracts/ngn-content';
import type { CreateNgnSession, NgnCatalog } from '@nurseprep/contracts/ngn';
import { practiceCategoryLabel } from '@nurseprep/contracts/practice-banks';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, SelectField, Skeleton, errorMessageOf, useAccountDialogs, useCurrentUser } from '@nurseprep/shared-ui';
import { ngnTexts } from '../data/ngn-texts';
import { useNgnCatalog, useStartNgnSession } from '../requests/ngn-requests';

const texts = ngnTexts;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const CaseList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    align-content: start;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  button {
    justify-self: start;
  }
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Rules = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** For a visitor: why an account, and the shell's sign-in and sign-up dialogs. */
function SignInCard() {
  const openSignIn = useAccountDialogs((state) => state.openSignIn);
  const openSignUp = useAccountDialogs((state) => state.openSignUp);
  return (
    <Card as="section" aria-labelledby="ngn-sign-in-heading">
      <CardHeader>
        <CardTitle as="h2" id="ngn-sign-in-heading">
          {texts.signIn.heading}
        </CardTitle>
        <CardDescription>{texts.signIn.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Fields>
          <Button onClick={openSignUp}>{texts.signIn.signUp}</Button>
          <Button variant="outline" onClick={openSignIn}>
            {texts.signIn.signIn}
          </Button>
        </Fields>
      </CardContent>
    </Card>
  );
}

function CaseStudies({ catalog, canStart, onStart, busy }: { catalog: NgnCatalog; canStart: boolean; onStart: (request: CreateNgnSession) => void; busy: boolean }) {
  const [category, setCategory] = useState<NgnCategory | ''>('');
  const shown = catalog.caseStudies.filter((entry) => category === '' || entry.category === category);
  const present = ngnCategories.filter((slug) => catalog.caseStudies.some((entry) => entry.category === slug));
  return (
    <Card as="section" aria-labelledby="ngn-cases-heading">
      <CardHeader>
        <CardTitle as="h2" id="ngn-cases-heading">
          {texts.cases.heading} ({catalog.caseStudies.length})
        </CardTitle>
        <CardDescription>{texts.cases.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <SelectField
          label={texts.cases.filterLabel}
          name="case-category"
          value={category}
          onChange={(event) => setCategory(event.target.value as NgnCategory | '')}
          options={[{ value: '', label: texts.cases.allCategories }, ...present.map((slug) => ({ value: slug, label: practiceCategoryLabel('nclex', slug) }))]}
        />
        <CaseList>
          {shown.map((entry) => (
            <li key={entry.id}>
              <h3>{entry.title}</h3>
              <p>{practiceCategoryLabel('nclex', entry.category)}</p>
              <p>{entry.scenario}</p>
              {canStart ? (
                <Button size="sm" variant="outline" aria-label={texts.cases.start(entry.title)} disabled={busy} onClick={() => onStart({ mode: 'case-study', caseId: entry.id })}>
                  {texts.cases.startLabel}
                </Button>
              ) : null}
            </li>
          ))}
        </CaseList>
      </CardContent>
    </Card>
  );
}

function ItemSets({ catalog, canStart, onStart, busy }: { catalog: NgnCatalog; canStart: boolean; onStart: (request: CreateNgnSession) => void; busy: boolean }) {
  const [kind, setKind] = useState<'any' | 'bowtie' | 'trend'>('any');
  const [count, setCount] = useState('10');
  const empty = catalog.standalone.items === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStart({ mode: 'item-set', kind, count: Number(count) });
  };
  return (
    <Card as="section" aria-labelledby="ngn-sets-heading">
      <CardHeader>
        <CardTitle as="h2" id="ngn-sets-heading">
          {texts.sets.heading}
        </CardTitle>
        <CardDescription>{empty ? texts.sets.empty : `${texts.sets.description} ${texts.sets.counts(catalog.standalone.items, catalog.standalone.bowtie, catalog.standalone.trend)}`}</CardDescription>
      </CardHeader>
      {canStart && !empty ? (
        <CardContent>
          <form aria-label={texts.sets.heading} onSubmit={submit}>
            <Fields>
              <SelectField
                label={texts.sets.kindLabel}
                name="kind"
                value={kind}
                onChange={(event) => setKind(event.target.value as typeof kind)}
                options={(['any', 'bowtie', 'trend'] as const).map((value) => ({ value, label: texts.sets.kinds[value] }))}
              />
              <SelectField
                label={texts.sets.countLabel}
                name="count"
                value={count}
                onChange={(event) => setCount(event.target.value)}
                options={['5', '10', '20', '30'].map((value) => ({ value, label: value }))}
              />
            </Fields>
            <Button type="submit" disabled={busy} style={{ marginTop: 16 }}>
              {texts.sets.start}
            </Button>
          </form>
        </CardContent>
      ) : null}
    </Card>
  );
}

/** The NGN practice hub: the adaptive exam, the case studies and the stand-alone item sets, and how they are scored. */
export function NgnHub({ onOpen }: { onOpen: (id: string) => void }) {
  const catalog = useNgnCatalog();
  const user = useCurrentUser();
  const start = useStartNgnSession();
  const canStart = Boolean(user.data);
  const begin = (request: CreateNgnSession) => start.mutate(request, { onSuccess: (session) => onOpen(session.id) });

  if (catalog.isPending) return <Skeleton style={{ height: 320 }} />;
  if (catalog.isError) return <p role="alert">{texts.loadFailed}</p>;
  return (
    <>
      {!user.isPending && !canStart ? <SignInCard /> : null}
      {start.isError ? <p role="alert">{errorMessageOf(start.error)}</p> : null}
      <Card as="section" aria-labelledby="ngn-adaptive-heading">
        <CardHeader>
          <CardTitle as="h2" id="ngn-adaptive-heading">
            {texts.adaptive.heading}
          </CardTitle>
          <CardDescription>{texts.adaptive.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <Note>{texts.adaptive.note}</Note>
          {canStart ? (
            <Button disabled={start.isPending} onClick={() => begin({ mode: 'adaptive' })} style={{ marginTop: 16 }}>
              {texts.adaptive.start}
            </Button>
          ) : null}
        </CardContent>
      </Card>
      <CaseStudies catalog={catalog.data} canStart={canStart} onStart={begin} busy={start.isPending} />
      <Grid>
        <ItemSets catalog={catalog.data} canStart={canStart} onStart={begin} busy={start.isPending} />
        <Card as="section" aria-labelledby="ngn-scoring-heading">
          <CardHeader>
            <CardTitle as="h2" id="ngn-scoring-heading">
              {texts.scoring.heading}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <Rules>
              <li>{texts.scoring.zeroOne}</li>
              <li>{texts.scoring.plusMinus}</li>
              <li>{texts.scoring.rationale}</li>
            </Rules>
          </CardContent>
        </Card>
      </Grid>
      <Note>{texts.independence}</Note>
    </>
  );
}
