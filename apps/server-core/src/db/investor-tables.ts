// The table of migration 0027, kept beside schema.ts (which lists it in DatabaseSchema).

/**
 * One thing an investor's profile says founders may filter /FindInvestor by (DESIGN §7.4): a stage,
 * a sector, a stage and a sector together, a city, or a step of the cheque ladder their cheque
 * range reaches (repositories/investor-filters.ts writes them from the profile). `list_key` is the
 * investor's place in the discovery order, `<has_username>-<id>`, so one filter's investors are one
 * index walk in list order; the cheque range rides along on every row for the walks to check.
 */
export interface InvestorFiltersTable {
  user_id: string;
  filter_key: string;
  list_key: string;
  /** Rupees; null when the profile does not say. */
  cheque_min: number | null;
  cheque_max: number | null;
}
