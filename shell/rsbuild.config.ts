import { createAppConfig } from '@portfolio/federation';

export default createAppConfig({
  name: 'shell',
  root: import.meta.dirname,
  title: 'AI/ML Developer Portfolio',
});
