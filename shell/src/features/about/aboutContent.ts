import {
  Bot,
  BrainCircuit,
  Code2,
  Database,
  Eye,
  GraduationCap,
  Handshake,
  Lightbulb,
  MessagesSquare,
  ScanEye,
  Sparkles,
  Users,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import type { JobId } from '../../logic/constants';

export interface InfoCard {
  icon: LucideIcon;
  title: string;
  text: string;
  tags?: readonly string[];
}

export interface Job {
  id: JobId;
  role: string;
  /** Described, not named: the site names no employer. */
  employer: string;
  period: string;
  summary: string;
  highlights: readonly string[];
  tags: readonly string[];
}

/** Site spec §2.10: the three capability cards of the 'About Me' intro. */
export const CAPABILITIES: readonly InfoCard[] = [
  {
    icon: Eye,
    title: 'Computer Vision',
    text: 'Detection, segmentation, recognition and OCR systems that read faces, vehicles, documents, meters and signatures.',
  },
  {
    icon: Sparkles,
    title: 'Generative AI & LLMs',
    text: 'Chatbots, content and image generation, speech tools and language-model features built into real products.',
  },
  {
    icon: Workflow,
    title: 'Automation & Delivery',
    text: 'Python automation, scraping and data pipelines, APIs, single-page sites and mobile apps that put models to work.',
  },
];

/** Site spec §2.10: the three positions, in the order the timeline shows them (most recent end first). */
export const JOBS: readonly Job[] = [
  {
    id: 'job1',
    role: 'Independent AI/ML Developer',
    employer: 'Independent contractor',
    period: '2020 – Present',
    summary: 'Scoping, building and delivering AI and automation projects for clients, from the first conversation to a hand-over with the full source code.',
    highlights: [
      'Computer vision: face recognition, face shape analysis, nail segmentation, licence, meter and bank book OCR, signature detection and verification.',
      'Generative AI: an AI headshots generator offered as an API, and a pipeline that turns a topic into a narrated, captioned video ready to upload.',
      'Speech and language: a pipeline that transcribes counselling sessions and reports on communication techniques, and a voice note taker.',
      'Data work: map-listing and hotel-review scrapers with translation, sentiment analysis and generated reports.',
    ],
    tags: ['Python', 'Computer vision', 'LLMs', 'Speech-to-text', 'APIs', 'Web scraping'],
  },
  {
    id: 'job3',
    role: 'Machine Learning Engineer',
    employer: 'A group of companies',
    period: '2023 – 2024',
    summary: 'Brought machine learning and automation into the day-to-day operations of the group’s businesses.',
    highlights: [
      'Document processing: OCR and classification of scanned documents and forms, with per-field validation and confidence scores.',
      'Logistics: cleaned and analysed driver data and built a web application for managing drivers.',
      'Automation: scheduled jobs that collect data, analyse it and produce reports for the teams that use them.',
      'Worked directly with operations staff to agree requirements and hand over tools they could run themselves.',
    ],
    tags: ['Python', 'OCR', 'Document AI', 'Data analysis', 'Web applications'],
  },
  {
    id: 'job2',
    role: 'AI Engineer',
    employer: 'An AI technology company',
    period: '2020 – 2022',
    summary: 'Part of the applied-AI team, taking vision models from research prototypes to deployments for the company’s clients.',
    highlights: [
      'Trained and evaluated detection and classification models for vehicles, including type, brand, colour and viewing angle.',
      'Built vehicle tracking across road segments and licence-plate recognition.',
      'Prepared datasets: annotation, augmentation and train, validation and test splits.',
      'Served models behind APIs with key-based authentication, usage tracking and rate limiting.',
    ],
    tags: ['Python', 'Object detection', 'Image classification', 'Tracking', 'Model serving'],
  },
];

/** Site spec §2.10: the 'Skills & Expertise' cards. */
export const SKILLS: readonly InfoCard[] = [
  {
    icon: BrainCircuit,
    title: 'Machine Learning',
    text: 'Models that are trained, measured and tuned on your data, then shipped.',
    tags: ['Model training', 'Evaluation', 'Data augmentation', 'Transfer learning'],
  },
  {
    icon: ScanEye,
    title: 'Computer Vision',
    text: 'Seeing systems for images and video, from a single photo to a live camera.',
    tags: ['Object detection', 'Segmentation', 'Face analysis', 'OCR'],
  },
  {
    icon: MessagesSquare,
    title: 'Language & Speech',
    text: 'Understanding and producing text and voice.',
    tags: ['Speech-to-text', 'Sentiment analysis', 'Summarisation', 'Translation'],
  },
  {
    icon: Bot,
    title: 'Generative AI',
    text: 'Assistants and generators built on large language and image models.',
    tags: ['Chatbots', 'Image generation', 'Text-to-speech', 'Prompt design'],
  },
  {
    icon: Database,
    title: 'Data & Automation',
    text: 'Collecting, cleaning and analysing data without manual steps.',
    tags: ['Web scraping', 'Data cleaning', 'Reports', 'Scheduled pipelines'],
  },
  {
    icon: Code2,
    title: 'Software Delivery',
    text: 'The software around a model, so people can actually use it.',
    tags: ['Python APIs', 'API keys & rate limits', 'Single-page sites', 'Mobile apps'],
  },
];

/** Site spec §2.10: the 'Education & Leadership' cards. */
export const EDUCATION_AND_LEADERSHIP: readonly InfoCard[] = [
  {
    icon: GraduationCap,
    title: 'Technical Foundation',
    text: 'A grounding in computer science, statistics and linear algebra: the base for choosing, training and judging models.',
  },
  {
    icon: Lightbulb,
    title: 'Continuous Learning',
    text: 'Reading new research and trying new model releases, so clients get approaches that are current and proven.',
  },
  {
    icon: Users,
    title: 'Project Leadership',
    text: 'Leading projects end to end: scoping, estimates, regular updates, delivery and support after launch.',
  },
  {
    icon: Handshake,
    title: 'Knowledge Sharing',
    text: 'Every client project is handed over with its source code and documentation, so the team can run and extend it.',
  },
];
