import styled from 'styled-components';
import {
  formatOfferPrice,
  studyMaterialCards,
  studyMaterialCategories,
  studyMaterialTypeLabels,
  type StudyMaterialCard,
  type StudyMaterialType,
} from '@nurseprep/contracts';
import {
  Badge,
  BookOpen,
  ButtonLink,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  CheckCircle,
  Container,
  Download,
  Eye,
  FileText,
  Lock,
  Section,
  Star,
  useSearchParamState,
  type LucideIcon,
} from '@nurseprep/shared-ui';
import { homeTexts } from '../data/home-texts';

const texts = homeTexts.materials;
const filters = [texts.all, ...studyMaterialCategories] as const;

/** The query parameter holding the chosen category, in lower case: /?materials=science#study-materials. */
const CATEGORY_PARAM = 'materials';

/** The category an address names (any case), or All. */
function categoryFrom(value: string | null): string {
  return studyMaterialCategories.find((category) => category.toLowerCase() === value?.toLowerCase()) ?? texts.all;
}

const typeIcons = { pdf: FileText, video: Eye, quiz: CheckCircle, 'exam-bank': BookOpen } satisfies Record<StudyMaterialType, LucideIcon>;

const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const FilterLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  &[aria-current='true'] { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primaryText}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Count = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const TypeLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Stats = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; }
  svg { color: ${({ theme }) => theme.colors.accent}; }
`;

const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Secure = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Custom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  p { margin: 0; }
`;

function MaterialCard({ card }: { card: StudyMaterialCard }) {
  const { offer } = card;
  const TypeIcon = typeIcons[card.type];
  return (
    <Card as="li">
      <CardHeader>
        <TopRow>
          <TypeLabel>
            <TypeIcon aria-hidden="true" size={18} />
            {studyMaterialTypeLabels[card.type]}
          </TypeLabel>
          <Badge variant="outline">{offer.category}</Badge>
        </TopRow>
        <CardTitle>{offer.name}</CardTitle>
      </CardHeader>
      <CardContent>
        <CardDescription>{offer.description}</CardDescription>
        <Stats>
          <span role="img" aria-label={texts.rating(card.rating)}>
            <Star aria-hidden="true" size={16} fill="currentColor" />
            <span aria-hidden="true">{card.rating.toFixed(1)}</span>
          </span>
          <span>
            <Download aria-hidden="true" size={16} />
            {texts.downloads(card.downloads)}
          </span>
        </Stats>
      </CardContent>
      <CardFooter>
        <Price>{formatOfferPrice(offer)}</Price>
        <ButtonLink href={`/payment?package=${offer.id}`} size="sm" aria-label={texts.purchaseLabel(offer.name)}>
          {texts.purchase}
        </ButtonLink>
        <Secure>
          <Lock aria-hidden="true" size={12} />
          {texts.secure}
        </Secure>
      </CardFooter>
    </Card>
  );
}

/**
 * The study materials with the category filter (default All); Purchase goes to the checkout for that material. The
 * category lives in the address, so the server renders it; each choice is a link back to this section, followed in
 * place with JavaScript.
 */
export function StudyMaterialsSection() {
  const { searchParams, linkTo } = useSearchParamState();
  const category = categoryFrom(searchParams.get(CATEGORY_PARAM));
  const shown = category === texts.all ? studyMaterialCards : studyMaterialCards.filter((card) => card.offer.category === category);

  return (
    <Section id={texts.anchorId} aria-labelledby="materials-heading">
      <Container>
        <h2 id="materials-heading">{texts.heading}</h2>
        <p>{texts.lead}</p>
        <FilterBar role="group" aria-label={texts.filterLabel}>
          {filters.map((filter) => (
            <FilterLink
              key={filter}
              aria-current={filter === category ? 'true' : undefined}
              {...linkTo({ [CATEGORY_PARAM]: filter === texts.all ? null : filter.toLowerCase() }, { hash: texts.anchorId })}
            >
              {filter}
            </FilterLink>
          ))}
        </FilterBar>
        <Count role="status">{texts.showing(shown.length, category)}</Count>
        <Grid>
          {shown.map((card) => (
            <MaterialCard key={card.offer.id} card={card} />
          ))}
        </Grid>
        <Custom>
          <p>{texts.customLead}</p>
          <ButtonLink href={texts.customHref} variant="secondary">
            {texts.custom}
          </ButtonLink>
        </Custom>
      </Container>
    </Section>
  );
}
