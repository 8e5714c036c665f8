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
import type { BudgetId, ScopeId, ServiceId, TechnologyId, TimelineId } from '../../logic/constants';

/** Decorative icons beside each option's label (the label alone names the option). */
export const SERVICE_ICONS: Record<ServiceId, LucideIcon> = {
  ml_dev: Brain,
  chatbots: MessageSquare,
  gen_ai: Sparkles,
  gan: Image,
  ai_api: Plug,
  ai_software: Code,
  ai_mobile: Smartphone,
  custom: PencilLine,
};

export const SCOPE_ICONS: Record<ScopeId, LucideIcon> = {
  research: FlaskConical,
  database_integration: Database,
  model_training: Cpu,
  integration: Workflow,
  consultation: MessagesSquare,
  custom: PencilLine,
};

export const TECHNOLOGY_ICONS: Record<TechnologyId, LucideIcon> = {
  python: FileCode,
  openai: Bot,
  stable_diffusion: Palette,
  custom_llm: BrainCircuit,
  cloud: Cloud,
  edge_ai: Microchip,
  no_preference: Shuffle,
  custom: PencilLine,
};

export const TIMELINE_ICONS: Record<TimelineId, LucideIcon> = {
  urgent: Zap,
  short: CalendarClock,
  medium: CalendarDays,
  flexible: Hourglass,
};

export const BUDGET_ICONS: Record<BudgetId, LucideIcon> = {
  small: Coins,
  medium: Wallet,
  large: Banknote,
  enterprise: Gem,
  unsure: CircleHelp,
};
