import type { FeatureIcon, FigureOrFact } from '../../generated/schema-types';

/** One case study as its section shows it: every text in the page's language. */
export interface ShownCaseStudy {
  id: string;
  industry: string;
  icon?: FeatureIcon;
  title: string;
  client: string;
  challenge: string;
  solution: string;
  duration: string;
  teamSize: string;
  results: string[];
  metrics: { value: FigureOrFact; label: string }[];
  technologies: string[];
  testimonial: { text: string; author: string; position: string; company: string };
  image?: { src: string; alt: string };
  /** Pictures of the delivered work, shown on the case study's own page. */
  gallery?: { src: string; alt: string }[];
  tags?: string[];
  /** When the project ended (YYYY-MM-DD), when the entry says. */
  date?: string;
}
