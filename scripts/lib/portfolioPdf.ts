/**
 * The case studies as one PDF in one language ("Download Our Portfolio"), drawn with pdfkit (its
 * fontkit shapes Arabic). Lines are broken and ordered in portfolioLines.ts, because pdfkit
 * would set an Arabic line's words left to right; each word is then drawn in the face that has
 * its letters: the Arabic face for Arabic words, Inter for the rest, as the site's pages do.
 */
import PDFDocument from 'pdfkit';
import { breakLines, piecesOf, visualOrder, wordsOf, type Piece } from './portfolioLines.ts';

export interface PortfolioFonts {
  latin: Buffer;
  latinBold: Buffer;
  arabic: Buffer;
  arabicBold: Buffer;
  /** Whether the Arabic face has a glyph for this character. */
  arabicHas: (char: string) => boolean;
}

/** One case study, every text already in the document's language and every figure written. */
export interface PortfolioStudy {
  id: string;
  industry: string;
  title: string;
  client: string;
  challenge: string;
  solution: string;
  results: string[];
  metrics: { figure: string; label: string }[];
}

export interface Portfolio {
  lang: string;
  rtl: boolean;
  /** The agency's name, the document's author. */
  author: string;
  heading: string;
  subtitle: string;
  labels: { client: string; challenge: string; solution: string; results: string; metrics: string };
  studies: PortfolioStudy[];
}

const MARGIN = 56;
const INK = '#111827';
const MUTED = '#4b5563';
const ACCENT = '#1d4ed8';

interface Style {
  size: number;
  bold?: boolean;
  color?: string;
  /** Space above the paragraph, in points. */
  before?: number;
}

/** A pdfkit document with a cursor that writes paragraphs in the portfolio's direction. */
class Writer {
  readonly doc: PDFKit.PDFDocument;
  private y = MARGIN;

  constructor(
    private readonly p: Portfolio,
    private readonly fonts: PortfolioFonts,
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      lang: p.lang,
      displayTitle: true,
      info: { Title: p.heading, Author: p.author, Subject: p.subtitle },
    });
    for (const name of ['latin', 'latinBold', 'arabic', 'arabicBold'] as const)
      this.doc.registerFont(name, fonts[name]);
  }

  private face(piece: Piece, bold: boolean | undefined) {
    return piece.arabic ? (bold ? 'arabicBold' : 'arabic') : bold ? 'latinBold' : 'latin';
  }

  private use(piece: Piece, style: Style) {
    return this.doc.font(this.face(piece, style.bold)).fontSize(style.size);
  }

  private widthOf(word: string, style: Style) {
    return piecesOf(word, this.fonts.arabicHas).reduce(
      (sum, piece) => sum + this.use(piece, style).widthOfString(piece.text),
      0,
    );
  }

  /** A word with its left edge at x, its letters on the baseline y. */
  private draw(word: string, x: number, y: number, style: Style) {
    for (const piece of piecesOf(word, this.fonts.arabicHas)) {
      const doc = this.use(piece, style).fillColor(style.color ?? INK);
      doc.text(piece.text, x, y, { lineBreak: false, baseline: 'alphabetic' });
      x += doc.widthOfString(piece.text);
    }
  }

  paragraph(text: string, style: Style, indent = 0) {
    const { doc } = this;
    const max = doc.page.width - 2 * MARGIN - indent;
    const space = style.size * 0.28;
    const lineHeight = style.size * (this.p.rtl ? 1.75 : 1.45);
    this.y += style.before ?? 0;
    for (const line of breakLines(wordsOf(text), (w) => this.widthOf(w, style), space, max)) {
      if (this.y + lineHeight > doc.page.height - MARGIN) {
        doc.addPage();
        this.y = MARGIN;
      }
      const words = visualOrder(line, this.p.rtl);
      const widths = words.map((w) => this.widthOf(w, style));
      const total = widths.reduce((a, b) => a + b, 0) + space * (words.length - 1);
      let x = this.p.rtl ? doc.page.width - MARGIN - indent - total : MARGIN + indent;
      words.forEach((word, i) => {
        this.draw(word, x, this.y + style.size, style);
        x += widths[i]! + space;
      });
      this.y += lineHeight;
    }
  }

  /** A new page for a section that would start in the last fifth of this one. */
  keepRoom(points: number) {
    if (this.y + points > this.doc.page.height - MARGIN) {
      this.doc.addPage();
      this.y = MARGIN;
    }
  }
}

function writeStudy(w: Writer, p: Portfolio, s: PortfolioStudy) {
  w.keepRoom(160);
  w.doc.outline.addItem(s.title);
  w.paragraph(s.industry, { size: 10, bold: true, color: ACCENT, before: 18 });
  w.paragraph(s.title, { size: 17, bold: true, before: 2 });
  w.paragraph(`${p.labels.client}: ${s.client}`, { size: 10, color: MUTED, before: 4 });
  w.paragraph(p.labels.challenge, { size: 12, bold: true, before: 10 });
  w.paragraph(s.challenge, { size: 10, color: MUTED });
  w.paragraph(p.labels.solution, { size: 12, bold: true, before: 8 });
  w.paragraph(s.solution, { size: 10, color: MUTED });
  w.paragraph(p.labels.results, { size: 12, bold: true, before: 8 });
  for (const r of s.results) w.paragraph(`• ${r}`, { size: 10 }, 8);
  w.paragraph(p.labels.metrics, { size: 12, bold: true, before: 8 });
  for (const m of s.metrics)
    w.paragraph(`${m.figure} ${m.label}`, { size: 10, bold: false, color: INK }, 8);
}

/** The portfolio as PDF bytes. */
export function portfolioPdf(p: Portfolio, fonts: PortfolioFonts): Promise<Buffer> {
  const w = new Writer(p, fonts);
  const chunks: Buffer[] = [];
  w.doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    w.doc.on('end', () => resolve(Buffer.concat(chunks)));
    w.doc.on('error', reject);
  });
  w.paragraph(p.author, { size: 11, bold: true, color: ACCENT });
  w.paragraph(p.heading, { size: 24, bold: true, before: 6 });
  w.paragraph(p.subtitle, { size: 12, color: MUTED, before: 4 });
  for (const s of p.studies) writeStudy(w, p, s);
  w.doc.end();
  return done;
}
