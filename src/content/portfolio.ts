import site from '../../site.json' with { type: 'json' };

/**
 * Where the build writes a language's portfolio, the case studies as a PDF
 * (scripts/build/portfolio.ts), and the name a download saves it under. Not hashed: its address
 * is the button's, and it is revalidated like every unhashed file (scripts/lib/headers.ts).
 */
export const portfolioPath = (lang: string): string => `/portfolio/${lang}.pdf`;

/** "Atlas-Digital-portfolio-fr.pdf": the agency's name, so the file is findable in Downloads. */
export const portfolioFileName = (lang: string): string =>
  `${site.name.trim().replace(/\s+/g, '-')}-portfolio-${lang}.pdf`;
