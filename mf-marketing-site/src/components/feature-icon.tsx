import styled from 'styled-components';
import {
  Award,
  BookOpen,
  Brain,
  Building,
  Calendar,
  CheckCircle,
  Clock,
  DollarSign,
  FileText,
  GraduationCap,
  HeartPulse,
  Lock,
  Mail,
  MessageCircle,
  MessageSquare,
  Phone,
  ShieldCheck,
  Smartphone,
  Stethoscope,
  User,
  Users,
  type LucideIcon,
} from '@nurseprep/shared-ui';

/** Icons named in data modules (copy never imports components). */
export const featureIcons = {
  award: Award,
  book: BookOpen,
  brain: Brain,
  school: Building,
  calendar: Calendar,
  check: CheckCircle,
  clock: Clock,
  dollar: DollarSign,
  file: FileText,
  graduation: GraduationCap,
  heart: HeartPulse,
  lock: Lock,
  mail: Mail,
  chat: MessageCircle,
  message: MessageSquare,
  phone: Phone,
  shield: ShieldCheck,
  smartphone: Smartphone,
  stethoscope: Stethoscope,
  user: User,
  users: Users,
} satisfies Record<string, LucideIcon>;

export type FeatureIconName = keyof typeof featureIcons;

const Circle = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.primary};
`;

/** A decorative icon in a tinted circle (the card's heading says what it is). */
export function FeatureIcon({ name }: { name: FeatureIconName }) {
  const Icon = featureIcons[name];
  return (
    <Circle aria-hidden="true">
      <Icon size={24} />
    </Circle>
  );
}
