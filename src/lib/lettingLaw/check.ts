/**
 * Checks a listing against the letting-law rules in force on a date: each rule that applies to its
 * nation and kind of let and that it breaks gives one finding, with the money asked against the
 * legal limit (or the words that matched) and a message naming the law.
 */
import { LETTING_LAW } from './messages';
import { formatGBPExact } from '@/lib/format';
import { toPence } from './money';
import { LETTING_LAW_RULES } from './rules';
import type { LawFinding, LawRule, LetListing, MoneyFinding, MoneyRule, WordingFinding, WordingRule } from './types';

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The rules for this nation and kind of let that are in force on the date. */
export function applicableRules(listing: Pick<LetListing, 'nation' | 'letKind'>, date: Date, rules: readonly LawRule[] = LETTING_LAW_RULES): LawRule[] {
  const day = isoDay(date);
  return rules.filter((rule) => rule.nations.includes(listing.nation) && rule.letKinds.includes(listing.letKind) && rule.inForceFrom <= day);
}

function moneyFinding(rule: MoneyRule, listing: LetListing): MoneyFinding | null {
  const asked = listing[rule.field] ?? 0;
  if (!(asked > 0) || !(listing.rentPcm > 0)) return null;
  const limitPence = rule.limitPence(listing.rentPcm);
  if (toPence(asked) <= limitPence) return null;
  const limit = limitPence / 100;
  const message = LETTING_LAW.aboveLimit(rule.subject, rule.limitLabel(listing.rentPcm), formatGBPExact(limit), LETTING_LAW.nationName[listing.nation], rule.act);
  return { kind: 'money', rule, field: rule.field, asked, limit, message };
}

function wordingFindings(rule: WordingRule, listing: LetListing): WordingFinding[] {
  const findings: WordingFinding[] = [];
  for (const field of ['title', 'description'] as const) {
    const match = rule.pattern.exec(listing[field]);
    if (!match) continue;
    const excerpt = match[0];
    findings.push({ kind: 'wording', rule, field, excerpt, message: LETTING_LAW.wording(excerpt, LETTING_LAW.nationName[listing.nation], rule.act) });
  }
  return findings;
}

/** Every rule the listing breaks on the date (by default today), hard rules first. */
export function checkLettingLaw(listing: LetListing, date: Date = new Date()): LawFinding[] {
  const findings = applicableRules(listing, date).flatMap((rule): LawFinding[] => {
    if (rule.kind === 'money') {
      const finding = moneyFinding(rule, listing);
      return finding ? [finding] : [];
    }
    return wordingFindings(rule, listing);
  });
  return findings.sort((a, b) => Number(a.rule.severity === 'review') - Number(b.rule.severity === 'review'));
}

/** True when a finding stops the listing from being published as it stands. */
export function blocksPublishing(findings: readonly LawFinding[]): boolean {
  return findings.some((finding) => finding.rule.severity === 'hard');
}

/** True when a finding sends the listing to a moderator before it is published (the wording rules). */
export function needsReview(findings: readonly LawFinding[]): boolean {
  return findings.some((finding) => finding.rule.severity === 'review');
}
