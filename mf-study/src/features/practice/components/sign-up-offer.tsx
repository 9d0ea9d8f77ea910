import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MY_STUDY_PATH } from '@nurseprep/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, CheckCircle, Lock, useAccountDialogs, useCurrentUser } from '@nurseprep/shared-ui';
import { practiceTexts } from '../data/practice-texts';

const texts = practiceTexts.signUpOffer;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Saved = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  svg {
    color: ${({ theme }) => theme.colors.success};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/**
 * For a visitor: 'Sign up to keep your results', opening the shell's sign-up dialog (as the documents' sign-up
 * prompt does). Once signed in the attempt is claimed for the account and this says where to find it.
 */
export function SignUpOffer() {
  const user = useCurrentUser();
  const openSignUp = useAccountDialogs((state) => state.openSignUp);
  const openSignIn = useAccountDialogs((state) => state.openSignIn);
  if (user.isPending) return null;
  if (user.data) {
    return (
      <Saved role="status">
        <CheckCircle aria-hidden="true" size={20} />
        {texts.saved} <Link to={MY_STUDY_PATH}>{texts.savedLink}</Link>
      </Saved>
    );
  }
  return (
    <Card as="section" aria-labelledby="sign-up-offer-heading">
      <CardHeader>
        <CardTitle as="h2" id="sign-up-offer-heading">
          {texts.heading}
        </CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Row>
          <Button onClick={openSignUp}>
            <Lock aria-hidden="true" />
            {texts.action}
          </Button>
          <Button variant="outline" onClick={openSignIn}>
            {texts.signIn}
          </Button>
        </Row>
      </CardContent>
    </Card>
  );
}
