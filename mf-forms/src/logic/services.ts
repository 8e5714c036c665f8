import { SERVICE_MESSAGES } from './constants';

export type ServiceId = 'ai_software' | 'ai_api' | 'ai_mobile' | 'chatbots';

export interface Service {
  id: ServiceId;
  /** Stored as `service_requests.service`; must match the table's CHECK list. */
  title: string;
  description: string;
  /** Site spec §9, word for word. */
  fee: string;
  features: readonly string[];
}

/** Site spec §3 / §9: the four fixed services, in page order. */
export const SERVICES: readonly Service[] = [
  {
    id: 'ai_software',
    title: 'AI-powered Software Development',
    description:
      'Desktop and web software with machine learning built in, from automating repetitive work to adding predictions and smart search to an existing product.',
    fee: 'Starting at $500',
    features: [
      'Python automation of data-heavy workflows',
      'Machine learning models trained on your data',
      'Integration with your existing tools and databases',
      'Clean, documented source code handed over',
    ],
  },
  {
    id: 'ai_api',
    title: 'AI/ML API Development',
    description: 'Models and language-model features packaged behind a clear HTTP API, so your own apps can call them reliably and at scale.',
    fee: 'Starting at $500',
    features: [
      'REST endpoints around trained or hosted models',
      'Input validation, authentication and rate limits',
      'Deployment to the cloud or your own servers',
      'Usage documentation and example requests',
    ],
  },
  {
    id: 'ai_mobile',
    title: 'AI-powered Mobile App Development',
    description: 'Mobile apps that use vision, language or recommendation models, running on the device or through a backend service.',
    fee: 'Starting at $1,500',
    features: [
      'Cross-platform app for phones and tablets',
      'On-device or server-side model inference',
      'Camera, image and text features powered by AI',
      'Help with store submission and updates',
    ],
  },
  {
    id: 'chatbots',
    title: 'Chatbots & Conversational AI',
    description: 'Assistants built on large language models that answer questions from your own documents and hand over to a person when needed.',
    fee: 'Starting at $1,000',
    features: [
      'Answers grounded in your documents and data',
      'Website, messaging or internal-tool channels',
      'Conversation memory and guard rails',
      'Dashboard-ready logs to improve answers over time',
    ],
  },
];

/** Site spec §8: looking up an unknown service is an internal error. */
export function findService(id: string): Service {
  const service = SERVICES.find((s) => s.id === id);
  if (!service) throw new Error(SERVICE_MESSAGES.serviceNotFound);
  return service;
}
