export { FeaturedProjects as default } from '../features/featured/FeaturedProjects';
