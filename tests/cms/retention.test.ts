import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cutoff, leadRetention, retentionChange } from '../../cms/db/retention.ts';
import { factText } from '../../src/i18n/facts.ts';
import { lintFixture } from '../lint/lint-helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const site = JSON.parse(fs.readFileSync(path.join(ROOT, 'site.json'), 'utf8')) as Record<
  string,
  unknown
> & { retention: Record<string, unknown> };
const withLeads = (value: number, unit: string) => ({
  ...site,
  retention: { ...site.retention, leads: { value, unit } },
});

describe('how long leads are kept', () => {
  it("is site.json's setting: a change of the policy's words changes nothing", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-'));
    try {
      fs.copyFileSync(path.join(ROOT, 'site.json'), path.join(root, 'site.json'));
      const policy = JSON.parse(
        fs.readFileSync(path.join(ROOT, 'locales/en/privacy-policy.json'), 'utf8'),
      );
      policy.retention.communication.period = `0 days ${randomUUID()}`;
      fs.mkdirSync(path.join(root, 'locales/en'), { recursive: true });
      fs.writeFileSync(path.join(root, 'locales/en/privacy-policy.json'), JSON.stringify(policy));
      expect(leadRetention(root)).toEqual({ count: 3, unit: 'year' });
      const now = new Date('2026-11-28T00:00:00Z');
      expect(cutoff(leadRetention(root), now)).toEqual(new Date('2023-11-28T00:00:00Z'));
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('is what the privacy policy shows, in every language', () => {
    for (const lang of ['en', 'ar', 'fr', 'es', 'de', 'it']) {
      const policy = JSON.parse(
        fs.readFileSync(path.join(ROOT, `locales/${lang}/privacy-policy.json`), 'utf8'),
      );
      expect(policy.retention.communication.period).toContain('{{leadRetention}}');
    }
    expect(factText('leadRetention', 'en')).toBe('3 years');
    expect(factText('leadRetention', 'de')).toBe('3 Jahre');
    expect(factText('analyticsRetention', 'en')).toBe('2 years');
    expect(factText('analyticsRetention', 'ar')).not.toBe('');
  });

  it('refuses, in the lint, a period below the floor', () => {
    expect(lintFixture('retention-below-floor')).toEqual([
      'site.json:6:38  7 is not allowed here: a retention period in days is at least 30 and at most 3650 (ten years)',
    ]);
  });

  it('describes a change of the period to the publisher in words', () => {
    expect(retentionChange(site, site)).toBeNull();
    expect(retentionChange(site, withLeads(30, 'day'))).toBe(
      'Leads are now kept 30 days instead of 3 years: every lead older than 30 days will be deleted for good.',
    );
    expect(retentionChange(withLeads(1, 'year'), withLeads(18, 'month'))).toBe(
      'Leads are now kept 18 months instead of 1 year.',
    );
    expect(retentionChange({}, withLeads(2, 'year'))).toBe(
      'Leads are now kept 2 years; older ones will be deleted. The site’s analytics counts are now kept 2 years; older ones will be deleted.',
    );
    expect(retentionChange(site, { ...site, retention: { leads: site.retention.leads } })).toBe(
      'The site’s analytics counts no longer have a retention period (they were kept 2 years): none will be deleted.',
    );
    const analytics = {
      ...site,
      retention: { ...site.retention, analytics: { value: 6, unit: 'month' } },
    };
    expect(retentionChange(site, analytics)).toBe(
      'The site’s analytics counts are now kept 6 months instead of 2 years: every day of counts older than 6 months will be deleted for good.',
    );
    expect(retentionChange(site, { ...site, retention: undefined })).toBe(
      'Leads no longer have a retention period (they were kept 3 years): none will be deleted. The site’s analytics counts no longer have a retention period (they were kept 2 years): none will be deleted.',
    );
    expect(retentionChange('not json', null)).toBeNull();
  });
});
