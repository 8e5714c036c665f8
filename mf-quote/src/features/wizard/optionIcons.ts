import {
  Banknote,
  Bot,
  Brain,
  BrainCircuit,
  CalendarClock,
  CalendarDays,
  CircleHelp,
  Cloud,
  Code,
  Coins,
  Cpu,
  Database,
  FileCode,
  FlaskConical,
  Gem,
  Hourglass,
  Image,
  MessageSquare,
  MessagesSquare,
  Microchip,
  Palette,
  PencilLine,
  Plug,
  Shuffle,
  Smartphone,
  Sparkles,
  Wallet,
  Workflow,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { BudgetId, ChoiceStepId, ScopeId, ServiceId, TechnologyId, TimelineId } from '../../logic/constants';
import type { OptionId } from '@portfolio/quote-steps';

/** Decorative icons beside each option's label (the label alone names the option). */
const SERVICE_ICONS: Record<ServiceId, LucideIcon> = {
  ml_dev: Brain,
  chatbots: MessageSquare,
  gen_ai: Sparkles,
  gan: Image,
  ai_api: Plug,
  ai_software: Code,
  ai_mobile: Smartphone,
  custom: PencilLine,
};

const SCOPE_ICONS: Record<ScopeId, LucideIcon> = {
  research: FlaskConical,
  database_integration: Database,
  model_training: Cpu,
  integration: Workflow,
  consultation: MessagesSquare,
  custom: PencilLine,
};

const TECHNOLOGY_ICONS: Record<TechnologyId, LucideIcon> = {
  python: FileCode,
  openai: Bot,
  stable_diffusion: Palette,
  custom_llm: BrainCircuit,
  cloud: Cloud,
  edge_ai: Microchip,
  no_preference: Shuffle,
  custom: PencilLine,
};

const TIMELINE_ICONS: Record<TimelineId, LucideIcon> = {
  urgent: Zap,
  short: CalendarClock,
  medium: CalendarDays,
  flexible: Hourglass,
};

const BUDGET_ICONS: Record<BudgetId, LucideIcon> = {
  small: Coins,
  medium: Wallet,
  large: Banknote,
  enterprise: Gem,
  unsure: CircleHelp,
};

/** Each step's icons by option (the labels are in the step table; an option without its icon is a type error). */
export const OPTION_ICONS: { [S in ChoiceStepId]: Record<OptionId<S>, LucideIcon> } = {
  service: SERVICE_ICONS,
  scope: SCOPE_ICONS,
  technology: TECHNOLOGY_ICONS,
  timeline: TIMELINE_ICONS,
  budget: BUDGET_ICONS,
};
